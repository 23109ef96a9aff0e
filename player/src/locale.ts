/**
 * Which of the player's locales to use. Pure, so it can be unit-tested.
 * The spec treats GB as the default region; US (and Canada, which shares
 * US wording) gets en-US. Other regions fall back to en-GB until they have
 * their own player.json.
 */
export const PLAYER_LOCALES = ['en-GB', 'en-US'] as const
export type TPlayerLocale = (typeof PLAYER_LOCALES)[number]
export const DEFAULT_PLAYER_LOCALE: TPlayerLocale = 'en-GB'

const US_REGIONS = new Set(['US', 'CA'])

function fromTag(tag: string): TPlayerLocale | null {
  const [language, region] = tag.replace('_', '-').split('-')
  if (language?.toLowerCase() !== 'en') return null
  return region && US_REGIONS.has(region.toUpperCase()) ? 'en-US' : 'en-GB'
}

/**
 * `override` is the `?lang=` query value (handy for teachers and tests);
 * `preferred` is navigator.languages. The first English tag decides.
 */
export function pickLocale(preferred: readonly string[], override?: string | null): TPlayerLocale {
  if (override) {
    const exact = PLAYER_LOCALES.find((locale) => locale.toLowerCase() === override.toLowerCase().replace('_', '-'))
    if (exact) return exact
  }
  for (const tag of preferred) {
    const locale = fromTag(tag)
    if (locale) return locale
  }
  return DEFAULT_PLAYER_LOCALE
}
