import {
  ArrayInput,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  ListButton,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import AddIcon from '@mui/icons-material/Add'
import { Button, Card, Typography } from '@mui/material'

import type { SchoolClass } from '../school/types'
import { ClassPupils } from './ClassPupils'
import { LoginCardsButton } from './ClassList'
import { TeachersInput } from './TeachersInput'

const EditActions = () => {
  const record = useRecordContext<SchoolClass>()
  return (
    <TopToolbar>
      <ListButton />
      {record && <LoginCardsButton record={record} variant="outlined" />}
    </TopToolbar>
  )
}

const FormToolbar = () => (
  // In the flow of the page on phones too (react-admin pins it to the bottom), as more follows the form.
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    <DeleteWithConfirmButton confirmTitle="hub.classes.delete_title" confirmContent="hub.classes.delete_body" mutationMode="pessimistic" />
  </Toolbar>
)

const ClassPupilsOfRecord = () => {
  const record = useRecordContext<SchoolClass>()
  return record ? <ClassPupils group={record} /> : null
}

// SimpleFormIterator gives it the onClick that adds a row.
const AddSubgroupButton = (props: { onClick?: () => void }) => {
  const translate = useTranslate()
  return (
    <Button size="small" startIcon={<AddIcon />} {...props}>
      {translate('hub.classes.add_subgroup')}
    </Button>
  )
}

const SubgroupsHelp = () => {
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
      {translate('hub.classes.subgroups_help')}
    </Typography>
  )
}

export const ClassEdit = () => (
  // Pessimistic: a clash (a class name already used) shows on the form rather than after an undo delay.
  <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false} component="div">
    <Card>
      <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
        <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
        <TeachersInput />
        <ArrayInput source="subgroups" label="resources.classes.fields.subgroups">
          <SimpleFormIterator inline disableReordering disableClear addButton={<AddSubgroupButton />}>
            <TextInput source="name" label="hub.classes.subgroup_name" validate={[required(), maxLength(100)]} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <SubgroupsHelp />
      </SimpleForm>
    </Card>
    <ClassPupilsOfRecord />
  </Edit>
)
