import { describe, expect, it } from 'vitest'
import { decode, graphemeTable, parsePhonemes } from './decodability'
import { findLemma } from './inflections'

describe('decodability from CMU phonemes', () => {
  it('reads stress apart from the phoneme', () => {
    expect(parsePhonemes('K AE1 T')).toEqual({ base: ['K', 'AE', 'T'], stress: [null, 1, null] })
  })
  it('words of the basic code are Decodable, cut into graphemes', () => {
    expect(decode('cat', 'K AE1 T')).toEqual({ category: 'Decodable', graphemes: ['c', 'a', 't'], irregular: 0 })
    expect(decode('ship', 'SH IH1 P').graphemes).toEqual(['sh', 'i', 'p'])
    expect(decode('night', 'N AY1 T').graphemes).toEqual(['n', 'igh', 't'])
    expect(decode('queen', 'K W IY1 N').category).toBe('Decodable')
  })
  it('alternative spellings, split digraphs and schwa make a word Eventually Decodable', () => {
    expect(decode('make', 'M EY1 K')).toMatchObject({ category: 'Eventually Decodable', graphemes: ['m', 'a', 'k', 'e'] })
    expect(decode('play', 'P L EY1').category).toBe('Eventually Decodable')
    expect(decode('station', 'S T EY1 SH AH0 N').graphemes).toEqual(['s', 't', 'a', 'tion'])
  })
  it('one or two irregular correspondences make it Partially Decodable; more leave it unknown', () => {
    expect(decode('friend', 'F R EH1 N D')).toMatchObject({ category: 'Partially Decodable', irregular: 1 })
    expect(decode('one', 'W AH1 N').category).toBe('Partially Decodable')
    expect(decode('said', 'S EH1 D').category).toBeNull()
  })
  it('leaves words it cannot read unknown', () => {
    expect(decode('cat', '').category).toBeNull()
    expect(decode("don't", 'D OW1 N T').category).toBeNull()
  })
  it('offers its grapheme table for letter tiles, basic code first', () => {
    const table = graphemeTable()
    expect(table[0].tier).toBe('basic')
    expect(table.find((t) => t.grapheme === 'ph')).toEqual({ grapheme: 'ph', phonemes: ['F'], tier: 'extended' })
  })
})

describe('inflections', () => {
  const lemmas = new Map<string, string>([
    ['ability', 'noun'],
    ['stop', 'verb'],
    ['make', 'verb'],
    ['big', 'adjective'],
    ['new', 'adjective'],
    ['box', 'noun'],
  ])
  const isLemma = (word: string, kind: string) => {
    const pos = lemmas.get(word)
    return pos !== undefined && (kind === 'noun-or-verb' ? pos === 'noun' || pos === 'verb' : pos === kind)
  }
  it('finds the base of regular inflections', () => {
    expect(findLemma('abilities', isLemma)).toEqual({ base: 'ability', form: 'plural or third-person form' })
    expect(findLemma('stopped', isLemma)).toEqual({ base: 'stop', form: 'past tense' })
    expect(findLemma('making', isLemma)).toEqual({ base: 'make', form: '-ing form' })
    expect(findLemma('biggest', isLemma)).toEqual({ base: 'big', form: 'superlative' })
    expect(findLemma('boxes', isLemma)).toEqual({ base: 'box', form: 'plural or third-person form' })
  })
  it('needs the base to be the right part of speech: news is not the plural of new', () => {
    expect(findLemma('news', isLemma)).toBeNull()
    expect(findLemma('table', isLemma)).toBeNull()
  })
})
