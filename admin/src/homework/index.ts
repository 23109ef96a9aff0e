// The homework resource (GET/POST homework, homework/{id}): set a word list as
// homework for a class with a difficulty and a due date, change or delete it,
// and follow its progress (homework/{id}/data and /sessions) on its page.
import AssignmentIcon from '@mui/icons-material/Assignment'
import type { ResourceProps } from 'react-admin'

import { HomeworkCreate } from './HomeworkCreate'
import { HomeworkEdit } from './HomeworkEdit'
import { HomeworkList } from './HomeworkList'
import { HomeworkShow } from './HomeworkShow'

export const homework: ResourceProps = {
  name: 'homework',
  list: HomeworkList,
  create: HomeworkCreate,
  edit: HomeworkEdit,
  show: HomeworkShow,
  icon: AssignmentIcon,
  recordRepresentation: 'title',
}
