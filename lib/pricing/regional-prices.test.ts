import { describe, expect, it } from 'vitest'
import { SITE_LOCALE_INFO, SITE_LOCALES } from '../locales/site-locales'
import { formatMoney } from './format-money'
import { REGIONAL_PRICES } from './regional-prices'

describe('per-locale prices of spec section 9', () => {
  it('quote each region in its own currency', () => {
    expect(REGIONAL_PRICES.GB.spelling).toEqual({ personal: 3250, teacher: 6650, premium: 200, app: 299 })
    expect(REGIONAL_PRICES.US.spelling).toEqual({ personal: 6250, teacher: 14000, premium: 500, app: 299 })
    expect(REGIONAL_PRICES.AU.spelling).toEqual({ personal: 13498, teacher: 21000, premium: 750, app: 449 })
    expect(REGIONAL_PRICES.IE.spelling).toEqual({ personal: 7499, teacher: 17000, premium: 475, app: 349 })
    expect(REGIONAL_PRICES.NZ.spelling).toEqual({ personal: 7499, teacher: 22400, premium: 800, app: 449 })
    expect(REGIONAL_PRICES.ZA.spelling).toEqual({ personal: 125000, teacher: 306000, premium: 8500, app: 7000 })
  })
  it('mirror spelling for maths, except the South African app', () => {
    for (const region of ['GB', 'US', 'AU', 'IE', 'NZ'] as const)
      expect(REGIONAL_PRICES[region].maths).toEqual(REGIONAL_PRICES[region].spelling)
    expect(REGIONAL_PRICES.ZA.maths.app).toBe(7500)
  })
  it('count 36 pupils a classroom in GB, IE and ZA and 28 elsewhere', () => {
    expect([REGIONAL_PRICES.GB, REGIONAL_PRICES.IE, REGIONAL_PRICES.ZA].map((r) => r.pupilsPerClassroom)).toEqual([36, 36, 36])
    expect([REGIONAL_PRICES.US, REGIONAL_PRICES.AU, REGIONAL_PRICES.NZ].map((r) => r.pupilsPerClassroom)).toEqual([28, 28, 28])
  })
  it('price phonics in pounds plus VAT, except in rand without VAT in South Africa', () => {
    expect(REGIONAL_PRICES.GB.phonics).toMatchObject({
      currency: 'gbp',
      decodable1: 17600,
      decodable2: 11500,
      pack1: 75000,
      pack2: 75000,
      digital: 200,
      plusVat: true,
    })
    expect(REGIONAL_PRICES.US.phonics.currency).toBe('gbp')
    expect(REGIONAL_PRICES.ZA.phonics).toMatchObject({
      currency: 'zar',
      decodable1: 280000,
      decodable2: 200000,
      pack1: 1300000,
      pack2: 1300000,
      digital: 300000,
      plusVat: false,
    })
  })
  it('give India the US values in dollars', () => {
    expect(SITE_LOCALE_INFO['en-in'].priceRegion).toBe('US')
  })
  it('every site locale has a price region', () => {
    for (const locale of SITE_LOCALES) expect(REGIONAL_PRICES[SITE_LOCALE_INFO[locale].priceRegion]).toBeDefined()
  })
})

describe('money as visitors read it', () => {
  it('shows pence only when there are some', () => {
    expect(formatMoney(3250, 'gbp', 'en-GB')).toBe('£32.50')
    expect(formatMoney(75000, 'gbp', 'en-GB')).toBe('£750')
  })
  it('follows each region’s own conventions', () => {
    expect(formatMoney(14000, 'usd', 'en-US')).toBe('$140')
    expect(formatMoney(306000, 'zar', 'en-ZA').replace(/\s/g, ' ')).toBe('R 3 060')
  })
})
