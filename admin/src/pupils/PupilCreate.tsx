import { useState } from 'react'
import AutorenewIcon from '@mui/icons-material/Autorenew'
import { Box, Button as MuiButton, Stack } from '@mui/material'
import {
  AutocompleteArrayInput,
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'

import type { Pupil } from '../school/types'
import { errorMessage } from '../school/errors'
import { classChoices, useAllClasses, useConsoleDataProvider } from '../school/hooks'
import { PasswordDialog } from './PasswordDialog'
import { emptyToNull, stageChoices } from './stages'

/** School usernames: lib/school/usernames.ts's rule, checked again by the API. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/i

const SuggestUsername = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const { getValues, setValue } = useFormContext()
  const suggest = async () => {
    try {
      setValue('school_username', await dataProvider.suggestUsername(getValues('name')), { shouldDirty: true })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
  }
  return (
    <MuiButton onClick={suggest} startIcon={<AutorenewIcon />} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
      {translate('hub.pupils.suggest_username')}
    </MuiButton>
  )
}

export const ClassesInput = ({ source = 'groups' }: { source?: string }) => {
  const { data: classes = [], isPending } = useAllClasses()
  return (
    <AutocompleteArrayInput
      source={source}
      label="resources.pupils.fields.groups"
      choices={classChoices(classes, { subgroups: true })}
      isPending={isPending}
      fullWidth
    />
  )
}

export const PupilCreate = () => {
  const translate = useTranslate()
  const redirect = useRedirect()
  const [created, setCreated] = useState<Pupil | null>(null)
  const [formKey, setFormKey] = useState(0)
  const stages = stageChoices(translate)
  return (
    <>
      <Create<Pupil> redirect={false} mutationOptions={{ onSuccess: (pupil) => setCreated(pupil) }}>
        <SimpleForm key={formKey} sx={{ maxWidth: 640 }}>
          <TextInput source="name" validate={maxLength(100)} helperText={translate('hub.pupils.name_help')} fullWidth autoFocus />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%' }}>
            <TextInput
              source="school_username"
              validate={[regex(USERNAME_PATTERN, 'hub.pupils.username_rule')]}
              helperText={translate('hub.pupils.username_help')}
              fullWidth
            />
            <SuggestUsername />
          </Stack>
          <ClassesInput />
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
      </Create>
      <PasswordDialog
        pupil={created}
        title={translate('hub.pupils.created_title', { name: created?.name ?? '' })}
        onClose={() => redirect('list', 'pupils')}
        actions={
          <MuiButton
            onClick={() => {
              setCreated(null)
              setFormKey((key) => key + 1)
            }}
          >
            {translate('hub.pupils.add_another')}
          </MuiButton>
        }
      />
    </>
  )
}
