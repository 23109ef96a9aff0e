/**
 * Login cards (outside the catalogue): what a teacher prints for a class. Either new passwords for the
 * whole class, or QR codes carrying a per-pupil sign-in key that the player exchanges at POST auth/key.
 * Both are answered once; only hashes are kept.
 */
import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { issueClassKeys, resetClassPasswords, revokeClassKeys } from '../../lib/school/sign-in-keys'
import { ZClassPasswords, ZClassSignInKeys, ZGroupParams } from './groups.schema'
import { ZCount } from '../school/common.schema'

/** POST users/me/school/groups/{id}/pupils/passwords: `{ docs: [{ id, name, school_username, school_id, password }] }`. */
export const groupsResetPasswords = defineEndpoint({
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils/passwords',
  access: teacher,
  params: ZGroupParams,
  description:
    'Makes a new password for every pupil of the class, answered this once for printing on login cards (only hashes are kept). Each pupil is signed out everywhere and a sign-in lock-out is lifted.',
  response: ZClassPasswords,
  handler: ({ payload, req, user, params }) => resetClassPasswords({ payload, req, user }, params.id),
})

/** POST users/me/school/groups/{id}/pupils/signinkeys: `{ docs: [{ id, name, school_username, school_id, key, url }] }`; earlier keys stop working. */
export const groupsIssueSignInKeys = defineEndpoint({
  method: 'post',
  path: 'users/me/school/groups/{id}/pupils/signinkeys',
  access: teacher,
  params: ZGroupParams,
  description:
    'Issues a sign-in key for every pupil of the class, answered this once for the QR codes of login cards; the player exchanges one for a session at POST auth/key. The class’s earlier keys stop working, as does a pupil’s when they are deleted; only hashes are kept.',
  response: ZClassSignInKeys,
  handler: ({ payload, req, user, params }) => issueClassKeys({ payload, req, user }, params.id),
})

/** DELETE users/me/school/groups/{id}/pupils/signinkeys: `{ revoked }`, the class's keys stop working. */
export const groupsRevokeSignInKeys = defineEndpoint({
  method: 'delete',
  path: 'users/me/school/groups/{id}/pupils/signinkeys',
  access: teacher,
  params: ZGroupParams,
  description: 'The sign-in keys of the class’s pupils stop working.',
  response: z.object({ revoked: ZCount.describe('Pupils whose key was live') }),
  handler: ({ payload, req, user, params }) => revokeClassKeys({ payload, req, user }, params.id),
})
