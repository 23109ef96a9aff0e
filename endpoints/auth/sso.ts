import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { signInWithProvider, type SsoCode } from '../../lib/auth/sso-sign-in'
import type { SsoProvider } from '../../services/sso-tenants'
import { ZSignedIn } from './auth.schema'

/** Signs in through the provider and answers with the session cookie (the rules are signInWithProvider's). */
async function signInWith(op: { payload: Payload; req: PayloadRequest }, provider: SsoProvider, given: SsoCode) {
  const { body, cookie } = await signInWithProvider(op, provider, given)
  return json(body, { headers: { 'Set-Cookie': cookie } })
}

const code = z.string().min(1, 'The sign-in code is missing').max(2000)
const subdomain = z.string().trim().min(1, 'Say which school site this is').max(100)

/** What each provider's sign-in call answers and what a caller should know (the rules of `signInWithProvider`, lib/auth/sso-sign-in.ts). */
const ssoAnswer = {
  response: ZSignedIn,
  description:
    'Exchanges the provider’s sign-in code and signs in the Inkwell account linked to that identity by roster sync, with the session cookie. The school site (subdomain or domain) must be one a school has as its tenant at this provider, and the account must belong to a school with that tenant (not a superuser, not deleted); otherwise, as for an identity nobody is linked to, 404 and no session. A code the provider refuses is 401.',
}

export const oneRosterSignIn = defineEndpoint({
  id: 'auth.oneroster',
  method: 'post',
  path: 'one-roster/{provider}/auth',
  access: anyone,
  params: input({ provider: z.enum(['classlink', 'clever', 'gg4l'], { message: 'Unknown OneRoster provider' }) }),
  body: input({ code, subdomain, redirectUri: z.string().url().max(2000) }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, params, body }) => signInWith({ payload, req }, params.provider, body),
})

export const wondeSignIn = defineEndpoint({
  id: 'auth.wonde',
  method: 'post',
  path: 'wonde/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith({ payload, req }, 'wonde', body),
})

export const myLoginSignIn = defineEndpoint({
  id: 'auth.mylogin',
  method: 'post',
  path: 'mylogin/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith({ payload, req }, 'mylogin', body),
})

export const snapplifySignIn = defineEndpoint({
  id: 'auth.snapplify',
  method: 'post',
  path: 'snapplify/auth',
  access: anyone,
  body: input({ code, domain: subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith({ payload, req }, 'snapplify', { code: body.code, subdomain: body.domain }),
})
