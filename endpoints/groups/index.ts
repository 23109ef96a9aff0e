/**
 * The class calls (area `groups` of api-calls.tsv; its report calls come with the reports work), plus
 * GET of one class and the login-card calls, which are outside the catalogue.
 */
import { groupsIssueSignInKeys, groupsResetPasswords, groupsRevokeSignInKeys } from './login-cards'
import { groupsAll, groupsDeleteAll, groupsGet, groupsList, groupsMe } from './list'
import {
  groupsPupilsAdd,
  groupsPupilsDelete,
  groupsPupilsList,
  groupsPupilsRemove,
  groupsSetNumberStage,
  groupsSetSpellingStage,
  groupsSubgroupPupilsAdd,
} from './pupils'
import { groupsSubgroupsCreate, groupsSubgroupsList } from './subgroups'
import { groupsTeachersRemove, groupsTeachersSet } from './teachers'
import { groupsCreate, groupsDelete, groupsUpdate } from './write'
import { groupSpellingReportEndpoints } from './spelling-reports'

export const groupEndpoints = [
  groupsList,
  groupsCreate,
  groupsAll,
  groupsDeleteAll,
  groupsMe,
  groupsGet,
  groupsUpdate,
  groupsDelete,
  groupsTeachersSet,
  groupsTeachersRemove,
  groupsPupilsList,
  groupsPupilsAdd,
  groupsPupilsDelete,
  groupsPupilsRemove,
  groupsResetPasswords,
  groupsIssueSignInKeys,
  groupsRevokeSignInKeys,
  groupsSubgroupsList,
  groupsSubgroupsCreate,
  groupsSubgroupPupilsAdd,
  groupsSetSpellingStage,
  groupsSetNumberStage,
  ...groupSpellingReportEndpoints,
]
