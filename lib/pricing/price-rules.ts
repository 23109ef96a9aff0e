/**
 * Price rules of spec section 9, shared by the Pricing page and billing. Amounts are in minor units
 * (pence, cents) as the Price entity holds them; quantities are whole numbers of units (pupils, seats).
 *
 *   fixed      unit amount × quantity (a flat amount alone is the whole price)
 *   graduated  each band is billed at its own unit amount, plus the flat amount of every band reached
 *   volume     the whole quantity is priced by the one band it reaches
 *   per unit   the unit amount, or, when there is none, the flat amount divided by the quantity
 */
import { assertUnreachable } from '../api/errors'

export type PriceType = 'fixed' | 'graduated' | 'volume'

export type PriceTier = {
  /** The last unit this band covers; null means unlimited (the last band). */
  up_to: number | null
  unit_amount?: number | null
  flat_amount?: number | null
}

export type Price = {
  price_type: PriceType
  unit_amount?: number | null
  flat_amount?: number | null
  price_tiers?: PriceTier[] | null
}

function checkQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Quantity must be a whole number of units, not ${quantity}`)
}

/** Bands in order, the unlimited one last; a price whose bands do not cover every quantity is refused. */
export function sortedTiers(price: Price): PriceTier[] {
  const tiers = [...(price.price_tiers ?? [])].sort((a, b) => (a.up_to ?? Infinity) - (b.up_to ?? Infinity))
  if (tiers.length === 0) throw new RangeError(`A ${price.price_type} price needs at least one band`)
  if (tiers[tiers.length - 1].up_to !== null) throw new RangeError('The last band of a price must be unlimited (up_to: null)')
  return tiers
}

const amount = (value: number | null | undefined) => value ?? 0

/** The band a volume price charges the whole quantity at. */
export function tierForQuantity(price: Price, quantity: number): PriceTier {
  return sortedTiers(price).find((tier) => tier.up_to === null || quantity <= tier.up_to)!
}

/** What `quantity` units cost under `price`, in minor units. */
export function priceForQuantity(price: Price, quantity: number): number {
  checkQuantity(quantity)
  switch (price.price_type) {
    case 'fixed':
      return price.unit_amount != null ? price.unit_amount * quantity : quantity > 0 ? amount(price.flat_amount) : 0
    case 'graduated': {
      let total = 0
      let billedUpTo = 0
      for (const tier of sortedTiers(price)) {
        if (quantity <= billedUpTo) break
        const bandEnd = tier.up_to === null ? quantity : Math.min(quantity, tier.up_to)
        total += (bandEnd - billedUpTo) * amount(tier.unit_amount) + amount(tier.flat_amount)
        billedUpTo = bandEnd
      }
      return total
    }
    case 'volume': {
      if (quantity === 0) return 0
      const tier = tierForQuantity(price, quantity)
      return quantity * amount(tier.unit_amount) + amount(tier.flat_amount)
    }
    default:
      return assertUnreachable(price.price_type, 'price type')
  }
}

/**
 * What one unit costs at this quantity, in minor units (may be fractional). For fixed and volume prices
 * it is the charged band's unit amount, or its flat amount shared over the quantity when it has none;
 * graduated prices charge each band differently, so their per-unit price is the average.
 */
export function perUnitPrice(price: Price, quantity: number): number {
  checkQuantity(quantity)
  if (quantity === 0) throw new RangeError('A per-unit price needs at least one unit')
  switch (price.price_type) {
    case 'fixed':
      return price.unit_amount ?? amount(price.flat_amount) / quantity
    case 'volume': {
      const tier = tierForQuantity(price, quantity)
      return tier.unit_amount ?? amount(tier.flat_amount) / quantity
    }
    case 'graduated':
      return priceForQuantity(price, quantity) / quantity
    default:
      return assertUnreachable(price.price_type, 'price type')
  }
}
