import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'

export const ZSchoolLoginRequest = input({
  school_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, 'Enter your school id').max(64)),
  school_username: z.string().trim().min(1, 'Enter your username').max(64),
  password: z.string().min(1, 'Enter your password').max(1024),
})
