import { authCollections } from './Auth'
import { avatarCollections } from './Avatars'
import { homeworkCollections } from './Homework'
import { schoolCollections } from './School'
import { siteCollections } from './Site'
import { spellingCollections } from './Spelling'
import { systemCollections } from './System'

/**
 * Every collection of ours, area by area: each area lists its own in `collections/<Area>/index.ts`, and a new
 * area adds its list here. The order is the order of Payload's admin within a group (and part of the schema
 * fingerprint), so a new area goes at the end. Payload adds its own collections (preferences, locks,
 * migrations, key-value store), whose access rest-guard.ts declares.
 */
export const allCollections = [
  ...schoolCollections,
  ...authCollections,
  ...systemCollections,
  ...avatarCollections,
  ...siteCollections,
  ...spellingCollections,
  ...homeworkCollections,
]
