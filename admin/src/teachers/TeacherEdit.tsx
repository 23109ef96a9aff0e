import { Edit, SimpleForm, TextInput, email, maxLength, required } from 'react-admin'

export const TeacherEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="username" validate={[required()]} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
    </SimpleForm>
  </Edit>
)
