/**
 * Per-locale prices and limits of spec section 9, in minor units of each region's currency.
 * HK, IN, PK and CA read the US row (dollars). Maths mirrors spelling except the South African app.
 */
import type { PriceRegion } from '../locales/site-locales'

export type Currency = 'gbp' | 'usd' | 'aud' | 'eur' | 'nzd' | 'zar'

export type ProductPrices = {
  /** A parent's or learner's own subscription, per year. */
  personal: number
  /** One teacher's classroom licence, per year. */
  teacher: number
  /** Premium, per pupil per year. */
  premium: number
  /** The app, one-off. */
  app: number
}

export type PhonicsCosts = {
  currency: Currency
  decodable1: number
  decodable2: number
  pack1: number
  pack2: number
  /** Digital practice, per year: per pupil where prices are in pounds, per school in South Africa. */
  digital: number
  digitalPer: 'pupil' | 'school'
  /** Whether prices are quoted plus VAT (every region but South Africa). */
  plusVat: boolean
}

export type RegionalPrices = {
  currency: Currency
  spelling: ProductPrices
  maths: ProductPrices
  pupilsPerClassroom: number
  phonics: PhonicsCosts
}

const GBP_PHONICS: PhonicsCosts = {
  currency: 'gbp',
  decodable1: 176_00,
  decodable2: 115_00,
  pack1: 750_00,
  pack2: 750_00,
  digital: 2_00,
  digitalPer: 'pupil',
  plusVat: true,
}
const ZAR_PHONICS: PhonicsCosts = {
  currency: 'zar',
  decodable1: 2800_00,
  decodable2: 2000_00,
  pack1: 13000_00,
  pack2: 13000_00,
  digital: 3000_00,
  digitalPer: 'school',
  plusVat: false,
}

const region = (
  currency: Currency,
  spelling: ProductPrices,
  pupilsPerClassroom: number,
  mathsApp = spelling.app,
  phonics = GBP_PHONICS,
): RegionalPrices => ({
  currency,
  spelling,
  maths: { ...spelling, app: mathsApp },
  pupilsPerClassroom,
  phonics,
})

export const REGIONAL_PRICES: Record<PriceRegion, RegionalPrices> = {
  GB: region('gbp', { personal: 32_50, teacher: 66_50, premium: 2_00, app: 2_99 }, 36),
  US: region('usd', { personal: 62_50, teacher: 140_00, premium: 5_00, app: 2_99 }, 28),
  AU: region('aud', { personal: 134_98, teacher: 210_00, premium: 7_50, app: 4_49 }, 28),
  IE: region('eur', { personal: 74_99, teacher: 170_00, premium: 4_75, app: 3_49 }, 36),
  NZ: region('nzd', { personal: 74_99, teacher: 224_00, premium: 8_00, app: 4_49 }, 28),
  ZA: region('zar', { personal: 1250_00, teacher: 3060_00, premium: 85_00, app: 70_00 }, 36, 75_00, ZAR_PHONICS),
}

/** Minor units per major unit: every currency here has two decimal places. */
export const MINOR_UNITS = 100
