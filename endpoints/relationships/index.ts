/** How the caller is related to another user (the same school, a parent, a teacher). */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { relationshipWithSchoolUser, relationshipWithUser } from './relationship'

export const relationshipEndpoints: ApiEndpoint[] = [relationshipWithUser, relationshipWithSchoolUser]
