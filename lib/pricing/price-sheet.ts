/**
 * Every figure the Pricing page shows for one price region, computed from the constants of spec 9 with
 * the price rules: a classroom of Premium is a fixed per-pupil price times the pupils per classroom, and
 * the Teacher plan's per-pupil figure is its flat price shared over a full classroom.
 */
import type { PriceRegion } from '../locales/site-locales'
import { perUnitPrice, priceForQuantity } from './price-rules'
import { REGIONAL_PRICES, type Currency, type PhonicsCosts, type ProductPrices } from './regional-prices'

export type ProductSheet = ProductPrices & {
  /** The Teacher plan per pupil, for a full classroom (minor units, may be fractional). */
  teacherPerPupil: number
  /** Premium for a full classroom, per year. */
  premiumClassroom: number
}

export type PhonicsItem = { key: 'decodable1' | 'decodable2' | 'pack1' | 'pack2' | 'digital'; amount: number }

export type PriceSheet = {
  currency: Currency
  pupilsPerClassroom: number
  spelling: ProductSheet
  maths: ProductSheet
  phonics: { currency: Currency; plusVat: boolean; digitalPer: PhonicsCosts['digitalPer']; items: PhonicsItem[] }
}

function productSheet(prices: ProductPrices, pupils: number): ProductSheet {
  return {
    ...prices,
    teacherPerPupil: perUnitPrice({ price_type: 'fixed', flat_amount: prices.teacher }, pupils),
    premiumClassroom: priceForQuantity({ price_type: 'fixed', unit_amount: prices.premium }, pupils),
  }
}

export function priceSheet(region: PriceRegion): PriceSheet {
  const prices = REGIONAL_PRICES[region]
  const pupils = prices.pupilsPerClassroom
  const phonics = prices.phonics
  return {
    currency: prices.currency,
    pupilsPerClassroom: pupils,
    spelling: productSheet(prices.spelling, pupils),
    maths: productSheet(prices.maths, pupils),
    phonics: {
      currency: phonics.currency,
      plusVat: phonics.plusVat,
      digitalPer: phonics.digitalPer,
      items: (['decodable1', 'decodable2', 'pack1', 'pack2', 'digital'] as const).map((key) => ({ key, amount: phonics[key] })),
    },
  }
}
