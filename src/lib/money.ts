import {PRICE_CENTS} from '../config/site'
/**
 * Money is integer cents everywhere: orders, coupons, totals and reports. Dollars exist only where people
 * type or read them (the coach's `COUPONS` setting, the coupon and payment answers on the wire), and they
 * cross into cents or out of them through these two functions; every amount shown goes through `formatMoney`.
 */
export type Cents = number

/** Dollars as typed ("10", 12.5) to whole cents. */
export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100)

/** Cents as dollars for an answer that speaks dollars (1050 → 10.5). */
export const dollarsFromCents = (cents: Cents): number => cents / 100

type MoneyFormat = {
  /** ISO 4217 code; the site sells in US dollars. */
  currency?: string
  /** "$10" rather than "$10.00" for a whole amount (a saving in a sentence, the price on a button). */
  wholeWhenExact?: boolean
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string, wholeWhenExact: boolean) {
  const key = `${currency}:${wholeWhenExact}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(wholeWhenExact ? {trailingZeroDisplay: 'stripIfInteger'} : {}),
    })
    formatters.set(key, formatter)
  }
  return formatter
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/**
 * US dollars as Intl writes them in en-US ("-$1,234.50"), written out: a page's first Intl.NumberFormat loads
 * ICU's currency data, ~13 ms of main thread (four times that on a phone) while the checkout hydrates
 * (docs/performance.md). `tests/unit/lib/money.test.ts` holds it to Intl.NumberFormat's output over a range of amounts.
 */
function formatUsd(cents: Cents, wholeWhenExact: boolean) {
  const whole = Math.round(Math.abs(cents))
  const sign = cents < 0 ? '-' : ''
  const dollars = String(Math.floor(whole / 100)).replace(THOUSANDS, ',')
  const rest = whole % 100
  return wholeWhenExact && rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`
}

/** An amount in cents for people: 3700 → "$37.00", -150 → "-$1.50", {wholeWhenExact} 1000 → "$10". */
export const formatMoney = (cents: Cents, {currency = 'USD', wholeWhenExact = false}: MoneyFormat = {}) =>
  currency === 'USD'
    ? formatUsd(cents, wholeWhenExact)
    : formatterFor(currency, wholeWhenExact).format(dollarsFromCents(cents))

/** Whole-dollar price for button labels ('Get Toolkit - $37'); formatMoney writes US dollars without Intl (docs/performance.md). */
export const PRICE_LABEL = formatMoney(PRICE_CENTS, {wholeWhenExact: true})
