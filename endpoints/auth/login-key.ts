import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { signInWithKey } from '../../lib/school/sign-in-keys'
import { ZSignedIn } from './auth.schema'

/** POST auth/key {key} (outside the catalogue): a pupil signs in with the key from their login card's QR code. */
export const loginKey = defineEndpoint({
  method: 'post',
  path: 'auth/key',
  access: anyone,
  transaction: false,
  body: input({ key: z.string().trim().min(20, 'Scan the login card again').max(100) }),
  example: { body: { key: 'not-a-real-sign-in-key-0000' } },
  response: ZSignedIn,
  description:
    'Outside the catalogue. A pupil signs in with the key from their login card’s QR code (the card’s URL is `/play/#key=…`) and gets the session cookie. Keys are long and random; issuing a class’s keys again replaces them, and their teachers can revoke them (`…/groups/{id}/pupils/signinkeys`). An unknown or revoked key is 401.',
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await signInWithKey({ payload, req, key: body.key })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
