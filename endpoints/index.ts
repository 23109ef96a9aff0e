/** Every API endpoint, in one list: payload.config.ts routes them, api:coverage reads them. */
import type { ApiEndpoint } from '../lib/api/define-endpoint'
import { deviceEndpoints } from './devices'
import { schoolEndpoints } from './school'
import { pupilEndpoints } from './pupils'
import { groupEndpoints } from './groups'
import { teacherEndpoints } from './teachers'
import { experimentalEndpoints } from './experimental'
import { deletedUserEndpoints } from './deleted-users'
import { loginKey } from './auth/login-key'
import { mfaEndpoints } from './mfa'
import { superuserMfaEndpoints } from './superuser/users-mfa'
import { accountEndpoints } from './account'
import { me } from './account/me'
import { searchUsers } from './account/users-search'
import { buyItem, myPurchases, updateAvatar } from './avatars/me'
import { grantToPupil, pupilPurchases, removePupilEntry } from './avatars/pupil'
import { accessToken } from './auth/accesstoken'
import { login } from './auth/login'
import { myLoginSignIn, oneRosterSignIn, snapplifySignIn, wondeSignIn } from './auth/sso'
import { loginSchool } from './auth/login-school'
import { adminLogout, logout } from './auth/logout'
import { adminRefresh, refresh } from './auth/refresh'
import { superuserRefresh } from './auth/superuser-refresh'
import { passwordVerified, verifyPasswordEndpoint } from './auth/verify-password'
import { relationshipWithSchoolUser, relationshipWithUser } from './relationships/relationship'
import { imitateStart, imitateStop } from './superuser/imitate'
import { errorReport } from './system/error-report'
import { health } from './system/health'
import { spellingEndpoints } from './spelling'
import { homeworkEndpoints } from './homework'
import { groupSpellingReportEndpoints } from './groups/spelling-reports'
import { pupilSpellingHistoryEndpoints } from './pupils/spelling-history'
import { wordsSpelledEndpoints } from './reports/spelling-words-spelled'

export const endpoints: ApiEndpoint[] = [
  health,
  // School management: before the other lists, as their fixed paths (`users/me/school/users/deleted`,
  // `users/me/school/pupils/experimental`) must match ahead of `…/{id}` patterns. Routes match in list
  // order, so a later fixed path one segment below these (GET users/me/school/pupils/timestablescompetency)
  // must be listed above them, or `users/me/school/pupils/{id}` answers it.
  ...experimentalEndpoints,
  ...deletedUserEndpoints,
  ...schoolEndpoints,
  ...pupilEndpoints,
  ...groupEndpoints,
  ...teacherEndpoints,
  loginKey,
  ...mfaEndpoints,
  ...deviceEndpoints,
  ...accountEndpoints,
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
  adminLogout,
  me,
  refresh,
  adminRefresh,
  superuserRefresh,
  verifyPasswordEndpoint,
  passwordVerified,
  ...spellingEndpoints,
  ...homeworkEndpoints,
  ...groupSpellingReportEndpoints,
  ...pupilSpellingHistoryEndpoints,
  ...wordsSpelledEndpoints,
]
