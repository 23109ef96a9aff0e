import { describe, expect, it } from 'vitest'
import { perUnitPrice, priceForQuantity, type Price } from './price-rules'

const graduated: Price = {
  price_type: 'graduated',
  price_tiers: [
    { up_to: 10, unit_amount: 500 },
    { up_to: 50, unit_amount: 400, flat_amount: 1000 },
    { up_to: null, unit_amount: 300 },
  ],
}
const volume: Price = { ...graduated, price_type: 'volume' }

describe('fixed prices', () => {
  it('charge the unit amount for every unit', () => {
    expect(priceForQuantity({ price_type: 'fixed', unit_amount: 200 }, 36)).toBe(7200)
  })
  it('charge a flat amount once when there is no unit amount', () => {
    expect(priceForQuantity({ price_type: 'fixed', flat_amount: 6650 }, 36)).toBe(6650)
    expect(priceForQuantity({ price_type: 'fixed', flat_amount: 6650 }, 0)).toBe(0)
  })
  it('cost nothing for no units', () => {
    expect(priceForQuantity({ price_type: 'fixed', unit_amount: 200 }, 0)).toBe(0)
  })
})

describe('graduated prices', () => {
  it('bill each band at its own unit amount', () => {
    expect(priceForQuantity(graduated, 5)).toBe(2500)
    expect(priceForQuantity(graduated, 10)).toBe(5000)
  })
  it('add the flat amount of every band the quantity reaches', () => {
    // 10 × 500 + (1 × 400 + 1000)
    expect(priceForQuantity(graduated, 11)).toBe(6400)
    // 10 × 500 + (40 × 400 + 1000) + 10 × 300
    expect(priceForQuantity(graduated, 60)).toBe(25000)
  })
  it('accept bands in any order', () => {
    const shuffled: Price = { ...graduated, price_tiers: [...graduated.price_tiers!].reverse() }
    expect(priceForQuantity(shuffled, 60)).toBe(25000)
  })
})

describe('volume prices', () => {
  it('price the whole quantity by the band it reaches', () => {
    expect(priceForQuantity(volume, 10)).toBe(5000)
    expect(priceForQuantity(volume, 11)).toBe(11 * 400 + 1000)
    expect(priceForQuantity(volume, 60)).toBe(60 * 300)
  })
  it('cost nothing for no units', () => {
    expect(priceForQuantity(volume, 0)).toBe(0)
  })
})

describe('per-unit prices', () => {
  it('are the unit amount when there is one', () => {
    expect(perUnitPrice({ price_type: 'fixed', unit_amount: 475 }, 28)).toBe(475)
    expect(perUnitPrice(volume, 60)).toBe(300)
  })
  it('share the flat amount over the quantity when there is no unit amount', () => {
    expect(perUnitPrice({ price_type: 'fixed', flat_amount: 6650 }, 35)).toBe(190)
    expect(perUnitPrice({ price_type: 'volume', price_tiers: [{ up_to: null, flat_amount: 9000 }] }, 30)).toBe(300)
  })
  it('average a graduated price over the quantity', () => {
    expect(perUnitPrice(graduated, 60)).toBeCloseTo(25000 / 60)
  })
  it('need at least one unit', () => {
    expect(() => perUnitPrice({ price_type: 'fixed', flat_amount: 100 }, 0)).toThrow(RangeError)
  })
})

describe('prices that cannot be charged', () => {
  it('an unknown price type raises the unreachable-case error', () => {
    expect(() => priceForQuantity({ price_type: 'banded' as never, unit_amount: 1 }, 3)).toThrow(
      'Unreachable case: unexpected price type "banded"',
    )
    expect(() => perUnitPrice({ price_type: 'tiered' as never }, 3)).toThrow('Unreachable case')
  })
  it('tiered prices need an unlimited last band', () => {
    expect(() => priceForQuantity({ price_type: 'volume', price_tiers: [{ up_to: 10, unit_amount: 1 }] }, 3)).toThrow(/unlimited/)
    expect(() => priceForQuantity({ price_type: 'graduated', price_tiers: [] }, 3)).toThrow(/at least one band/)
  })
  it('quantities are whole, non-negative numbers', () => {
    expect(() => priceForQuantity({ price_type: 'fixed', unit_amount: 1 }, -1)).toThrow(RangeError)
    expect(() => priceForQuantity({ price_type: 'fixed', unit_amount: 1 }, 1.5)).toThrow(RangeError)
  })
})
