import { useState } from 'react'
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove'
import LockResetIcon from '@mui/icons-material/LockReset'
import { Box, Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material'
import {
  Confirm,
  DeleteWithConfirmButton,
  Edit,
  ListButton,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  regex,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'

import type { Pupil } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useRefreshSchool } from '../school/hooks'
import { MovePupilsDialog } from '../school/MovePupilsDialog'
import { PasswordDialog } from './PasswordDialog'
import { USERNAME_PATTERN } from './PupilCreate'
import { PupilClasses } from './PupilList'
import { emptyToNull, stageChoices } from './stages'

const FormToolbar = () => (
  // In the flow of the page on phones too (react-admin pins it to the bottom), as more follows the form.
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    <DeleteWithConfirmButton confirmContent="hub.pupils.delete_body" mutationMode="pessimistic" />
  </Toolbar>
)

/** Classes (changed by moving) and the password (reset, shown once). */
const PupilLogin = () => {
  const pupil = useRecordContext<Pupil>()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const [moving, setMoving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [reset, setReset] = useState<Pupil | null>(null)
  if (!pupil) return null
  const resetPassword = async () => {
    setConfirming(false)
    try {
      setReset(await dataProvider.resetPupilPassword(pupil.id))
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
  }
  return (
    <Card component="section" aria-labelledby="pupil-login-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="pupil-login-heading" component="h2" variant="h6">
          {translate('hub.pupils.classes_and_login')}
        </Typography>
        <Box sx={{ my: 1 }}>
          {pupil.groups.length ? (
            <PupilClasses pupil={pupil} />
          ) : (
            <Typography color="text.secondary">{translate('hub.pupils.no_class')}</Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('hub.pupils.sign_in_with', { school: pupil.school_id, username: pupil.school_username ?? '' })}
          {pupil.has_sign_in_key ? ` ${translate('hub.pupils.has_card_key')}` : ''}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <MuiButton variant="outlined" startIcon={<DriveFileMoveIcon />} onClick={() => setMoving(true)}>
            {translate('hub.move.button')}
          </MuiButton>
          <MuiButton variant="outlined" startIcon={<LockResetIcon />} onClick={() => setConfirming(true)}>
            {translate('hub.pupils.reset_password')}
          </MuiButton>
        </Stack>
      </CardContent>
      <MovePupilsDialog open={moving} pupilIds={[pupil.id]} onClose={() => setMoving(false)} onDone={() => void refresh()} />
      <Confirm
        isOpen={confirming}
        title="hub.pupils.reset_title"
        content="hub.pupils.reset_body"
        translateOptions={{ name: pupil.name ?? pupil.school_username ?? '' }}
        onConfirm={resetPassword}
        onClose={() => setConfirming(false)}
      />
      <PasswordDialog
        pupil={reset}
        title={translate('hub.pupils.reset_done_title', { name: pupil.name ?? '' })}
        onClose={() => setReset(null)}
      />
    </Card>
  )
}

export const PupilEdit = () => {
  const translate = useTranslate()
  const stages = stageChoices(translate)
  return (
    <Edit<Pupil>
      mutationMode="pessimistic"
      component="div"
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <Card>
        <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 640 }}>
          <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput
            source="school_username"
            validate={[required(), regex(USERNAME_PATTERN, 'hub.pupils.username_rule')]}
            helperText={translate('hub.pupils.username_change_help')}
            fullWidth
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
            <SelectInput
              source="stage_spelling"
              choices={stages}
              emptyText="hub.pupils.no_stage"
              parse={emptyToNull}
              sx={{ minWidth: 200 }}
            />
            <SelectInput
              source="stage_number"
              choices={stages}
              emptyText="hub.pupils.no_stage"
              parse={emptyToNull}
              sx={{ minWidth: 200 }}
            />
          </Box>
        </SimpleForm>
      </Card>
      <PupilLogin />
    </Edit>
  )
}
