import { z } from 'zod'
import { anyone } from '../../access'
import { defineEndpoint, input, json } from '../../lib/api/define-endpoint'
import { signInWithKey } from '../../lib/school/sign-in-keys'

/**
 * POST auth/key {key} (outside the catalogue): a pupil signs in with the key from their login card's QR
 * code; answers as POST auth does. Keys are long and random, revocable per class by their teachers.
 */
export const loginKey = defineEndpoint({
  method: 'post',
  path: 'auth/key',
  access: anyone,
  transaction: false,
  body: input({ key: z.string().trim().min(20, 'Scan the login card again').max(100) }),
  example: { body: { key: 'not-a-real-sign-in-key-0000' } },
  handler: async ({ payload, req, body }) => {
    const { body: answer, cookie } = await signInWithKey({ payload, req, key: body.key })
    return json(answer, { headers: { 'Set-Cookie': cookie } })
  },
})
