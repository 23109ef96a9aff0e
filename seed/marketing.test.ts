import { describe, expect, it } from 'vitest'
import { SITE_LOCALES } from '../lib/locales/site-locales'
import { MARKETING_PAGES } from '../marketing-content'
import { markdownToLexical } from '../marketing-content/lexical'
import { fillTerms, localisedCopies, renderPage } from '../marketing-content/render'

const ROUTES = [
  'about',
  'assessment',
  'book',
  'books',
  'browse',
  'bundles',
  'comparison',
  'core',
  'curriculum-links',
  'dfe-validated-phonics-programme',
  'free-resources',
  'intervention',
  'pricing',
  'remote',
  'samples',
  'sen',
  'standards-alignment',
  'summer-school',
  'supplemental',
  'synthetic-phonics-teaching-scheme',
  'technology',
  'training',
  'world-nursery-rhyme-week',
  'resource',
]

/** The words of a page: its JSON without the values that are keys, not wording (`"category":"maths"`). */
const textOf = (value: unknown): string => JSON.stringify(value).replace(/"(category|products|blockType)":("[^"]*"|\[[^\]]*\])/g, '')

describe('the marketing site’s seed copy', () => {
  it('has a page for every route of spec 2.1, and the home page', () => {
    const slugs = MARKETING_PAGES.map((page) => page.slug)
    for (const route of [...ROUTES, 'home']) expect(slugs).toContain(route)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('renders in every locale with every regional term known', () => {
    for (const page of MARKETING_PAGES) for (const locale of SITE_LOCALES) expect(() => renderPage(page, locale)).not.toThrow()
  })

  it('says student, grade, math and elementary in the United States', () => {
    const us = textOf(MARKETING_PAGES.map((page) => renderPage(page, 'en-us')))
    expect(us).toMatch(/students/)
    expect(us).toMatch(/\bgrade\b/)
    expect(us).toMatch(/\bmath\b/)
    expect(us).toMatch(/elementary/)
    expect(us).not.toMatch(/\bpupils?\b/)
    expect(us).not.toMatch(/\bmaths\b/i)
  })

  it('says pupil, year group and maths in Britain, Australia and New Zealand', () => {
    for (const locale of ['en-gb', 'en-au', 'en-nz'] as const) {
      const copy = textOf(MARKETING_PAGES.map((page) => renderPage(page, locale)))
      expect(copy).toMatch(/pupils/)
      expect(copy).toMatch(/year group/)
      expect(copy).toMatch(/maths/)
      expect(copy).not.toMatch(/\bstudents?\b/)
    }
  })

  it('renames chapter, set and subset to stage, term and week in South Africa', () => {
    const scheme = MARKETING_PAGES.find((page) => page.slug === 'synthetic-phonics-teaching-scheme')!
    expect(textOf(renderPage(scheme, 'en-gb'))).toMatch(/chapters.*sets.*subsets/s)
    const za = textOf(renderPage(scheme, 'en-za'))
    expect(za).toMatch(/stages/)
    expect(za).toMatch(/weeks/)
    expect(za).not.toMatch(/\bchapters?\b|\bsubsets?\b/)
  })

  it('stores a locale’s own copy only where its wording differs from en-gb', () => {
    const nurseryRhymes = MARKETING_PAGES.find((page) => page.slug === 'world-nursery-rhyme-week')!
    expect(Object.keys(localisedCopies(nurseryRhymes).regional)).toEqual([])
    const home = MARKETING_PAGES.find((page) => page.slug === 'home')!
    expect(Object.keys(localisedCopies(home).regional)).toEqual(expect.arrayContaining(['en-us', 'en-za']))
  })

  it('links only to pages the site has', () => {
    const slugs = new Set(MARKETING_PAGES.map((page) => page.slug))
    for (const page of MARKETING_PAGES) {
      for (const [, href] of textOf(renderPage(page, 'en-gb')).matchAll(/"(?:href|url)":"(\/[^"#?]*)/g)) {
        expect(slugs.has(href.slice(1)), `${page.slug} links to ${href}`).toBe(true)
      }
    }
  })

  it('fails loudly on a regional term nobody defined', () => {
    expect(() => fillTerms('Hello {{wizard}}', 'en-gb')).toThrow(/Unknown regional term/)
  })
})

describe('seed Markdown to Lexical', () => {
  it('makes headings, lists, links and bold text', () => {
    const state = markdownToLexical('## Title\n\nSee [pricing](/pricing) and **this**.\n\n- one\n- two\n\n1. first')
    const [heading, paragraph, bullets, numbers] = state.root.children as any[]
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Title' }] })
    expect(paragraph.children[1]).toMatchObject({ type: 'link', fields: { url: '/pricing', linkType: 'custom', newTab: false } })
    expect(paragraph.children[3]).toMatchObject({ type: 'text', text: 'this', format: 1 })
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(bullets.children).toHaveLength(2)
    expect(numbers).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
  })
})
