/**
 * Seed content for the marketing site, written once in British English. Strings may name regional terms
 * (`{{pupils}}`, `{{Maths}}`, `{{chapter}}`): the seed fills them in per locale through i18next from
 * `locales/<locale>/site.json`, so a locale whose wording differs gets its own copy and the others share
 * en-gb's. `content` blocks are written in a little Markdown (## headings, - lists, **bold**, [links](/path)).
 */
export type LinkSource = { label: string; href: string }

export type BlockSource =
  | { blockType: 'hero'; eyebrow?: string; heading: string; lead?: string; primaryAction?: LinkSource; secondaryAction?: LinkSource; illustration?: 'books' | 'letters' | 'classroom' | 'chart' | 'none' }
  | { blockType: 'features'; heading?: string; intro?: string; items: { title: string; body: string; icon?: string }[] }
  | { blockType: 'testimonials'; heading?: string; items: { quote: string; name: string; role?: string; school?: string }[] }
  | { blockType: 'badges'; heading?: string; items: { title: string; detail?: string; url?: string; style?: 'award' | 'partner' | 'accreditation' }[] }
  | { blockType: 'callToAction'; heading: string; body?: string; action: LinkSource; secondaryAction?: LinkSource }
  | { blockType: 'content'; markdown: string }
  | { blockType: 'priceTables'; products: ('spelling' | 'maths' | 'phonics')[] }
  | { blockType: 'resourceList'; heading?: string; category?: 'phonics' | 'spelling' | 'maths' | 'reading' }

export type PageSource = {
  slug: string
  title: string
  description: string
  requiresSignIn?: boolean
  resourceCategory?: 'phonics' | 'spelling' | 'maths' | 'reading'
  layout: BlockSource[]
}
