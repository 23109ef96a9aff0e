import { z } from 'zod'
import { anyone, authenticated } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { EMAIL_SENT_HEADER } from '../../lib/auth/account-common'
import { ZCode, ZEmail, ZKey, ZLocale, ZName, ZNewPassword } from '../../lib/auth/account-fields'
import {
  ANON_UPGRADE_CODE_ATTEMPTS,
  cancelAnonUpgrade,
  startAnonUpgrade,
  verifyAnonUpgradeCode,
  verifyAnonUpgradeLink,
} from '../../lib/auth/account-anon-upgrade'
import { ZUserAnswer } from '../auth/auth.schema'
import { ZAnonUpgradePending } from './account.schema'

/*
 * Upgrading an anonymous account in place (lib/auth/account-anon-upgrade.ts). Only an anonymous account
 * may start, cancel or verify with a code (other roles: 403); the emailed link's key works on its own.
 */

export const ZAnonUpgradeRequest = input({
  name: ZName,
  email: ZEmail,
  password: ZNewPassword,
  role: z.enum(['learner', 'parent'], { error: 'Choose learner or parent' }).optional(),
  locale: ZLocale.optional(),
})

/** PATCH users/me/anon-upgrade {name, email, password, role?: learner|parent, locale?}: emails a code and a link. */
export const anonUpgradeStart = defineEndpoint({
  id: 'account.anon_upgrade.start',
  method: 'patch',
  path: 'users/me/anon-upgrade',
  access: authenticated,
  body: ZAnonUpgradeRequest,
  credentials: true,
  response: ZAnonUpgradePending,
  description:
    'An anonymous account (other roles: 403) asks to become a learner (the default) or a parent with these details: a six-digit code and a link are emailed to the address (`X-Email-Sent: anon_upgrade`), and nothing changes until one of them comes back (`…/verify` or `…/verify-link`). Starting again replaces an upgrade still waiting. An address already in use is 409; emails to one address and from one source are limited (429).',
  handler: async ({ payload, req, user, body }) =>
    json(await startAnonUpgrade({ payload, req, user, details: body }), { headers: { [EMAIL_SENT_HEADER]: 'anon_upgrade' } }),
})

/** DELETE users/me/anon-upgrade. */
export const anonUpgradeCancel = defineEndpoint({
  id: 'account.anon_upgrade.cancel',
  method: 'delete',
  path: 'users/me/anon-upgrade',
  access: authenticated,
  response: { status: 204 },
  description: 'The pending code and link stop working; the account stays anonymous. Anonymous accounts only (other roles: 403).',
  handler: async ({ payload, req, user }) => {
    await cancelAnonUpgrade({ payload, req, user })
  },
})

/** POST users/me/anon-upgrade/verify {code}: the account becomes a learner (or parent). */
export const anonUpgradeVerify = defineEndpoint({
  id: 'account.anon_upgrade.verify',
  method: 'post',
  path: 'users/me/anon-upgrade/verify',
  access: authenticated,
  credentials: true,
  body: input({ code: ZCode }),
  response: ZUserAnswer,
  description: `The emailed code: the account becomes a learner (or parent) with the name, verified email and password given, keeping its id and progress; the session goes on. A wrong code is 422; after ${ANON_UPGRADE_CODE_ATTEMPTS} the upgrade ends (start again).`,
  // Wrong codes must stay counted although the request fails; the upgrade itself runs in its own transaction.
  transaction: false,
  handler: ({ payload, req, user, body }) => verifyAnonUpgradeCode({ payload, req, user, code: body.code }),
})

/**
 * POST users/me/anon-upgrade/verify-link {key}: the same, with the key from the emailed link.
 * The catalogue lists it for signed-in users, but the link is usually opened in a mail app's browser
 * without the anonymous session, so the key alone is the credential.
 */
export const anonUpgradeVerifyLink = defineEndpoint({
  id: 'account.anon_upgrade.verify_link',
  method: 'post',
  path: 'users/me/anon-upgrade/verify-link',
  access: anyone,
  body: input({ key: ZKey }),
  response: ZUserAnswer,
  description:
    'The same as `…/verify`, with the key of the emailed link, which is the credential: it needs no session (the link is usually opened in a mail app’s browser). An unknown, used or expired key is 404.',
  transaction: false,
  handler: ({ payload, req, body }) => verifyAnonUpgradeLink({ payload, req, key: body.key }),
})
