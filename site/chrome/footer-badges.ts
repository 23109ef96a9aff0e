/** Award and partner badges in the footer (spec 2.3): title, url, img, style and, for some, the one locale that shows them. */
import type { SiteLocale } from '../../lib/locales/site-locales'
import type { BadgeData } from '../blocks/badges'

export type FooterBadge = BadgeData & { locale?: SiteLocale }

export const FOOTER_BADGES: FooterBadge[] = [
  { title: 'Education Resources Awards', detail: 'Finalist', style: 'award' },
  { title: 'Complete SSP programme', detail: 'DfE validation criteria', style: 'accreditation', locale: 'en-gb' },
  { title: 'Science of Reading', detail: 'Aligned curriculum', style: 'accreditation', locale: 'en-us' },
  { title: 'Australian Curriculum', detail: 'English v9 mapped', style: 'accreditation', locale: 'en-au' },
  { title: 'CAPS aligned', detail: 'Foundation Phase', style: 'accreditation', locale: 'en-za' },
  { title: 'Reading Partners Network', detail: 'Partner', style: 'partner' },
]

export const badgesFor = (locale: SiteLocale) => FOOTER_BADGES.filter((badge) => !badge.locale || badge.locale === locale)
