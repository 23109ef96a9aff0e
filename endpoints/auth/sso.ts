import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { startSession } from '../../lib/auth/sign-in'
import { exchangeCode, SsoError, type SsoProvider } from '../../services/sso'

const providerNames: Record<SsoProvider, string> = {
  wonde: 'Wonde',
  mylogin: 'MyLogin',
  snapplify: 'Snapplify',
  classlink: 'ClassLink',
  clever: 'Clever',
  gg4l: 'GG4L',
}

/** Exchanges a provider's sign-in code and signs in the Inkwell user linked to that identity (by roster sync). */
async function signInWith(provider: SsoProvider, code: string, subdomain: string, redirectUri: string | undefined, context: { payload: any; req: any }) {
  let identity
  try {
    identity = await exchangeCode(provider, { code, subdomain, redirectUri })
  } catch (err) {
    if (err instanceof SsoError) throw new AppError('UNAUTHORISED', { message: err.message, authHint: 'login' })
    throw err
  }
  const { rows } = await context.payload.db.pool.query('SELECT id FROM users WHERE external_ids ->> $1 = $2', [provider, identity.externalId])
  if (!rows[0]) {
    throw new AppError('NOT_FOUND', { message: `No Inkwell account is linked to this ${providerNames[provider]} account yet. Ask your school to sync with ${providerNames[provider]}.` })
  }
  const { body, cookie } = await startSession({ payload: context.payload, req: context.req, userId: rows[0].id })
  return json(body, { headers: { 'Set-Cookie': cookie } })
}

const code = z.string().min(1, 'The sign-in code is missing').max(2000)
const subdomain = z.string().trim().min(1, 'Say which school site this is').max(100)

export const oneRosterSignIn = defineEndpoint({
  id: 'auth.oneroster',
  method: 'post',
  path: 'one-roster/{provider}/auth',
  access: anyone,
  params: input({ provider: z.enum(['classlink', 'clever', 'gg4l'], { message: 'Unknown OneRoster provider' }) }),
  body: input({ code, subdomain, redirectUri: z.string().url().max(2000) }),
  transaction: false,
  handler: ({ payload, req, params, body }) => signInWith(params.provider, body.code, body.subdomain, body.redirectUri, { payload, req }),
})

export const wondeSignIn = defineEndpoint({
  id: 'auth.wonde',
  method: 'post',
  path: 'wonde/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  handler: ({ payload, req, body }) => signInWith('wonde', body.code, body.subdomain, undefined, { payload, req }),
})

export const myLoginSignIn = defineEndpoint({
  id: 'auth.mylogin',
  method: 'post',
  path: 'mylogin/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  handler: ({ payload, req, body }) => signInWith('mylogin', body.code, body.subdomain, undefined, { payload, req }),
})

export const snapplifySignIn = defineEndpoint({
  id: 'auth.snapplify',
  method: 'post',
  path: 'snapplify/auth',
  access: anyone,
  body: input({ code, domain: subdomain }),
  transaction: false,
  handler: ({ payload, req, body }) => signInWith('snapplify', body.code, body.domain, undefined, { payload, req }),
})
