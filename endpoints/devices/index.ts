/** The trusted-device calls (area `devices` of api-calls.tsv). */
import { listOwn } from './list-own'
import { listUser } from './list-user'
import { removeOne } from './remove'
import { removeAll } from './remove-all'
import { schoolTeachers } from './school-teachers'
import { trustDevice } from './trust'

export const deviceEndpoints = [trustDevice, listOwn, schoolTeachers, listUser, removeAll, removeOne]
