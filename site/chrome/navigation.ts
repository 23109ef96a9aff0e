/**
 * The top navigation per region (spec 2.1): the About dropdown is hidden for en-us; en-us alone gets the
 * US curriculum pages and a top-level Free Resources link; everyone else gets Resources (/browse) and the
 * external Blog and Webinars links.
 */
import type { SiteLocale } from '../../lib/locales/site-locales'
import { EXTERNAL_LINKS } from './links'

export type NavLink = { key: string; href: string; external?: boolean }
export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'menu'; key: string; items: NavLink[] }

const US_ONLY_PROGRAMME: NavLink[] = [
  { key: 'core', href: '/core' },
  { key: 'supplemental', href: '/supplemental' },
  { key: 'intervention', href: '/intervention' },
  { key: 'standards', href: '/standards-alignment' },
]

export function navigationFor(locale: SiteLocale): NavItem[] {
  const us = locale === 'en-us'
  const about: NavItem = {
    kind: 'menu',
    key: 'about',
    items: [
      { key: 'aboutUs', href: '/about' },
      { key: 'training', href: '/training' },
      { key: 'technology', href: '/technology' },
      { key: 'remote', href: '/remote' },
      { key: 'dfe', href: '/dfe-validated-phonics-programme' },
      { key: 'comparison', href: '/comparison' },
      { key: 'curriculumLinks', href: '/curriculum-links' },
      { key: 'nurseryRhymeWeek', href: '/world-nursery-rhyme-week' },
      { key: 'ambassador', href: EXTERNAL_LINKS.ambassador, external: true },
      { key: 'helpCentre', href: EXTERNAL_LINKS.helpCentre, external: true },
      { key: 'merch', href: EXTERNAL_LINKS.merch, external: true },
    ],
  }
  const programme: NavItem = {
    kind: 'menu',
    key: 'programme',
    items: [
      { key: 'scheme', href: '/synthetic-phonics-teaching-scheme' },
      ...(us ? US_ONLY_PROGRAMME : []),
      { key: 'books', href: '/books' },
      { key: 'assessment', href: '/assessment' },
      { key: 'sen', href: '/sen' },
      { key: 'samples', href: '/samples' },
      { key: 'bundles', href: '/bundles' },
      { key: 'summerSchool', href: '/summer-school' },
      { key: 'book', href: '/book' },
    ],
  }
  return [
    ...(us ? [] : [about]),
    programme,
    { kind: 'link', key: 'pricing', href: '/pricing' },
    ...(us
      ? [{ kind: 'link', key: 'freeResources', href: '/free-resources' } as NavItem]
      : [
          { kind: 'link', key: 'resources', href: '/browse' } as NavItem,
          { kind: 'link', key: 'blog', href: EXTERNAL_LINKS.blog, external: true } as NavItem,
          { kind: 'link', key: 'webinars', href: EXTERNAL_LINKS.webinars, external: true } as NavItem,
        ]),
  ]
}

/** Footer quick links: the pages every region has. */
export function quickLinksFor(locale: SiteLocale): NavLink[] {
  return [
    { key: 'aboutUs', href: '/about' },
    { key: 'training', href: '/training' },
    { key: 'pricing', href: '/pricing' },
    { key: 'samples', href: '/samples' },
    locale === 'en-us' ? { key: 'freeResources', href: '/free-resources' } : { key: 'resources', href: '/browse' },
    { key: 'book', href: '/book' },
    { key: 'helpCentre', href: EXTERNAL_LINKS.helpCentre, external: true },
  ]
}
