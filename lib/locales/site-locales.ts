/**
 * The marketing site's seven locales (spec sections 3 and 9): codes, currency, flags, contact details and
 * the price region each one reads. Pure data and lookups, shared by the site, the seed and the tests.
 */

export const SITE_LOCALES = ['en-gb', 'en-au', 'en-ie', 'en-in', 'en-nz', 'en-us', 'en-za'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]
export const DEFAULT_SITE_LOCALE: SiteLocale = 'en-gb'

/** Prefixes the legacy static-page redirects also apply under (spec 2.1); `/en` is not a site locale. */
export const LEGACY_REDIRECT_PREFIXES = ['en', 'en-gb', 'en-au', 'en-ie', 'en-nz', 'en-us'] as const

export type PriceRegion = 'GB' | 'US' | 'AU' | 'IE' | 'NZ' | 'ZA'

export type SiteLocaleInfo = {
  code: SiteLocale
  /** `en-GB`: the form of `lang`, `hreflang` and Intl. */
  iso: string
  /** `en_GB`: the form the API and the other products use. */
  underscored: string
  /** The region's name in the region menu. */
  name: string
  languageName: string
  language: string
  country: string
  currency: 'gbp' | 'usd' | 'aud' | 'eur' | 'inr' | 'nzd' | 'zar'
  stripeRegion: string
  emojiFlag: string
  svgFlag: string
  /** Which row of the per-locale price table the Pricing page reads (IN uses the US values, in dollars). */
  priceRegion: PriceRegion
  contact: { email: string; phone: string }
  /** The footer shows the US office for en-us and the UK company registration elsewhere. */
  footerAddress: 'us' | 'uk'
  curriculumId: number
  spagCurriculumId: number | null
}

// Numbers in Ofcom's and NANPA's ranges reserved for fiction: this is a demo company.
const UK_PHONE = '+44 20 7946 0321'
const US_TOLL_FREE = '1-800-555-0199'

export const SITE_LOCALE_INFO: Record<SiteLocale, SiteLocaleInfo> = {
  'en-gb': {
    code: 'en-gb',
    iso: 'en-GB',
    underscored: 'en_GB',
    name: 'United Kingdom',
    languageName: 'English',
    language: 'en',
    country: 'GB',
    currency: 'gbp',
    stripeRegion: 'GB',
    emojiFlag: '🇬🇧',
    svgFlag: 'gb',
    priceRegion: 'GB',
    contact: { email: 'hello@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 6,
    spagCurriculumId: 13,
  },
  'en-au': {
    code: 'en-au',
    iso: 'en-AU',
    underscored: 'en_AU',
    name: 'Australia',
    languageName: 'English',
    language: 'en',
    country: 'AU',
    currency: 'aud',
    stripeRegion: 'GB',
    emojiFlag: '🇦🇺',
    svgFlag: 'au',
    priceRegion: 'AU',
    contact: { email: 'australia@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 8,
    spagCurriculumId: 14,
  },
  'en-ie': {
    code: 'en-ie',
    iso: 'en-IE',
    underscored: 'en_IE',
    name: 'Ireland',
    languageName: 'English',
    language: 'en',
    country: 'IE',
    currency: 'eur',
    stripeRegion: 'GB',
    emojiFlag: '🇮🇪',
    svgFlag: 'ie',
    priceRegion: 'IE',
    contact: { email: 'ireland@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 9,
    spagCurriculumId: null,
  },
  'en-in': {
    code: 'en-in',
    iso: 'en-IN',
    underscored: 'en_IN',
    name: 'India',
    languageName: 'English',
    language: 'en',
    country: 'IN',
    currency: 'inr',
    stripeRegion: 'GB',
    emojiFlag: '🇮🇳',
    svgFlag: 'in',
    priceRegion: 'US',
    contact: { email: 'india@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 6,
    spagCurriculumId: null,
  },
  'en-nz': {
    code: 'en-nz',
    iso: 'en-NZ',
    underscored: 'en_NZ',
    name: 'New Zealand',
    languageName: 'English',
    language: 'en',
    country: 'NZ',
    currency: 'nzd',
    stripeRegion: 'GB',
    emojiFlag: '🇳🇿',
    svgFlag: 'nz',
    priceRegion: 'NZ',
    contact: { email: 'newzealand@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 10,
    spagCurriculumId: 15,
  },
  'en-us': {
    code: 'en-us',
    iso: 'en-US',
    underscored: 'en_US',
    name: 'United States',
    languageName: 'English',
    language: 'en',
    country: 'US',
    currency: 'usd',
    stripeRegion: 'US',
    emojiFlag: '🇺🇸',
    svgFlag: 'us',
    priceRegion: 'US',
    contact: { email: 'usa@inkwell.test', phone: US_TOLL_FREE },
    footerAddress: 'us',
    curriculumId: 7,
    spagCurriculumId: null,
  },
  'en-za': {
    code: 'en-za',
    iso: 'en-ZA',
    underscored: 'en_ZA',
    name: 'South Africa',
    languageName: 'English',
    language: 'en',
    country: 'ZA',
    currency: 'zar',
    stripeRegion: 'GB',
    emojiFlag: '🇿🇦',
    svgFlag: 'za',
    priceRegion: 'ZA',
    contact: { email: 'southafrica@inkwell.test', phone: UK_PHONE },
    footerAddress: 'uk',
    curriculumId: 6,
    spagCurriculumId: null,
  },
}

export const isSiteLocale = (value: string): value is SiteLocale => (SITE_LOCALES as readonly string[]).includes(value)

/** `en-GB`, `en_gb` and `en-gb` all name the same locale. */
export const normaliseLocaleCode = (value: string) => value.trim().toLowerCase().replace('_', '-')

/** A path segment shaped like a locale (`en`, `en-ca`, `fr_FR`), whether or not the site has it. */
export const looksLikeLocale = (segment: string) => /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segment)

/** The site locale a code names; an unknown code falls back to en-gb (spec 9). */
export function resolveSiteLocale(value: string | null | undefined): SiteLocale {
  if (!value) return DEFAULT_SITE_LOCALE
  const code = normaliseLocaleCode(value)
  return isSiteLocale(code) ? code : DEFAULT_SITE_LOCALE
}

/** The locale a viewer's country suggests: Canada reads the US site, unknown countries the default. */
export function localeForCountry(country: string | null | undefined): SiteLocale {
  const code = (country ?? '').toUpperCase()
  if (code === 'CA') return 'en-us'
  return SITE_LOCALES.find((locale) => SITE_LOCALE_INFO[locale].country === code) ?? DEFAULT_SITE_LOCALE
}

/** The viewer's country from the request headers a CDN or proxy sets; GB when none says (spec 3). */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'] as const
export const DEFAULT_COUNTRY = 'GB'

export function countryFromHeaders(get: (name: string) => string | null | undefined): string {
  for (const name of COUNTRY_HEADERS) {
    const value = get(name)?.trim().toUpperCase()
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value
  }
  return DEFAULT_COUNTRY
}
