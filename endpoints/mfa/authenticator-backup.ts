import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { regenerateBackupCodes } from '../../lib/auth/mfa'
import { ZBackupCodes, ZNoBody } from './mfa.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** PUT users/me/mfa/authenticator/backup: ten new backup codes. */
export const authenticatorBackup = defineEndpoint({
  id: 'mfa.authenticator.backup',
  method: 'put',
  path: 'users/me/mfa/authenticator/backup',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  response: ZBackupCodes,
  description: `Ten new single-use backup codes, shown this once (only their hashes are kept); the old ones stop working. Needs an authenticator (else 409). ${RECENT_PASSWORD}`,
  handler: ({ payload, req, user }) => regenerateBackupCodes({ payload, req, user }),
})
