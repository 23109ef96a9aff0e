// New pupils with the passwords they were just given. The API answers a
// password only once (only a hash is kept), so this is the teacher's one
// chance to note or print them: the screen says so, and offers login cards.
import { useMemo, useState } from 'react'
import PrintIcon from '@mui/icons-material/Print'
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

import type { Pupil } from './types'
import { toLoginCards } from './cardSheets'
import { LoginCardSheets, SheetCount } from './LoginCardSheets'
import { useCurrentSchool } from './hooks'

export const NewPupilsResult = ({ pupils, heading }: { pupils: readonly Pupil[]; heading: string }) => {
  const translate = useTranslate()
  const school = useCurrentSchool()
  const [showCards, setShowCards] = useState(false)
  const cards = useMemo(() => toLoginCards(pupils), [pupils])
  if (pupils.length === 0) return null
  return (
    <Box component="section" aria-labelledby="new-pupils-heading" sx={{ mt: 3 }}>
      <Typography id="new-pupils-heading" component="h2" variant="h6">
        {heading}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('hub.passwords.shown_once')}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ my: 1 }} className="no-print">
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setShowCards((shown) => !shown)} aria-expanded={showCards}>
          {translate(showCards ? 'hub.passwords.hide_cards' : 'hub.passwords.show_cards')}
        </Button>
        {showCards && (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('hub.cards.print')}
          </Button>
        )}
      </Stack>
      {showCards ? (
        <Box sx={{ mt: 2 }}>
          <SheetCount count={cards.length} />
          <Box sx={{ mt: 1 }}>
            <LoginCardSheets cards={cards} schoolName={school?.name ?? ''} />
          </Box>
        </Box>
      ) : (
        <TableContainer sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="new-pupils-heading">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.pupils.fields.name')}</TableCell>
                <TableCell>{translate('resources.pupils.fields.school_username')}</TableCell>
                <TableCell>{translate('resources.pupils.fields.password')}</TableCell>
                <TableCell>{translate('resources.pupils.fields.groups')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pupils.map((pupil) => (
                <TableRow key={pupil.id}>
                  <TableCell>{pupil.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{pupil.school_username}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{pupil.password ?? '—'}</TableCell>
                  <TableCell>{pupil.groups.map((group) => group.name).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  )
}
