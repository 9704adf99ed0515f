import type {Config} from '@netlify/functions'
import {json, withErrors} from './_shared/http'
import {checkOrderTotals} from './_shared/order-totals-check'

/**
 * Daily: compares the running totals kept on the orders (revenue, this week's sales and refunds, coupon uses) with a
 * count over every order and corrects a drift seen the same on two checks in a row (order-totals-check.ts).
 */
export default withErrors(async () => {
  const check = await checkOrderTotals(new Date())
  console.log('check-order-totals', JSON.stringify(check ?? {built: false}))
  return json(200, check ?? {built: false})
})

// A literal: Netlify reads the schedule from the source without running it.
export const config: Config = {schedule: '@daily'}
