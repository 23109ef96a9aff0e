/** What only superusers do to other accounts: imitation and second-factor rescue. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { imitateStart, imitateStop } from './imitate'
import { superuserRemoveAuthenticator } from './users-mfa-authenticator-remove'
import { superuserDisableEmailMfa } from './users-mfa-email-disable'
import { superuserEnableEmailMfa } from './users-mfa-email-enable'

export const superuserEndpoints: ApiEndpoint[] = [
  imitateStart,
  imitateStop,
  superuserEnableEmailMfa,
  superuserDisableEmailMfa,
  superuserRemoveAuthenticator,
]
