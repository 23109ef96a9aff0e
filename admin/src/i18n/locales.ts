// Which wording the console uses. Two message sets for now: en-GB (pupil,
// year group; the default) and en-US (student, grade). The spec gives US and
// CA the US wording; AU, NZ, IE, IN and ZA read the GB set.

export const DEFAULT_LOCALE = 'en-GB'
export const SUPPORTED_LOCALES = [
  { locale: 'en-GB', name: 'English (UK)' },
  { locale: 'en-US', name: 'English (US)' },
] as const

export type ConsoleLocale = (typeof SUPPORTED_LOCALES)[number]['locale']

const US_WORDING_COUNTRIES = new Set(['US', 'CA'])

/** Country part of a region or locale code: 'US', 'en_US', 'en-us', 'GB-ENG' → 'US' / 'GB'. */
const countryOf = (code: string): string => {
  const parts = code.trim().toUpperCase().split(/[-_]/)
  const country = parts.find((part) => /^[A-Z]{2}$/.test(part) && part !== 'EN')
  return country ?? ''
}

/** The console locale for a school's account region, or a browser language tag. */
export const localeForRegion = (region: string | null | undefined): ConsoleLocale =>
  region && US_WORDING_COUNTRIES.has(countryOf(region)) ? 'en-US' : DEFAULT_LOCALE

export const isSupportedLocale = (locale: unknown): locale is ConsoleLocale =>
  SUPPORTED_LOCALES.some((supported) => supported.locale === locale)
