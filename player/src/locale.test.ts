import { describe, expect, it } from 'vitest'
import { pickLocale } from './locale'

describe('pickLocale', () => {
  it('uses British English by default and for other English regions', () => {
    expect(pickLocale([])).toBe('en-GB')
    expect(pickLocale(['en-GB'])).toBe('en-GB')
    expect(pickLocale(['en-AU', 'en-US'])).toBe('en-GB')
    expect(pickLocale(['en'])).toBe('en-GB')
  })

  it('uses American English for US and Canadian browsers', () => {
    expect(pickLocale(['en-US'])).toBe('en-US')
    expect(pickLocale(['en-ca'])).toBe('en-US')
    expect(pickLocale(['fr-FR', 'en_US'])).toBe('en-US')
  })

  it('skips languages it has no words for', () => {
    expect(pickLocale(['de-DE', 'fr-CA'])).toBe('en-GB')
  })

  it('lets ?lang= win when it names a known locale', () => {
    expect(pickLocale(['en-GB'], 'en-us')).toBe('en-US')
    expect(pickLocale(['en-US'], 'klingon')).toBe('en-US')
  })
})
