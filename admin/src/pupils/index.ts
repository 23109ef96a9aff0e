// The pupils resource: the school's pupils (users/me/school/pupils), paged on
// the server. Beside list, create and edit: bulk generate (/pupils/generate)
// and CSV import (/pupils/import). A pupil's page is their edit view (name,
// username, stages, classes and password); there is no separate show view.
import { createElement } from 'react'
import FaceIcon from '@mui/icons-material/Face'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'

import { PupilCreate } from './PupilCreate'
import { PupilEdit } from './PupilEdit'
import { PupilGenerate } from './PupilGenerate'
import { PupilImport } from './PupilImport'
import { PupilList } from './PupilList'

export const pupils: ResourceProps = {
  name: 'pupils',
  list: PupilList,
  create: PupilCreate,
  edit: PupilEdit,
  icon: FaceIcon,
  recordRepresentation: (record) => record.name || record.school_username,
  children: [
    createElement(Route, { key: 'generate', path: 'generate', element: createElement(PupilGenerate) }),
    createElement(Route, { key: 'import', path: 'import', element: createElement(PupilImport) }),
  ],
}
