import {centsFromDollars, dollarsFromCents, formatMoney, PRICE_LABEL} from '../../../src/lib/money'
import {PRICE_CENTS} from '../../../src/config/site'

describe('money: integer cents, one conversion, one formatter', () => {
  it('converts dollars as typed to whole cents and back', () => {
    expect([
      centsFromDollars(10),
      centsFromDollars(12.5),
      centsFromDollars(0.1 + 0.2),
      centsFromDollars(19.99),
    ]).toEqual([1000, 1250, 30, 1999])
    expect([dollarsFromCents(3700), dollarsFromCents(1050), dollarsFromCents(5)]).toEqual([37, 10.5, 0.05])
  })

  it('formats an amount with two decimals, a negative one with the sign first', () => {
    expect([formatMoney(4700), formatMoney(5), formatMoney(-150), formatMoney(0)]).toEqual([
      '$47.00',
      '$0.05',
      '-$1.50',
      '$0.00',
    ])
  })

  it('words a whole amount without cents when asked (a saving, the price on a button)', () => {
    expect(formatMoney(1000, {wholeWhenExact: true})).toBe('$10')
    expect(formatMoney(1050, {wholeWhenExact: true})).toBe('$10.50')
    expect(PRICE_LABEL).toBe(formatMoney(PRICE_CENTS, {wholeWhenExact: true}))
    expect(PRICE_LABEL).toBe('$37')
  })

  it('writes US dollars exactly as Intl.NumberFormat does in en-US, without constructing one', () => {
    const intl = (wholeWhenExact: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        ...(wholeWhenExact ? {trailingZeroDisplay: 'stripIfInteger'} : {}),
      })
    const amounts = [0, 1, 99, 100, 101, 999_999, 100_000_000, 123_456_789_012, -1, -100, -3700, -123_456_789]
    for (let cents = -250_000; cents <= 250_000; cents += 37) amounts.push(cents)
    for (const wholeWhenExact of [false, true]) {
      const reference = intl(wholeWhenExact)
      const mismatches = amounts.filter(
        (cents) => formatMoney(cents, {wholeWhenExact}) !== reference.format(dollarsFromCents(cents)),
      )
      expect(mismatches).toEqual([])
    }
  })

  it('names another currency by its symbol', () => {
    expect(formatMoney(1234, {currency: 'EUR'})).toBe('€12.34')
  })
})
