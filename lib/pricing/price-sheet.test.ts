import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money'
import { priceSheet } from './price-sheet'

describe('the Pricing page figures', () => {
  it('price a classroom of Premium as the per-pupil price times the pupils per classroom', () => {
    expect(priceSheet('GB').spelling.premiumClassroom).toBe(200 * 36)
    expect(priceSheet('US').maths.premiumClassroom).toBe(500 * 28)
    expect(priceSheet('ZA').spelling.premiumClassroom).toBe(8500 * 36)
  })
  it('share the Teacher plan over a full classroom', () => {
    const gb = priceSheet('GB').spelling
    expect(formatMoney(gb.teacherPerPupil, 'gbp', 'en-GB')).toBe('£1.85')
    expect(priceSheet('NZ').spelling.teacherPerPupil).toBeCloseTo(22400 / 28)
  })
  it('show the South African maths app at R75 and the spelling app at R70', () => {
    const za = priceSheet('ZA')
    expect(za.maths.app).toBe(7500)
    expect(za.spelling.app).toBe(7000)
  })
  it('list phonics in pounds plus VAT, or in rand with no VAT in South Africa', () => {
    expect(priceSheet('AU').phonics).toMatchObject({ currency: 'gbp', plusVat: true, digitalPer: 'pupil' })
    expect(priceSheet('ZA').phonics).toMatchObject({ currency: 'zar', plusVat: false })
    expect(priceSheet('ZA').phonics.items.map((i) => i.amount)).toEqual([280000, 200000, 1300000, 1300000, 300000])
  })
})
