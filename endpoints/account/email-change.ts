import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { confirmEmailChange, denyEmailChange, verifyEmailKey } from '../../lib/auth/account-email'

/*
 * Email verification and change (lib/auth/account-email.ts). Each answers `{ status, email }`, status one
 * of verified, awaiting_confirmation, changed, denied. The catalogue lists them for signed-in users, but
 * the emailed key is the credential: links are opened in mail apps, on other devices, and the owner
 * denying a change may have been signed out by whoever started it.
 */

const ZKeyBody = input({ key: ZKey })

/** POST users/me/email-change/verify-link {key}: verifies the account's address, or a new address (then the old one is asked to confirm). */
export const emailChangeVerifyLink = defineEndpoint({
  id: 'account.email_change.verify_link',
  method: 'post',
  path: 'users/me/email-change/verify-link',
  access: anyone,
  body: ZKeyBody,
  handler: ({ payload, req, body }) => verifyEmailKey({ payload, req, key: body.key }),
})

/** POST users/me/email-change/confirm-link {key}: the old address agrees; the new address is the account's from now on. */
export const emailChangeConfirm = defineEndpoint({
  id: 'account.email_change.confirm',
  method: 'post',
  path: 'users/me/email-change/confirm-link',
  access: anyone,
  body: ZKeyBody,
  handler: ({ payload, req, body }) => confirmEmailChange({ payload, req, key: body.key }),
})

/** DELETE users/me/email-change/confirm-link?key=: the old address refuses; the change is dropped and the account's other sessions end. */
export const emailChangeDeny = defineEndpoint({
  id: 'account.email_change.deny',
  method: 'delete',
  path: 'users/me/email-change/confirm-link',
  access: anyone,
  query: ZKeyBody,
  handler: ({ payload, req, user, query }) =>
    denyEmailChange({ payload, req, key: query.key, signedIn: user ? { userId: user.id, sessionId: user.session.id } : null }),
})
