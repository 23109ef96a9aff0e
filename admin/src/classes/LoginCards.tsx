// A class's printable login cards (/classes/:id/cards). The teacher picks
// QR codes (a new sign-in key per pupil; the class's earlier keys stop
// working) or new passwords (every pupil's old password stops working). The
// API answers keys and passwords once, so they live only in this page's
// memory: leaving it means making new cards. Revoking the class's keys makes
// printed QR cards useless, e.g. after a card goes missing.
import { useId, useMemo, useState } from 'react'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import BlockIcon from '@mui/icons-material/Block'
import PrintIcon from '@mui/icons-material/Print'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material'
import { Confirm, Link, Loading, Title, useGetOne, useNotify, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'

import type { LoginCardDoc, SchoolClass } from '../school/types'
import { toLoginCards } from '../school/cardSheets'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useCurrentSchool, useRefreshSchool } from '../school/hooks'
import { LoginCardSheets, SheetCount } from '../school/LoginCardSheets'

type CardMode = 'qr' | 'passwords'

export const LoginCards = () => {
  const { id = '' } = useParams<{ id: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const school = useCurrentSchool()
  const { data: group, isPending, error } = useGetOne<SchoolClass>('classes', { id: Number(id) })
  const [mode, setMode] = useState<CardMode>('qr')
  const [docs, setDocs] = useState<LoginCardDoc[] | null>(null)
  const [madeMode, setMadeMode] = useState<CardMode>('qr')
  const [working, setWorking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<'make' | 'revoke' | null>(null)
  const headingId = useId()
  const cards = useMemo(() => (docs ? toLoginCards(docs, group?.name) : []), [docs, group?.name])

  if (isPending) return <Loading />
  if (error || !group) return <Alert severity="error">{errorMessage(error, translate)}</Alert>

  const make = async () => {
    setConfirming(null)
    setWorking(true)
    setFailure(null)
    try {
      const made = mode === 'qr' ? await dataProvider.issueSignInKeys(group.id) : await dataProvider.classPasswords(group.id)
      setDocs(made)
      setMadeMode(mode)
      await refresh()
    } catch (caught) {
      setFailure(errorMessage(caught, translate))
    } finally {
      setWorking(false)
    }
  }

  const revoke = async () => {
    setConfirming(null)
    setWorking(true)
    setFailure(null)
    try {
      const { revoked } = await dataProvider.revokeSignInKeys(group.id)
      if (madeMode === 'qr') setDocs(null)
      notify('hub.cards.revoked', { type: 'success', messageArgs: { smart_count: revoked } })
      await refresh()
    } catch (caught) {
      setFailure(errorMessage(caught, translate))
    } finally {
      setWorking(false)
    }
  }

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title={translate('hub.cards.title', { name: group.name })} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={Link} to={`/classes/${group.id}`} size="small" startIcon={<ArrowBackIcon />}>
          {translate('hub.cards.back_to_class', { name: group.name })}
        </Button>
      </Box>
      <Card className="no-print">
        <CardContent>
          <Typography id={headingId} component="h1" variant="h5">
            {translate('hub.cards.title', { name: group.name })}
          </Typography>
          <Typography sx={{ mt: 1 }}>{translate('hub.cards.intro', { smart_count: group.pupil_count })}</Typography>
          {group.pupil_count === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('hub.cards.no_pupils')} <Link to={`/classes/${group.id}`}>{translate('hub.cards.add_pupils_link')}</Link>
            </Alert>
          ) : (
            <>
              <FormControl sx={{ mt: 2 }}>
                <FormLabel id={`${headingId}-mode`}>{translate('hub.cards.mode_label')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${headingId}-mode`}
                  value={mode}
                  onChange={(event) => setMode(event.target.value as CardMode)}
                >
                  <FormControlLabel value="qr" control={<Radio />} label={translate('hub.cards.mode_qr')} />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, mb: 1 }}>
                    {translate('hub.cards.mode_qr_help')}
                  </Typography>
                  <FormControlLabel value="passwords" control={<Radio />} label={translate('hub.cards.mode_passwords')} />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
                    {translate('hub.cards.mode_passwords_help')}
                  </Typography>
                </RadioGroup>
              </FormControl>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  onClick={() => setConfirming('make')}
                  disabled={working}
                  startIcon={working ? <CircularProgress size={18} color="inherit" /> : <QrCode2Icon />}
                >
                  {translate('hub.cards.make', { smart_count: group.pupil_count })}
                </Button>
                {docs && (
                  <Button variant="outlined" onClick={() => window.print()} startIcon={<PrintIcon />}>
                    {translate('hub.cards.print')}
                  </Button>
                )}
                <Button color="error" onClick={() => setConfirming('revoke')} disabled={working} startIcon={<BlockIcon />}>
                  {translate('hub.cards.revoke')}
                </Button>
              </Stack>
            </>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {docs && (
              <Alert severity={madeMode === 'passwords' ? 'warning' : 'success'}>
                {translate(madeMode === 'passwords' ? 'hub.cards.made_passwords' : 'hub.cards.made_qr', { smart_count: cards.length })}
              </Alert>
            )}
          </Box>
        </CardContent>
      </Card>
      {docs && (
        <Box component="section" aria-label={translate('hub.cards.preview_label')} sx={{ mt: 2 }}>
          <SheetCount count={cards.length} />
          <Box sx={{ mt: 1 }}>
            <LoginCardSheets cards={cards} schoolName={school?.name ?? ''} />
          </Box>
        </Box>
      )}
      <Confirm
        isOpen={confirming === 'make'}
        title={mode === 'qr' ? 'hub.cards.confirm_qr_title' : 'hub.cards.confirm_passwords_title'}
        content={mode === 'qr' ? 'hub.cards.confirm_qr_body' : 'hub.cards.confirm_passwords_body'}
        translateOptions={{ name: group.name, smart_count: group.pupil_count }}
        confirm="hub.cards.confirm_make"
        onConfirm={make}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'revoke'}
        title="hub.cards.confirm_revoke_title"
        content="hub.cards.confirm_revoke_body"
        translateOptions={{ name: group.name }}
        confirm="hub.cards.revoke"
        confirmColor="warning"
        onConfirm={revoke}
        onClose={() => setConfirming(null)}
      />
    </Box>
  )
}
