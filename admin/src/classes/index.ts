// The classes resource: a school's classes and their subgroups
// (users/me/school/groups). A class's page is its edit view: name, teachers
// and subgroups in the form, its pupils below (add, move, group, remove), and
// its login cards at /classes/:id/cards. No separate show view: there is
// nothing to read about a class that its page does not already show.
import { createElement } from 'react'
import SchoolIcon from '@mui/icons-material/School'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'

import { ClassCreate } from './ClassCreate'
import { ClassEdit } from './ClassEdit'
import { ClassList } from './ClassList'
import { LoginCards } from './LoginCards'

export const classes: ResourceProps = {
  name: 'classes',
  list: ClassList,
  create: ClassCreate,
  edit: ClassEdit,
  icon: SchoolIcon,
  recordRepresentation: 'name',
  children: createElement(Route, { path: ':id/cards', element: createElement(LoginCards) }),
}
