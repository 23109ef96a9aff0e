/** The second-factor calls (area `mfa` of api-calls.tsv). */
import { authenticatorBackup } from './authenticator-backup'
import { authenticatorConfirm } from './authenticator-confirm'
import { authenticatorRemove } from './authenticator-remove'
import { authenticatorSetup } from './authenticator-setup'
import { enableEmail } from './enable-email'
import { verify } from './verify'
import { verifyAuthenticator } from './verify-authenticator'
import { verifyLink } from './verify-link'

export const mfaEndpoints = [
  enableEmail,
  authenticatorSetup,
  authenticatorConfirm,
  authenticatorRemove,
  authenticatorBackup,
  verify,
  verifyLink,
  verifyAuthenticator,
]
