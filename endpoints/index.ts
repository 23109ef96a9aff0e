/** Every API endpoint, in one list: payload.config.ts routes them, api:coverage reads them. */
import type { ApiEndpoint } from '../lib/api/define-endpoint'
import { deviceEndpoints } from './devices'
import { mfaEndpoints } from './mfa'
import { superuserMfaEndpoints } from './superuser/users-mfa'
import { me } from './account/me'
import { searchUsers } from './account/users-search'
import { buyItem, myPurchases, updateAvatar } from './avatars/me'
import { grantToPupil, pupilPurchases, removePupilEntry } from './avatars/pupil'
import { accessToken } from './auth/accesstoken'
import { login } from './auth/login'
import { myLoginSignIn, oneRosterSignIn, snapplifySignIn, wondeSignIn } from './auth/sso'
import { loginSchool } from './auth/login-school'
import { logout } from './auth/logout'
import { refresh } from './auth/refresh'
import { superuserRefresh } from './auth/superuser-refresh'
import { passwordVerified, verifyPasswordEndpoint } from './auth/verify-password'
import { relationshipWithSchoolUser, relationshipWithUser } from './relationships/relationship'
import { imitateStart, imitateStop } from './superuser/imitate'
import { errorReport } from './system/error-report'
import { health } from './system/health'

export const endpoints: ApiEndpoint[] = [
  health,
  ...mfaEndpoints,
  ...deviceEndpoints,
  ...superuserMfaEndpoints,
  oneRosterSignIn,
  wondeSignIn,
  myLoginSignIn,
  snapplifySignIn,
  searchUsers,
  errorReport,
  imitateStart,
  imitateStop,
  relationshipWithUser,
  relationshipWithSchoolUser,
  updateAvatar,
  myPurchases,
  buyItem,
  pupilPurchases,
  grantToPupil,
  removePupilEntry,
  accessToken,
  login,
  loginSchool,
  logout,
  me,
  refresh,
  superuserRefresh,
  verifyPasswordEndpoint,
  passwordVerified,
]
