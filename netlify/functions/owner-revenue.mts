import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {RevenueQuery} from '../../src/lib/api-contract/owner.schema'
import {firstPaidAt, revenueReport} from '../../src/features/owner/logic/revenue'
import {resolvePeriod} from '../../src/features/owner/logic/revenue-period'
import {json, validate, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {listOrders, ownerView} from './_shared/owner/sources'

/**
 * Revenue of a period (issue 32: `?period=<preset>` or `?from=yyyy-MM-dd&to=yyyy-MM-dd`, default the last 30
 * days), by day, week or month and by coupon, with refunds, disputes and the providers' fees. A malformed, reversed
 * or over-long period answers 400 saying what is wrong.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerRevenue)
  if (guard.response) return guard.response
  const query = validate(RevenueQuery, Object.fromEntries(new URL(req.url).searchParams))
  if (query.response) return query.response
  const orders = (await listOrders()).map(ownerView)
  return json(200, revenueReport(orders, resolvePeriod(query.data, new Date(), firstPaidAt(orders))))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/revenue', method: 'GET'}
