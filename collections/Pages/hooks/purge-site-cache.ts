import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { bumpSiteContentVersion } from '../site-cache'

/** An editor's change shows on the next request: drop every cached page of the marketing site. */
export const purgeSiteCacheAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  bumpSiteContentVersion()
  return doc
}

export const purgeSiteCacheAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  bumpSiteContentVersion()
  return doc
}
