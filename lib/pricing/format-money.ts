/** Money for display: whole amounts without decimals (R1 250, £750), others with two (£32.50). */
import { MINOR_UNITS, type Currency } from './regional-prices'

const formatters = new Map<string, Intl.NumberFormat>()

export function formatMoney(minorUnits: number, currency: Currency, iso: string): string {
  const major = minorUnits / MINOR_UNITS
  const whole = Math.abs(major - Math.round(major)) < 1e-9
  const key = `${iso}|${currency}|${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(iso, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(whole ? Math.round(major) : major)
}
