/** Superusers acting on another user's second factors. */
import { superuserRemoveAuthenticator } from './users-mfa-authenticator-remove'
import { superuserDisableEmailMfa } from './users-mfa-email-disable'
import { superuserEnableEmailMfa } from './users-mfa-email-enable'

export const superuserMfaEndpoints = [superuserEnableEmailMfa, superuserDisableEmailMfa, superuserRemoveAuthenticator]
