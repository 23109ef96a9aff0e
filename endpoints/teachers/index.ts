/** The teacher calls (area `teachers` of api-calls.tsv). */
import { teachersAcceptInvite, teachersInvite } from './invite'
import { teachersJoinRequestApprove, teachersJoinRequestRefuse, teachersJoinRequestsList } from './join-requests'
import { teachersList } from './list'
import { teachersAdminSet, teachersAdminUnset, teachersCreate, teachersDelete, teachersUpdate } from './write'

export const teacherEndpoints = [
  teachersList,
  teachersCreate,
  teachersInvite,
  teachersAcceptInvite,
  teachersJoinRequestsList,
  teachersJoinRequestApprove,
  teachersJoinRequestRefuse,
  teachersUpdate,
  teachersDelete,
  teachersAdminSet,
  teachersAdminUnset,
]
