/** The dictionary's shared vocabulary: locales, word categories, and the compact seed-data format. */

/** Locales a dictionary word or list can have (spec section 9; spelling is on for en_GB and en_US). */
export const WORD_LOCALES = ['en_GB', 'en_US', 'en_AU', 'en_CA', 'en_IE', 'en_IN', 'en_NZ', 'en_ZA', 'af_ZA', 'pt_BR'] as const
export type WordLocale = (typeof WORD_LOCALES)[number]

export const WORD_CATEGORIES = ['HFW', 'Decodable', 'Partially Decodable', 'Eventually Decodable', 'Junk', 'Pseudo'] as const
export type WordCategory = (typeof WORD_CATEGORIES)[number]

/** `en-gb`, `en_GB`, `EN-GB` → `en_GB`; null when it is not a locale we hold words for. */
export function toWordLocale(value: string): WordLocale | null {
  const [language, region] = value.replace('-', '_').split('_')
  const code = `${(language ?? '').toLowerCase()}_${(region ?? '').toUpperCase()}`
  return (WORD_LOCALES as readonly string[]).includes(code) ? (code as WordLocale) : null
}

/**
 * The locale a list in `locale` falls back to for words it has no entry of its own for. The seeded dictionary
 * is en_GB with en_US entries only where the spelling differs (color), so every locale falls back to en_GB.
 */
export const fallbackLocale = (_locale: string): WordLocale => 'en_GB'

/** One seeded dictionary entry, with short keys to keep seed/data/dictionary.json small. */
export type SeedWord = {
  /** Natural key, stable across builds: `en_GB:bat:2` (locale, word, homograph number). */
  k: string
  w: string
  l: 'en_GB' | 'en_US'
  c: WordCategory | null
  d: string | null
  s: string | null
  /** CMU ARPAbet, stress digits kept. */
  p: string | null
  /** Graphemes joined with `|`, from the phoneme alignment. */
  g: string | null
  pos: string | null
  /** Frequency: WordNet's tagged-corpus count for the word (higher is commoner). */
  f: number
  /** The key of the same word in the other spelling (colour ↔ color). */
  v?: string
}

export type SeedList = { title: string; week?: number; words: string[] }
export type SeedStage = { stage: number; name: string; lists: SeedList[] }
export type SeedScheme = {
  slug: string
  name: string
  variants: { variant: string; locale: 'en_GB' | 'en_US'; name: string; stages: SeedStage[] }[]
}
export type SpellingSeedData = {
  generatedFrom: Record<string, string>
  words: SeedWord[]
  schemes: SeedScheme[]
  suggested: { locale: 'en_GB' | 'en_US'; lists: SeedList[] }[]
}
