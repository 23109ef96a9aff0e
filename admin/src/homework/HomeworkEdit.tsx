// Changing a homework: its class, lists, difficulty, dates, title and note
// (PUT homework/{id} with what changed). Progress so far is kept.
import { Card } from '@mui/material'
import { DeleteWithConfirmButton, Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin'

import { HomeworkInputs } from './HomeworkInputs'
import { HomeworkTitle } from './HomeworkShow'

const FormToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    <DeleteWithConfirmButton
      confirmTitle="spelling.homework.delete_title"
      confirmContent="spelling.homework.delete_body"
      mutationMode="pessimistic"
    />
  </Toolbar>
)

export const HomeworkEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="show"
    component="div"
    title={<HomeworkTitle />}
    actions={
      <TopToolbar>
        <ShowButton label="spelling.homework.progress" />
      </TopToolbar>
    }
  >
    <Card>
      <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
        <HomeworkInputs editing />
      </SimpleForm>
    </Card>
  </Edit>
)
