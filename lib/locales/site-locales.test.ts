import { describe, expect, it } from 'vitest'
import { countryFromHeaders, localeForCountry, looksLikeLocale, resolveSiteLocale, SITE_LOCALE_INFO, SITE_LOCALES } from './site-locales'

describe('site locales', () => {
  it('are the seven English regions with en-gb first (the default)', () => {
    expect(SITE_LOCALES).toEqual(['en-gb', 'en-au', 'en-ie', 'en-in', 'en-nz', 'en-us', 'en-za'])
  })
  it('carry the currency of spec section 9', () => {
    expect(SITE_LOCALES.map((l) => SITE_LOCALE_INFO[l].currency)).toEqual(['gbp', 'aud', 'eur', 'inr', 'nzd', 'usd', 'zar'])
  })
  it('derive iso and underscored forms from the code', () => {
    for (const locale of SITE_LOCALES) {
      const info = SITE_LOCALE_INFO[locale]
      expect(info.iso).toBe(`en-${info.country}`)
      expect(info.underscored).toBe(`en_${info.country}`)
      expect(info.code).toBe(locale)
    }
  })
  it('an unknown locale falls back to en-gb', () => {
    expect(resolveSiteLocale('en-ca')).toBe('en-gb')
    expect(resolveSiteLocale('fr-fr')).toBe('en-gb')
    expect(resolveSiteLocale(undefined)).toBe('en-gb')
  })
  it('any spelling of a known locale is understood', () => {
    expect(resolveSiteLocale('en-US')).toBe('en-us')
    expect(resolveSiteLocale('en_ZA')).toBe('en-za')
  })
  it('tells locale-shaped segments from page names', () => {
    expect(looksLikeLocale('en')).toBe(true)
    expect(looksLikeLocale('en-ca')).toBe(true)
    expect(looksLikeLocale('sen')).toBe(false)
    expect(looksLikeLocale('about')).toBe(false)
  })
  it('reads the viewer’s country from the first header that names one, GB otherwise', () => {
    expect(countryFromHeaders((name) => ({ 'cloudfront-viewer-country': 'za' })[name])).toBe('ZA')
    expect(countryFromHeaders((name) => ({ 'cf-ipcountry': 'XX' })[name])).toBe('GB')
    expect(countryFromHeaders(() => undefined)).toBe('GB')
  })
  it('suggests a locale for a country, the US site for Canada', () => {
    expect(localeForCountry('NZ')).toBe('en-nz')
    expect(localeForCountry('CA')).toBe('en-us')
    expect(localeForCountry('FR')).toBe('en-gb')
  })
})
