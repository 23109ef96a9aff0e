// The teachers resource (school admins): the school's staff
// (users/me/school/teachers). Create is an invitation by email; granting and
// removing admin and removing a teacher are row actions of the list. No show
// view: a teacher's details all fit the list and the edit form.
import PeopleIcon from '@mui/icons-material/People'
import type { ResourceProps } from 'react-admin'

import { TeacherCreate } from './TeacherCreate'
import { TeacherEdit } from './TeacherEdit'
import { TeacherList } from './TeacherList'

export const teachers: ResourceProps = {
  name: 'teachers',
  list: TeacherList,
  create: TeacherCreate,
  edit: TeacherEdit,
  icon: PeopleIcon,
  recordRepresentation: (record) => record.name || record.username,
}
