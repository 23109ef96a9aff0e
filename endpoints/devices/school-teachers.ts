import { schoolAdmin } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { listSchoolTeachersDevices } from '../../lib/auth/trusted-devices'
import { DEVICE_LIST, ZDeviceListQuery, ZStaffDevicePage } from './devices.schema'

/** GET users/me/school/teachers/devices: the trusted devices of the admin's school's staff. */
export const schoolTeachers = defineEndpoint({
  id: 'devices.school_teachers',
  method: 'get',
  path: 'users/me/school/teachers/devices',
  access: schoolAdmin,
  query: ZDeviceListQuery,
  response: ZStaffDevicePage,
  description: `The trusted devices of the admin’s school’s teachers and admins, each with whose it is. ${DEVICE_LIST}`,
  handler: ({ payload, req, user, query }) => listSchoolTeachersDevices({ payload, req, actor: user, page: query }),
})
