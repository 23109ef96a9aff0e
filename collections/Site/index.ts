import { Pages } from '../Pages'

/** The marketing site's content. */
export const siteCollections = [Pages]
