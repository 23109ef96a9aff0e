import { describe, expect, it } from 'vitest'
import { spellingSeedData } from './spelling'

/** The committed seed/data/spelling.json (built by scripts/build-dictionary.ts) holds what issue 5 asks of it. */
describe('the spelling seed data', () => {
  const data = spellingSeedData()
  const byKey = new Map(data.words.map((w) => [w.k, w]))

  it('has at least 3,000 en_GB spellings, each entry with a definition or an example sentence, keys unique', () => {
    expect(new Set(data.words.filter((w) => w.l === 'en_GB').map((w) => w.w)).size).toBeGreaterThanOrEqual(3000)
    expect(data.words.filter((w) => !w.d && !w.s)).toEqual([])
    expect(byKey.size).toBe(data.words.length)
  })
  it('pairs British and American spellings both ways (colour ↔ color)', () => {
    expect(byKey.get('en_GB:colour:1')?.v).toBe('en_US:color:1')
    for (const w of data.words.filter((e) => e.v)) expect(byKey.get(w.v!)?.v).toBe(w.k)
  })
  it('keeps homographs as several entries with different meanings', () => {
    const light = data.words.filter((w) => w.l === 'en_GB' && w.w === 'light')
    expect(light.length).toBeGreaterThan(1)
    expect(new Set(light.map((w) => w.d)).size).toBe(light.length)
  })
  it('gives phonemes in CMU ARPAbet and categories from the allowed set, or none', () => {
    const categories = new Set(['HFW', 'Decodable', 'Partially Decodable', 'Eventually Decodable', null])
    for (const w of data.words) {
      expect(categories.has(w.c)).toBe(true)
      if (w.p) expect(w.p).toMatch(/^[A-Z]{1,2}[0-2]?( [A-Z]{1,2}[0-2]?)*$/)
      if (w.g) expect(w.g.split('|').join('')).toBe(w.w)
    }
  })
  it('has a scheme of weekly lists for six stages in GB and US variants, every word in the dictionary', () => {
    const [scheme] = data.schemes
    expect(scheme.variants.map((v) => [v.variant, v.locale, v.stages.length])).toEqual([
      ['gb', 'en_GB', 6],
      ['us', 'en_US', 6],
    ])
    for (const variant of scheme.variants) {
      for (const stage of variant.stages) {
        expect(stage.lists.length).toBeGreaterThanOrEqual(5)
        for (const list of stage.lists) {
          expect(list.words.length).toBeGreaterThanOrEqual(6)
          for (const key of list.words) expect(byKey.has(key)).toBe(true)
        }
      }
    }
    const usWords = scheme.variants[1].stages.flatMap((s) => s.lists.flatMap((l) => l.words)).map((k) => byKey.get(k)!)
    expect(usWords.some((w) => w.l === 'en_US')).toBe(true)
  })
})
