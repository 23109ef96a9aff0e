import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { regenerateBackupCodes } from '../../lib/auth/mfa'
import { ZNoBody } from './mfa.schema'

/** PUT users/me/mfa/authenticator/backup: ten new single-use backup codes, shown once; the old ones stop working. Answers `{ mfa, backupCodes }`. */
export const authenticatorBackup = defineEndpoint({
  id: 'mfa.authenticator.backup',
  method: 'put',
  path: 'users/me/mfa/authenticator/backup',
  access: authenticated,
  body: ZNoBody,
  recentPassword: true,
  handler: ({ payload, req, user }) => regenerateBackupCodes({ payload, req, user }),
})
