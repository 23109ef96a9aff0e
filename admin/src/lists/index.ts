// The lists resource: word lists for spelling (GET lists, users/me/lists,
// users/me/lists/favourites; one list at lists/{id}). Browse the spelling
// scheme by stage and week (/lists/scheme), search every list, create one,
// edit its words and their meanings, duplicate and favourite it, and set it
// as homework.
import { createElement } from 'react'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'

import { ListCreate } from './ListCreate'
import { ListEdit } from './ListEdit'
import { ListList } from './ListList'
import { ListShow } from './ListShow'
import { SchemeBrowser } from './SchemeBrowser'

export const lists: ResourceProps = {
  name: 'lists',
  list: ListList,
  show: ListShow,
  edit: ListEdit,
  create: ListCreate,
  icon: MenuBookIcon,
  recordRepresentation: 'title',
  children: createElement(Route, { path: 'scheme', element: createElement(SchemeBrowser) }),
}
