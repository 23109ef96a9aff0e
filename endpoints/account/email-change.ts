import { anyone } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { ZKey } from '../../lib/auth/account-fields'
import { confirmEmailChange, denyEmailChange, verifyEmailKey } from '../../lib/auth/account-email'
import { ZEmailChange } from './account.schema'

/*
 * Email verification and change (lib/auth/account-email.ts). The catalogue lists them for signed-in users,
 * but the emailed key is the credential: links are opened in mail apps, on other devices, and the owner
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
  response: ZEmailChange,
  description:
    'The key of an emailed link, which is the credential (no session needed). A verification link verifies the account’s address (`verified`); a change link proves the new address, and then the old address is emailed to confirm (`awaiting_confirmation`) or, when the account had none, the change applies (`changed`). An unknown, used or expired key, or one for an address the account no longer uses, is 404.',
  handler: ({ payload, req, body }) => verifyEmailKey({ payload, req, key: body.key }),
})

/** POST users/me/email-change/confirm-link {key}: the old address agrees; the new address is the account's from now on. */
export const emailChangeConfirm = defineEndpoint({
  id: 'account.email_change.confirm',
  method: 'post',
  path: 'users/me/email-change/confirm-link',
  access: anyone,
  body: ZKeyBody,
  response: ZEmailChange,
  description: 'The old address agrees (the key of the link sent to it): the new address is the account’s from now on (`changed`).',
  handler: ({ payload, req, body }) => confirmEmailChange({ payload, req, key: body.key }),
})

/** DELETE users/me/email-change/confirm-link?key=: the old address refuses; the change is dropped and the account's other sessions end. */
export const emailChangeDeny = defineEndpoint({
  id: 'account.email_change.deny',
  method: 'delete',
  path: 'users/me/email-change/confirm-link',
  access: anyone,
  query: ZKeyBody,
  response: ZEmailChange,
  description:
    'The old address did not ask for the change (the key of the link sent to it): the change is dropped (`denied`) and every session of the account ends, except the caller’s own when the owner is signed in, since whoever started it may be signed in.',
  handler: ({ payload, req, user, query }) =>
    denyEmailChange({ payload, req, key: query.key, signedIn: user ? { userId: user.id, sessionId: user.session.id } : null }),
})
