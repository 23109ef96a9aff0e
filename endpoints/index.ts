/**
 * Every API endpoint: each area lists its own in `endpoints/<area>/index.ts`, and this file only spreads them,
 * in alphabetical order. The order carries no meaning: routes are matched by specificity (a fixed segment before
 * a parameter, lib/api/define-endpoint.ts `bySpecificity`), and two calls on the same normalised path are refused
 * at start-up (lib/api/route-endpoints.ts). payload.config.ts routes them; api:coverage and the API reference read them.
 */
import type { ApiEndpoint } from '../lib/api/define-endpoint'
import { accountEndpoints } from './account'
import { authEndpoints } from './auth'
import { avatarEndpoints } from './avatars'
import { deletedUserEndpoints } from './deleted-users'
import { deviceEndpoints } from './devices'
import { dictionaryEndpoints } from './dictionary'
import { experimentalEndpoints } from './experimental'
import { groupEndpoints } from './groups'
import { homeworkEndpoints } from './homework'
import { listEndpoints } from './lists'
import { mfaEndpoints } from './mfa'
import { pupilEndpoints } from './pupils'
import { relationshipEndpoints } from './relationships'
import { reportEndpoints } from './reports'
import { schoolEndpoints } from './school'
import { spellingEndpoints } from './spelling'
import { superuserEndpoints } from './superuser'
import { systemEndpoints } from './system'
import { teacherEndpoints } from './teachers'

export const endpoints: ApiEndpoint[] = [
  ...accountEndpoints,
  ...authEndpoints,
  ...avatarEndpoints,
  ...deletedUserEndpoints,
  ...deviceEndpoints,
  ...dictionaryEndpoints,
  ...experimentalEndpoints,
  ...groupEndpoints,
  ...homeworkEndpoints,
  ...listEndpoints,
  ...mfaEndpoints,
  ...pupilEndpoints,
  ...relationshipEndpoints,
  ...reportEndpoints,
  ...schoolEndpoints,
  ...spellingEndpoints,
  ...superuserEndpoints,
  ...systemEndpoints,
  ...teacherEndpoints,
]
