import {randomBytes} from 'node:crypto'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {orderTotalsReady} from '../../../netlify/functions/_shared/order-totals'
import {checkOrderTotals} from '../../../netlify/functions/_shared/order-totals-check'

/**
 * A new site's first orders build the totals kept on the orders themselves (order-totals.ts): left for the coach's
 * first back-office view, that build would read every order sold by then, which at a popular coach's size is more
 * than a function's time allows. This file's store starts empty, and its first orders are written at once.
 */
describe('the totals of a young store', () => {
  it('are built by its first orders, written at once, and agree with a count of every order', async () => {
    expect(await orderTotalsReady()).toBe(false)
    const now = new Date()
    await Promise.all(
      Array.from({length: 12}, (_, n) =>
        recordOrder(
          {
            provider: 'stripe',
            providerId: `pi_young_${randomBytes(6).toString('hex')}`,
            amountCents: 3700,
            currency: 'USD',
            coupon: n % 4 === 0 ? 'SAVE10' : null,
            email: null,
          },
          now,
        ),
      ),
    )
    expect(await orderTotalsReady()).toBe(true)
    // Then the orders of a day, one at a time, each counted as it is written.
    for (let n = 0; n < 5; n += 1)
      await recordOrder(
        {
          provider: 'stripe',
          providerId: `pi_young_later_${n}`,
          amountCents: 3700,
          currency: 'USD',
          coupon: null,
          email: null,
        },
        now,
      )
    // The nightly check counts every order and compares: no drift to correct.
    expect(await checkOrderTotals(now)).toMatchObject({corrected: [], drift: {}})
  }, 60_000)
})
