/** Turns a page's seed source into the data of one locale: regional terms filled in, Markdown to Lexical. */
import { createSiteI18n } from '../lib/locales/site-messages'
import { SITE_LOCALE_INFO, SITE_LOCALES, type SiteLocale } from '../lib/locales/site-locales'
import { markdownToLexical } from './lexical'
import type { BlockSource, PageSource } from './types'

let instance: ReturnType<typeof createSiteI18n> | undefined
const translator = () => (instance ??= createSiteI18n())

/** The regional terms of a locale (`pupil`, `maths`, `chapter`…), read through i18next's fallbacks. */
const termsByLocale = new Map<SiteLocale, Record<string, string>>()

export function regionalTerms(locale: SiteLocale): Record<string, string> {
  const known = termsByLocale.get(locale)
  if (known) return known
  const t = translator().getFixedT(SITE_LOCALE_INFO[locale].iso)
  // Key by key: i18next falls back per key, not inside an object asked for whole.
  const names = Object.keys(t('terms', { lng: 'en-GB', returnObjects: true }) as object)
  const terms = Object.fromEntries(names.map((name) => [name, t(`terms.${name}`)]))
  termsByLocale.set(locale, terms)
  return terms
}

export function fillTerms(text: string, locale: SiteLocale): string {
  const terms = regionalTerms(locale)
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in terms)) throw new Error(`Unknown regional term {{${name}}} in seed copy`)
    return terms[name]
  })
}

function fillDeep<T>(value: T, locale: SiteLocale): T {
  if (typeof value === 'string') return fillTerms(value, locale) as T
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, locale)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, locale)])) as T
  return value
}

function blockData(block: BlockSource) {
  if (block.blockType === 'content') return { blockType: 'content', richText: markdownToLexical(block.markdown) }
  return block
}

export type LocalisedPageData = { title: string; description: string; layout: Record<string, unknown>[] }

export function renderPage(source: PageSource, locale: SiteLocale): LocalisedPageData {
  const filled = fillDeep({ title: source.title, description: source.description, layout: source.layout }, locale)
  return { title: filled.title, description: filled.description, layout: filled.layout.map(blockData) as Record<string, unknown>[] }
}

/** en-gb's copy and the locales whose wording differs from it; the others read en-gb's through fallback. */
export function localisedCopies(source: PageSource): { base: LocalisedPageData; regional: Partial<Record<SiteLocale, LocalisedPageData>> } {
  const base = renderPage(source, 'en-gb')
  const baseJson = JSON.stringify(base)
  const regional: Partial<Record<SiteLocale, LocalisedPageData>> = {}
  for (const locale of SITE_LOCALES) {
    if (locale === 'en-gb') continue
    const copy = renderPage(source, locale)
    if (JSON.stringify(copy) !== baseJson) regional[locale] = copy
  }
  return { base, regional }
}
