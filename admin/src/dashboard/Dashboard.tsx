// The console's home page. Teachers and school admins see their classes with
// pupil counts (and, with none yet, the first steps); the back office, which
// has no resources yet, says who is signed in and what it is going to hold.
import type { ReactNode } from 'react'
import AddIcon from '@mui/icons-material/Add'
import BadgeIcon from '@mui/icons-material/Badge'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

import type { ConsoleIdentity } from '../authProvider'
import type { SchoolClass } from '../school/types'
import { areaFor, isSchoolAdmin } from '../roles'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import type { SessionUser } from '../session'

/** Which "what the console will hold" paragraph a back-office user reads. */
const holdsKeyFor = (user: SessionUser): string => {
  if (user.superuser === true) return 'dashboard.holds.superuser'
  const role = (user.role ?? '').toLowerCase()
  return role === 'district_admin' ? 'dashboard.holds.district' : role === 'sales' ? 'dashboard.holds.sales' : 'dashboard.holds.superuser'
}

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
)

const BackOfficeHome = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate()
  const name = user.name || user.username || ''
  const role = user.role ? translate(`roles.${user.role.toLowerCase()}`, { _: user.role }) : translate('roles.unknown')
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {translate('dashboard.welcome', { name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('dashboard.signed_in.back-office')}
        </Typography>
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
        </Box>
      </CardContent>
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
    </Card>
  )
}

const ClassCard = ({ group }: { group: SchoolClass }) => {
  const translate = useTranslate()
  const headingId = `class-${group.id}-heading`
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {group.name}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1.2, mr: 1 }}>
            {group.pupil_count}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('hub.dashboard.pupils_word', { smart_count: group.pupil_count })}
          </Box>
        </Typography>
        {(group.subgroups?.length ?? 0) > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }} aria-label={translate('resources.classes.fields.subgroups')}>
            {group.subgroups!.map((subgroup) => (
              <Chip key={subgroup.id} size="small" label={`${subgroup.name} (${subgroup.pupil_count})`} />
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to={`/classes/${group.id}`}
          size="small"
          aria-label={translate('hub.dashboard.open_class', { name: group.name })}
        >
          {translate('hub.dashboard.open')}
        </Button>
        <Button
          component={Link}
          to={`/classes/${group.id}/cards`}
          size="small"
          startIcon={<BadgeIcon />}
          aria-label={translate('hub.cards.button_for', { name: group.name })}
          disabled={group.pupil_count === 0}
        >
          {translate('hub.cards.button')}
        </Button>
      </CardActions>
    </Card>
  )
}

const FirstSteps = () => {
  const translate = useTranslate()
  return (
    <Card component="section" aria-labelledby="first-steps-heading">
      <CardContent sx={{ p: 3 }}>
        <Typography id="first-steps-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('hub.dashboard.no_classes_title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate('hub.dashboard.no_classes_body')}</Typography>
        <Box component="ol" sx={{ pl: 3, my: 2, '& li': { mb: 1 } }}>
          <li>{translate('hub.dashboard.step_class')}</li>
          <li>{translate('hub.dashboard.step_pupils')}</li>
          <li>{translate('hub.dashboard.step_cards')}</li>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to="/classes/create" variant="contained" startIcon={<AddIcon />}>
            {translate('hub.classes.create_first')}
          </Button>
          <Button component={Link} to="/pupils/import" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('hub.import.button')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}

const SchoolCounts = ({ schoolId }: { schoolId: string | number }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const { data } = useQuery({ queryKey: ['school', schoolId], queryFn: () => dataProvider.getSchool(schoolId) })
  if (!data) return null
  const items = [
    ['hub.dashboard.count_pupils', data.counts.pupils, '/pupils'],
    ['hub.dashboard.count_classes', data.counts.groups, '/classes'],
    ['hub.dashboard.count_teachers', data.counts.teachers, '/teachers'],
  ] as const
  return (
    <Box
      component="section"
      aria-label={translate('hub.dashboard.school_counts')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}
    >
      {items.map(([key, count, to]) => (
        <Chip key={key} component={Link} to={to} clickable label={translate(key, { smart_count: count })} />
      ))}
    </Box>
  )
}

const SchoolHome = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const admin = isSchoolAdmin(user)
  const { data: classes, isPending, error } = useQuery({ queryKey: ['classes', 'mine'], queryFn: () => dataProvider.getMyClasses() })
  return (
    <>
      <Box component="header" sx={{ mb: 2 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {translate('dashboard.welcome', { name: user.name || user.username || '' })}
        </Typography>
        <Typography color="text.secondary">{user.school?.name ?? translate('dashboard.no_school')}</Typography>
        {admin && user.school && <SchoolCounts schoolId={user.school.id} />}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 3 }}>
        <Button component={Link} to="/pupils/create" variant="outlined" startIcon={<PersonAddIcon />}>
          {translate('hub.dashboard.add_pupil')}
        </Button>
        <Button component={Link} to="/pupils/generate" variant="outlined" startIcon={<GroupAddIcon />}>
          {translate('hub.generate.button')}
        </Button>
        <Button component={Link} to="/pupils/import" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('hub.import.button')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{errorMessage(error, translate)}</Alert>
      ) : isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={170} />
            </Grid>
          ))}
        </Grid>
      ) : classes.length === 0 ? (
        <FirstSteps />
      ) : (
        <Box component="section" aria-labelledby="my-classes-heading">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography id="my-classes-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {translate('hub.dashboard.my_classes', { smart_count: classes.length })}
            </Typography>
            <Button component={Link} to="/classes/create" startIcon={<AddIcon />}>
              {translate('hub.dashboard.new_class')}
            </Button>
          </Stack>
          <Grid container spacing={2}>
            {classes.map((group) => (
              <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ClassCard group={group} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </>
  )
}

export const Dashboard = () => {
  const translate = useTranslate()
  const { identity, isPending } = useGetIdentity()
  if (isPending) return <Loading />
  const user = (identity as ConsoleIdentity | undefined)?.user
  if (!user) return null
  const area = areaFor(user)
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: area === 'school' ? 1100 : 760 }}>
      <Title title={translate('ra.page.dashboard')} />
      {area === 'school' ? <SchoolHome user={user} /> : <BackOfficeHome user={user} />}
    </Box>
  )
}
