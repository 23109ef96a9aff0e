import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { startAuthenticatorSetup } from '../../lib/auth/mfa'
import { ZAuthenticatorSetup } from './mfa.schema'
import { RECENT_PASSWORD } from '../auth/auth.schema'

/** GET users/me/mfa/authenticator: starts setting up an authenticator app (a GET that writes: the catalogue's). */
export const authenticatorSetup = defineEndpoint({
  id: 'mfa.authenticator.setup',
  method: 'get',
  path: 'users/me/mfa/authenticator',
  access: authenticated,
  recentPassword: true,
  response: ZAuthenticatorSetup,
  description: `Starts setting up an authenticator app: the secret is answered this once (kept encrypted until \`POST users/me/mfa/authenticator\` confirms it with a code); a new call replaces a set-up in progress. 409 while an authenticator is on (remove it first); pupils are 403 (their school manages their sign-in). ${RECENT_PASSWORD}`,
  handler: ({ payload, user }) => startAuthenticatorSetup({ payload, user }),
})
