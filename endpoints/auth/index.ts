/** Sign-in, sessions, password reset and the verified-account links (the catalogue's auth area). */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { accessToken } from './accesstoken'
import { anon } from './anon'
import { forgot } from './forgot'
import { login } from './login'
import { loginKey } from './login-key'
import { loginSchool } from './login-school'
import { adminLogout, logout } from './logout'
import { passwordResetCheck, passwordResetSet } from './password-reset'
import { adminRefresh, refresh } from './refresh'
import { myLoginSignIn, oneRosterSignIn, snapplifySignIn, wondeSignIn } from './sso'
import { superuserRefresh } from './superuser-refresh'
import { verifiedLearner } from './verified-learner'
import { verifiedParent } from './verified-parent'
import { passwordVerified, verifyPasswordEndpoint } from './verify-password'

export const authEndpoints: ApiEndpoint[] = [
  accessToken,
  anon,
  forgot,
  login,
  loginKey,
  loginSchool,
  logout,
  adminLogout,
  passwordResetCheck,
  passwordResetSet,
  refresh,
  adminRefresh,
  oneRosterSignIn,
  wondeSignIn,
  myLoginSignIn,
  snapplifySignIn,
  superuserRefresh,
  verifiedLearner,
  verifiedParent,
  verifyPasswordEndpoint,
  passwordVerified,
]
