/** Every page the marketing site seeds, in the order editors see them in /admin. */
import { about, nurseryRhymeWeek, remote, technology, training } from './pages/company'
import { home } from './pages/home'
import { pricing } from './pages/pricing'
import {
  assessment, book, books, bundles, comparison, core, curriculumLinks, dfe, intervention, samples, scheme, sen, standards, summerSchool, supplemental,
} from './pages/programme'
import {
  browse, browseMaths, browsePhonics, browseReading, browseSpelling, freeResources, graphemeMat, numberBonds, nurseryRhymePack, planningPack,
  resourceIndex, soundButtons, spellingGrid,
} from './pages/resources'
import type { PageSource } from './types'

export type { PageSource } from './types'

export const MARKETING_PAGES: PageSource[] = [
  home, about, assessment, book, books, browse, bundles, comparison, core, curriculumLinks, dfe, freeResources, intervention, pricing, remote,
  samples, sen, standards, summerSchool, supplemental, scheme, technology, training, nurseryRhymeWeek,
  browsePhonics, browseSpelling, browseMaths, browseReading,
  resourceIndex, graphemeMat, soundButtons, spellingGrid, numberBonds, nurseryRhymePack, planningPack,
]
