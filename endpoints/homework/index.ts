/**
 * The homework calls (area `homework` of api-calls.tsv). The other products' results rows (`numberdata`,
 * `quizsessions` …) are routed from their adapters once they exist (./product-calls.ts); the quiz tests rows
 * (`…/question_sets/tests`) and `spelling_diagnostic_skills` belong to the quiz and adaptive spelling work.
 */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import {
  homeworkBulkDelete,
  homeworkByGroup,
  homeworkCreate,
  homeworkDelete,
  homeworkGet,
  homeworkGroupAdd,
  homeworkGroupRemove,
  homeworkList,
  homeworkPupilsAdd,
  homeworkPupilsRemove,
  homeworkTeachersAdd,
  homeworkTeachersRemove,
  homeworkUpdate,
} from './homework'
import { productCallEndpoints } from './product-calls'
import {
  homeworkSetsCompetence,
  homeworkSetsCreate,
  homeworkSetsDelete,
  homeworkSetsDetach,
  homeworkSetsGet,
  homeworkSetsList,
  homeworkSetsUpdate,
} from './sets'

// Routes are ordered by specificity (lib/api/define-endpoint.ts): `homework/multi` wins over `homework/{id}`.
export const homeworkEndpoints: ApiEndpoint[] = [
  homeworkList,
  homeworkCreate,
  homeworkBulkDelete,
  homeworkSetsCreate,
  homeworkSetsList,
  homeworkSetsDetach,
  homeworkSetsDelete,
  homeworkSetsGet,
  homeworkSetsUpdate,
  homeworkSetsCompetence,
  homeworkByGroup,
  homeworkGet,
  homeworkUpdate,
  homeworkDelete,
  homeworkPupilsAdd,
  homeworkPupilsRemove,
  homeworkGroupAdd,
  homeworkGroupRemove,
  homeworkTeachersAdd,
  homeworkTeachersRemove,
  ...productCallEndpoints,
]
