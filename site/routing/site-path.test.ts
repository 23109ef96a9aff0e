import { describe, expect, it } from 'vitest'
import { alternatePaths, canonicalPath } from './alternates'
import { legacyRedirectTarget } from './legacy-redirects'
import { localiseHref, parsePathname, routePath } from './site-path'

describe('reading a site address', () => {
  it('/ and /{locale} are the home page', () => {
    expect(parsePathname('/')).toEqual({ locale: 'en-gb', prefix: '', route: { kind: 'home' } })
    expect(parsePathname('/en-us')).toEqual({ locale: 'en-us', prefix: '/en-us', route: { kind: 'home' } })
    expect(parsePathname('/en-gb/')).toEqual({ locale: 'en-gb', prefix: '/en-gb', route: { kind: 'home' } })
  })
  it('pages, resources and browse paths are slugs of the pages collection, in any case', () => {
    expect(parsePathname('/Pricing').route).toEqual({ kind: 'page', slug: 'pricing' })
    expect(parsePathname('/en-za/resource/grapheme-mat').route).toEqual({ kind: 'page', slug: 'resource/grapheme-mat' })
    expect(parsePathname('/browse/phonics/phase-2').route).toEqual({ kind: 'page', slug: 'browse/phonics/phase-2' })
  })
  it('Login and Logout are routes of their own', () => {
    expect(parsePathname('/login').route).toEqual({ kind: 'login' })
    expect(parsePathname('/en-au/logout').route).toEqual({ kind: 'logout' })
  })
  it('an unknown locale reads en-gb, unprefixed', () => {
    expect(parsePathname('/en-ca/about')).toEqual({ locale: 'en-gb', prefix: '', route: { kind: 'page', slug: 'about' } })
    expect(parsePathname('/EN-US/about')).toMatchObject({ locale: 'en-us', prefix: '/en-us' })
  })
  it('addresses that cannot be a page fail validation (a 404)', () => {
    expect(parsePathname('/resource/Bad%20Key!').route).toEqual({ kind: 'not-found' })
    expect(parsePathname('/home').route).toEqual({ kind: 'not-found' })
    expect(parsePathname('/login/again').route).toEqual({ kind: 'not-found' })
  })
  it('keeps site links under the reader’s prefix and leaves other links alone', () => {
    expect(localiseHref('/pricing#maths', '/en-us')).toBe('/en-us/pricing#maths')
    expect(localiseHref('/', '/en-za')).toBe('/en-za')
    expect(localiseHref('/pricing', '')).toBe('/pricing')
    expect(localiseHref('mailto:hello@inkwell.test', '/en-us')).toBe('mailto:hello@inkwell.test')
    expect(localiseHref('https://blog.inkwell.example/', '/en-us')).toBe('https://blog.inkwell.example/')
    expect(routePath({ kind: 'page', slug: 'about' })).toBe('/about')
  })
})

describe('canonical and alternate addresses', () => {
  it('en-gb’s canonical form has no prefix; the others do', () => {
    expect(canonicalPath('en-gb', '/about')).toBe('/about')
    expect(canonicalPath('en-us', '/')).toBe('/en-us')
  })
  it('every locale and x-default are alternates', () => {
    expect(alternatePaths('/pricing')).toEqual({
      'en-GB': '/pricing',
      'en-AU': '/en-au/pricing',
      'en-IE': '/en-ie/pricing',
      'en-IN': '/en-in/pricing',
      'en-NZ': '/en-nz/pricing',
      'en-US': '/en-us/pricing',
      'en-ZA': '/en-za/pricing',
      'x-default': '/pricing',
    })
  })
})

describe('legacy redirects', () => {
  it('map the table at the root, trailing slash removed first', () => {
    expect(legacyRedirectTarget('/index.html')).toBe('/')
    expect(legacyRedirectTarget('/teaching-resources.html/')).toBe('/browse/')
    expect(legacyRedirectTarget('/leagues.html')).toBe('/leagues/')
    expect(legacyRedirectTarget('/privacy.html')).toBe('/privacy')
  })
  it('map under each legacy prefix, leagues and about without a trailing slash', () => {
    expect(legacyRedirectTarget('/en-gb/teaching-resources.html')).toBe('/en-gb/browse/')
    expect(legacyRedirectTarget('/en/about.html')).toBe('/en/about')
    expect(legacyRedirectTarget('/en-us/leagues.html/')).toBe('/en-us/leagues')
    expect(legacyRedirectTarget('/en-nz/index.html')).toBe('/en-nz')
  })
  it('leave everything else alone, including prefixes the table does not name', () => {
    expect(legacyRedirectTarget('/about')).toBeNull()
    expect(legacyRedirectTarget('/en-za/about.html')).toBeNull()
    expect(legacyRedirectTarget('/en-in/about.html')).toBeNull()
    expect(legacyRedirectTarget('/fr/about.html')).toBeNull()
  })
})
