// One pupil's login, with a password that was just set: shown once (the API
// keeps only a hash), so the dialog says so and can print a card.
import { useId, type ReactNode } from 'react'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useTranslate } from 'react-admin'

import type { Pupil } from '../school/types'
import { toLoginCards } from '../school/cardSheets'
import { useCurrentSchool, useIsSmall } from '../school/hooks'
import { LoginCardSheets } from '../school/LoginCardSheets'

export const PasswordDialog = ({
  pupil,
  title,
  onClose,
  actions,
}: {
  pupil: Pupil | null
  title: string
  onClose: () => void
  actions?: ReactNode
}) => {
  const translate = useTranslate()
  const school = useCurrentSchool()
  const fullScreen = useIsSmall()
  const titleId = useId()
  if (!pupil) return null
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('hub.passwords.shown_once_one')}
        </Alert>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0, fontFamily: 'monospace', fontSize: '1.1rem' },
          }}
        >
          <dt>{translate('hub.cards.school_id')}</dt>
          <dd>{pupil.school_id}</dd>
          <dt>{translate('hub.cards.username')}</dt>
          <dd>{pupil.school_username}</dd>
          <dt>{translate('hub.cards.password')}</dt>
          <dd data-testid="new-password">{pupil.password}</dd>
        </Box>
        {/* The card prints on its own (everything else is hidden in print). */}
        <Box sx={{ display: 'none' }}>
          <LoginCardSheets cards={toLoginCards([pupil])} schoolName={school?.name ?? ''} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => window.print()}>{translate('hub.cards.print_one')}</Button>
        {actions}
        <Button variant="contained" onClick={onClose}>
          {translate('hub.passwords.done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
