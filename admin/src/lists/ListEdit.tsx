// Editing a list: its title, description and who it is shared with (saved with
// the form), and its words (each change saved at once, see WordsEditor). A
// list the teacher cannot change (the scheme's, a colleague's) offers a copy.
import { Alert, Card, CardContent, Stack } from '@mui/material'
import {
  DeleteWithConfirmButton,
  Edit,
  RadioButtonGroupInput,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'

import type { WordList } from '../spelling/types'
import { DuplicateButton, SetHomeworkButton } from './ListButtons'
import { ListTitle } from './ListShow'
import { WordsEditor } from './WordsEditor'

export const VISIBILITY_CHOICES = [
  { id: 'private', name: 'spelling.lists.visibility_choice.private' },
  { id: 'school', name: 'spelling.lists.visibility_choice.school' },
]

const EditActions = () => {
  const list = useRecordContext<WordList>()
  if (!list) return null
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ShowButton />
      <SetHomeworkButton listId={list.id} title={list.title} variant="outlined" />
      <DuplicateButton listId={list.id} title={list.title} />
    </TopToolbar>
  )
}

const FormToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    <DeleteWithConfirmButton
      confirmTitle="spelling.lists.delete_title"
      confirmContent="spelling.lists.delete_body"
      mutationMode="pessimistic"
    />
  </Toolbar>
)

export const ListDetailsInputs = () => (
  <>
    <TextInput source="title" validate={[required(), maxLength(120)]} fullWidth />
    <TextInput source="description" multiline minRows={2} validate={maxLength(1000)} fullWidth />
    <RadioButtonGroupInput source="visibility" choices={VISIBILITY_CHOICES} defaultValue="private" />
  </>
)

const EditBody = () => {
  const list = useRecordContext<WordList>()
  const translate = useTranslate()
  if (!list) return null
  if (!list.canEdit) {
    return (
      <Card>
        <CardContent>
          <Alert severity="info" action={<DuplicateButton listId={list.id} title={list.title} />}>
            {translate('spelling.lists.cannot_edit')}
          </Alert>
        </CardContent>
      </Card>
    )
  }
  return (
    <Stack spacing={2}>
      <Card>
        <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
          <ListDetailsInputs />
        </SimpleForm>
      </Card>
      <WordsEditor list={list} />
    </Stack>
  )
}

export const ListEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} actions={<EditActions />} component="div" title={<ListTitle />}>
    <EditBody />
  </Edit>
)
