/** The school calls (area `school` of api-calls.tsv), and the superuser's join-code call. */
import { schoolCodeCreate, schoolCodeDelete, superuserGenerateCode } from './code'
import { schoolCreate } from './create'
import { schoolExistenceByCode, schoolExistenceCheck } from './existence'
import { schoolGet, schoolPatch } from './get'
import { schoolJoin, schoolManage, schoolMine } from './join'
import { schoolSearch } from './search'
import { schoolUpdate } from './update'
import { schoolUsersList } from './users'

export const schoolEndpoints = [
  schoolCreate,
  schoolUpdate,
  schoolExistenceCheck,
  schoolExistenceByCode,
  schoolGet,
  schoolPatch,
  schoolJoin,
  schoolMine,
  schoolManage,
  schoolSearch,
  schoolCodeCreate,
  schoolCodeDelete,
  superuserGenerateCode,
  schoolUsersList,
]
