import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import { startSession } from '../../lib/auth/sign-in'
import { exchangeCode, SsoError, type SsoProvider } from '../../services/sso'
import { normaliseTenant } from '../../services/sso-tenants'
import { ZSignedIn } from './auth.schema'

const providerNames: Record<SsoProvider, string> = {
  wonde: 'Wonde',
  mylogin: 'MyLogin',
  snapplify: 'Snapplify',
  classlink: 'ClassLink',
  clever: 'Clever',
  gg4l: 'GG4L',
}

const notLinked = (provider: SsoProvider) =>
  new AppError('NOT_FOUND', {
    message: `No Inkwell account is linked to this ${providerNames[provider]} account yet. Ask your school to sync with ${providerNames[provider]}.`,
  })

/**
 * Exchanges a provider's sign-in code and signs in the Inkwell user linked to that identity (by roster sync),
 * bound to the school's tenant at the provider (a school's `ssoTenants`, services/sso-tenants.ts):
 * - the subdomain or domain must be a valid host label or name that some school has as its tenant at this
 *   provider, checked before the provider is contacted (the tenant is part of the provider's URLs, so the
 *   server never calls a host a caller made up);
 * - the account linked to the identity must be of a school with that tenant (a pupil's school; a teacher's
 *   or admin's school or approved membership), not deleted and not a superuser: a tenant vouches for its
 *   own schools' people only, so one school's provider cannot sign in another school's account.
 * Otherwise the same 404 as an identity nobody is linked to, and no session.
 */
async function signInWith(
  provider: SsoProvider,
  code: string,
  subdomain: string,
  redirectUri: string | undefined,
  context: { payload: any; req: any },
) {
  const db = context.payload.db.pool
  const tenant = normaliseTenant(provider, subdomain)
  if (!tenant) throw notLinked(provider)
  const { rowCount } = await db.query('SELECT 1 FROM schools WHERE sso_tenants ->> $1 = $2 LIMIT 1', [provider, tenant])
  if (!rowCount) throw notLinked(provider)
  let identity
  try {
    identity = await exchangeCode(provider, { code, subdomain: tenant, redirectUri })
  } catch (err) {
    if (err instanceof SsoError) throw new AppError('UNAUTHORISED', { message: err.message, authHint: 'login' })
    throw err
  }
  const { rows } = await db.query(
    `SELECT u.id FROM users u
      WHERE u.external_ids ->> $1 = $2 AND u.deleted_at IS NULL AND u.role <> 'superuser'
        AND EXISTS (
          SELECT 1 FROM schools s
           WHERE s.sso_tenants ->> $1 = $3
             AND (u.school_id = s.id
                  OR (u.role IN ('teacher', 'school_admin')
                      AND EXISTS (SELECT 1 FROM users_memberships m WHERE m._parent_id = u.id AND m.school_id = s.id AND m.pending IS NOT TRUE))))
      LIMIT 2`,
    [provider, identity.externalId, tenant],
  )
  // Two accounts of the tenant's schools with the same identity: which one is meant is not for us to guess.
  if (rows.length !== 1) throw notLinked(provider)
  const { body, cookie } = await startSession({ payload: context.payload, req: context.req, userId: rows[0].id })
  return json(body, { headers: { 'Set-Cookie': cookie } })
}

const code = z.string().min(1, 'The sign-in code is missing').max(2000)
const subdomain = z.string().trim().min(1, 'Say which school site this is').max(100)

/** What each provider's sign-in call answers and what a caller should know (the rules of `signInWith`). */
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
  handler: ({ payload, req, params, body }) => signInWith(params.provider, body.code, body.subdomain, body.redirectUri, { payload, req }),
})

export const wondeSignIn = defineEndpoint({
  id: 'auth.wonde',
  method: 'post',
  path: 'wonde/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith('wonde', body.code, body.subdomain, undefined, { payload, req }),
})

export const myLoginSignIn = defineEndpoint({
  id: 'auth.mylogin',
  method: 'post',
  path: 'mylogin/auth',
  access: anyone,
  body: input({ code, subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith('mylogin', body.code, body.subdomain, undefined, { payload, req }),
})

export const snapplifySignIn = defineEndpoint({
  id: 'auth.snapplify',
  method: 'post',
  path: 'snapplify/auth',
  access: anyone,
  body: input({ code, domain: subdomain }),
  transaction: false,
  ...ssoAnswer,
  handler: ({ payload, req, body }) => signInWith('snapplify', body.code, body.domain, undefined, { payload, req }),
})
