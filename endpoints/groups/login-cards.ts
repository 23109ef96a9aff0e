/**
 * Login cards (outside the catalogue): what a teacher prints for a class. Either new passwords for the
 * whole class, or QR codes carrying a per-pupil sign-in key that the player exchanges at POST auth/key.
 * Both are answered once; only hashes are kept.
 */
import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { issueClassKeys, resetClassPasswords, revokeClassKeys } from '../../lib/school/sign-in-keys'
import { ZGroupParams } from './groups.schema'

/** POST users/me/school/groups/{id}/pupils/passwords: `{ docs: [{ id, name, school_username, school_id, password }] }`. */
export const groupsResetPasswords = defineEndpoint({
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils/passwords',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => resetClassPasswords({ payload, req, user }, params.id),
})

/** POST users/me/school/groups/{id}/pupils/signinkeys: `{ docs: [{ id, name, school_username, school_id, key, url }] }`; earlier keys stop working. */
export const groupsIssueSignInKeys = defineEndpoint({
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils/signinkeys',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => issueClassKeys({ payload, req, user }, params.id),
})

/** DELETE users/me/school/groups/{id}/pupils/signinkeys: `{ revoked }`, the class's keys stop working. */
export const groupsRevokeSignInKeys = defineEndpoint({
  method: 'delete',
  path: 'users/me/school/groups/{id}/pupils/signinkeys',
  access: teacher,
  params: ZGroupParams,
  handler: ({ payload, req, user, params }) => revokeClassKeys({ payload, req, user }, params.id),
})
