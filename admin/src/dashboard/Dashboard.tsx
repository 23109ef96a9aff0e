// The console's home page. No resources exist yet, so it says who is signed
// in and what the console is going to hold; it links to nothing that does not exist.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';

import type { ConsoleIdentity } from '../authProvider';
import { areaFor, isSchoolAdmin } from '../roles';
import type { SessionUser } from '../session';

/** Which "what the console will hold" paragraph a user reads. */
const holdsKeyFor = (user: SessionUser): string => {
  const area = areaFor(user);
  const role = (user.role ?? '').toLowerCase();
  if (area === 'back-office') {
    if (user.superuser === true) return 'dashboard.holds.superuser';
    return role === 'district_admin' ? 'dashboard.holds.district' : role === 'sales' ? 'dashboard.holds.sales' : 'dashboard.holds.superuser';
  }
  return isSchoolAdmin(user) ? 'dashboard.holds.school_admin' : 'dashboard.holds.teacher';
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  const user = (identity as ConsoleIdentity | undefined)?.user;
  if (!user) return null;

  const area = areaFor(user);
  const name = user.name || user.username || '';
  const role = user.role ? translate(`roles.${user.role.toLowerCase()}`, { _: user.role }) : translate('roles.unknown');

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {translate('dashboard.welcome', { name })}
          </Typography>
          {area !== 'none' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate(`dashboard.signed_in.${area}`)}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mt: 3, mb: 0, alignItems: 'baseline' }}
          >
            <Detail label={translate('dashboard.name')}>{name}</Detail>
            {user.username && <Detail label={translate('dashboard.username')}>{user.username}</Detail>}
            <Detail label={translate('dashboard.role')}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{role}</span>
                {user.superuser === true && user.role?.toLowerCase() !== 'superuser' && (
                  <Chip size="small" color="primary" label={translate('dashboard.superuser_badge')} />
                )}
              </Stack>
            </Detail>
            <Detail label={translate('dashboard.school')}>{user.school?.name ?? translate('dashboard.no_school')}</Detail>
          </Box>
        </CardContent>
        {area !== 'none' && (
          <>
            <Divider />
            <CardContent sx={{ p: 3 }}>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                {translate('dashboard.holds_title')}
              </Typography>
              <Typography variant="body1" sx={{ mt: 1 }}>
                {translate(holdsKeyFor(user))}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {translate('dashboard.not_yet')}
              </Typography>
            </CardContent>
          </>
        )}
      </Card>
    </Box>
  );
};
