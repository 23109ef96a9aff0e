/**
 * Sign-in through a school's identity provider: the provider's code is exchanged for an identity, and the Inkwell
 * user linked to that identity (by roster sync) is signed in, bound to the school's tenant at the provider (a
 * school's `ssoTenants`, services/sso-tenants.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import { exchangeCode, SsoError } from '../../services/sso'
import { normaliseTenant, type SsoProvider } from '../../services/sso-tenants'
import { AppError } from '../api/errors'
import { systemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { startSession } from './sign-in'

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

/** What the provider's sign-in page handed back to the client. */
export type SsoCode = { code: string; subdomain: string; redirectUri?: string }

/**
 * Signs in the user linked to the identity the provider vouches for, answering the signed-in body and its cookie:
 * - the subdomain or domain must be a valid host label or name that some school has as its tenant at this
 *   provider, checked before the provider is contacted (the tenant is part of the provider's URLs, so the
 *   server never calls a host a caller made up);
 * - the account linked to the identity must be of a school with that tenant (a pupil's school; a teacher's
 *   or admin's school or approved membership), not deleted and not a superuser: a tenant vouches for its
 *   own schools' people only, so one school's provider cannot sign in another school's account.
 * Otherwise the same 404 as an identity nobody is linked to, and no session.
 */
export async function signInWithProvider(op: { payload: Payload; req: PayloadRequest }, provider: SsoProvider, given: SsoCode) {
  // Nobody is signed in yet: the tenant and the account are looked for in every school, and the rules above decide.
  const db = await systemDb(op, 'sign-in through a provider, which finds the school and the account before anyone is signed in')
  const tenant = normaliseTenant(provider, given.subdomain)
  if (!tenant) throw notLinked(provider)
  const known = await db.one(sql`SELECT 1 FROM ${tables.schools} WHERE sso_tenants ->> ${provider} = ${tenant} LIMIT 1`)
  if (!known) throw notLinked(provider)
  let identity
  try {
    identity = await exchangeCode(provider, { code: given.code, subdomain: tenant, redirectUri: given.redirectUri })
  } catch (err) {
    if (err instanceof SsoError) throw new AppError('UNAUTHORISED', { message: err.message, authHint: 'login' })
    throw err
  }
  const linked = await db.rows(
    sql<Pick<RowOf<typeof tables.users>, 'id'>>`SELECT u.id FROM ${tables.users} u
      WHERE u.external_ids ->> ${provider} = ${identity.externalId} AND u.deleted_at IS NULL AND u.role <> 'superuser'
        AND EXISTS (
          SELECT 1 FROM ${tables.schools} s
           WHERE s.sso_tenants ->> ${provider} = ${tenant}
             AND (u.school_id = s.id
                  OR (u.role IN ('teacher', 'school_admin')
                      AND EXISTS (SELECT 1 FROM ${tables.users_memberships} m
                                   WHERE m._parent_id = u.id AND m.school_id = s.id AND m.pending IS NOT TRUE))))
      LIMIT 2`,
  )
  // Two accounts of the tenant's schools with the same identity: which one is meant is not for us to guess.
  if (linked.length !== 1) throw notLinked(provider)
  return startSession({ payload: op.payload, req: op.req, userId: linked[0].id })
}
