import { Create, SimpleForm, TextInput, maxLength, required, useTranslate } from 'react-admin'

import { currentUserId } from '../school/hooks'
import { TeachersInput } from './TeachersInput'

export const ClassCreate = () => {
  const translate = useTranslate()
  const me = currentUserId()
  return (
    // After saving, the class's own page: where pupils are added.
    <Create redirect="edit">
      <SimpleForm defaultValues={{ teacherIds: me === undefined ? [] : [Number(me)] }} sx={{ maxWidth: 640 }}>
        <TextInput
          source="name"
          validate={[required(), maxLength(100)]}
          helperText={translate('hub.classes.name_help')}
          fullWidth
          autoFocus
        />
        <TeachersInput helperText={translate('hub.classes.teachers_help')} />
      </SimpleForm>
    </Create>
  )
}
