import {PRICE_CENTS, PRICE_LABEL} from '../../../src/config/site'
import {formatMoney} from '../../../src/lib/money'

describe('PRICE_LABEL', () => {
  it('is the price in cents as formatMoney shows a whole amount', () => {
    expect(PRICE_LABEL).toBe(formatMoney(PRICE_CENTS, {wholeWhenExact: true}))
  })
})
