import { anyone } from '../../access'
import { created, defineEndpoint } from '../../lib/api/define-endpoint'
import { createAnonymousAccount } from '../../lib/auth/account-registration'

/**
 * POST authanon: creates an anonymous account and answers 201 signed in as it (`{ token, expiresAt, user }`,
 * role `anonymous`). It can later be upgraded in place (users/me/anon-upgrade).
 */
export const anon = defineEndpoint({
  id: 'auth.anon',
  method: 'post',
  path: 'authanon',
  access: anyone,
  transaction: false,
  handler: async ({ payload, req }) => {
    const { body, cookie } = await createAnonymousAccount({ payload, req })
    return created(body, { 'Set-Cookie': cookie })
  },
})
