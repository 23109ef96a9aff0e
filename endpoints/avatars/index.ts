/** Avatars: a user's own look and purchases, and a teacher granting items to a pupil. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { buyItem, myPurchases, updateAvatar } from './me'
import { grantToPupil, pupilPurchases, removePupilEntry } from './pupil'

export const avatarEndpoints: ApiEndpoint[] = [updateAvatar, myPurchases, buyItem, pupilPurchases, grantToPupil, removePupilEntry]
