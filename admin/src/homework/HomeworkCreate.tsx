// Setting homework: a list (chosen here, or arriving from a list's "Set as
// homework" as ?list=ID) for a class, with a difficulty, a start and a due
// date. Afterwards the homework's progress page opens.
import { Card } from '@mui/material'
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { useSearchParams } from 'react-router-dom'

import { defaultDates } from './progress'
import { useClassesForSpelling, isMyClass } from '../spelling/hooks'
import { HomeworkInputs } from './HomeworkInputs'

// Everything may arrive filled in (the list, the teacher's class, the dates): saving needs no change first.
const CreateToolbar = () => (
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton alwaysEnable label="spelling.homework.create" />
  </Toolbar>
)

export const HomeworkCreate = () => {
  const [params] = useSearchParams()
  const listId = Number(params.get('list'))
  const classes = useClassesForSpelling()
  const firstClass = classes.data?.find(isMyClass) ?? classes.data?.[0]
  const classId = Number(params.get('group')) || firstClass?.id
  const defaults = {
    ...defaultDates(),
    difficulty: 2,
    lists: listId > 0 ? [listId] : [],
    group: classId,
  }
  return (
    <Create redirect="show" title="spelling.homework.create_title" component="div">
      <Card>
        {/* Keyed on the defaults so that they apply once the classes have loaded. */}
        <SimpleForm key={`${classId ?? ''}-${listId}`} defaultValues={defaults} toolbar={<CreateToolbar />} sx={{ maxWidth: 720 }}>
          <HomeworkInputs />
        </SimpleForm>
      </Card>
    </Create>
  )
}
