import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'

export const ZLoginRequest = input({
  username: z.string().trim().min(1, 'Enter your username or email').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
})
export type TLoginRequest = z.infer<typeof ZLoginRequest>
