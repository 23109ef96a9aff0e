// The results resource: a class's spelling results. Its records are the
// school's classes (users/me/school/groups); a class's page holds the class by
// list grid of competency, the words the class finds hardest and how much it
// plays, and /results/:classId/pupils/:pupilId a pupil's history. Reports are
// read-only, so there is no create or edit.
import { createElement } from 'react'
import InsightsIcon from '@mui/icons-material/Insights'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'

import { PupilResults } from './PupilResults'
import { ResultsList } from './ResultsList'
import { ResultsShow } from './ResultsShow'

export const results: ResourceProps = {
  name: 'results',
  list: ResultsList,
  show: ResultsShow,
  icon: InsightsIcon,
  recordRepresentation: 'name',
  children: createElement(Route, { path: ':classId/pupils/:pupilId', element: createElement(PupilResults) }),
}
