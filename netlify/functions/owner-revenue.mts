import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {RevenueQuery} from '../../src/lib/api-contract/owner.schema'
import {answer, validate, withErrors} from './_shared/http'
import {ensureOrderTotals} from './_shared/order-totals'
import {coachTimeZone} from './_shared/owner/coach-time-zone'
import {guardOwnerRequest} from './_shared/owner/guard'
import {revenueReportFor} from './_shared/revenue-totals'

/**
 * Revenue of a period (`?period=<preset>` or `?from=yyyy-MM-dd&to=yyyy-MM-dd`, default the last 30
 * days; calendar days in the coach's time zone), by day, week or month and by coupon, with refunds, disputes and
 * the providers' fees, from the running totals of the period's months (revenue-totals.ts; built
 * from the orders by the first view, order-totals.ts). A malformed, reversed or
 * over-long period answers 400 saying what is wrong.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerRevenue)
  if (guard.response) return guard.response
  const query = validate(RevenueQuery, Object.fromEntries(new URL(req.url).searchParams))
  if (query.response) return query.response
  const now = new Date()
  await ensureOrderTotals(now)
  return answer(API.ownerRevenue, 'GET', 200, await revenueReportFor(query.data, now, coachTimeZone()))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/revenue', method: 'GET'}
