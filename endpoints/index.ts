/** Every API endpoint, in one list: payload.config.ts routes them, api:coverage reads them. */
import type { ApiEndpoint } from '../lib/api/define-endpoint'
import { me } from './account/me'
import { login } from './auth/login'
import { loginSchool } from './auth/login-school'
import { logout } from './auth/logout'
import { refresh } from './auth/refresh'
import { superuserRefresh } from './auth/superuser-refresh'
import { passwordVerified, verifyPasswordEndpoint } from './auth/verify-password'
import { health } from './system/health'

export const endpoints: ApiEndpoint[] = [
  health,
  login,
  loginSchool,
  logout,
  me,
  refresh,
  superuserRefresh,
  verifyPasswordEndpoint,
  passwordVerified,
]
