import {centsFromDollars, dollarsFromCents, formatMoney} from '../../../src/lib/money'
import {PRICE_CENTS, PRICE_LABEL} from '../../../src/config/site'

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

  it('names another currency by its symbol', () => {
    expect(formatMoney(1234, {currency: 'EUR'})).toBe('€12.34')
  })
})
