import type { SiteLocale } from '../../lib/locales/site-locales'
import type { SiteT } from '../i18n'

/** What every block needs to know about the page it is on. */
export type BlockContext = {
  locale: SiteLocale
  /** The reader's locale prefix ('' for the default form), kept on every site link. */
  prefix: string
  t: SiteT
}
