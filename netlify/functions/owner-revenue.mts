import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {OWNER_WEEKS_SHOWN} from '../../src/config/owner'
import {revenueReport} from '../../src/features/owner/logic/revenue'
import {json, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {listOrders, ownerView} from './_shared/owner/sources'

/** Revenue by week and by coupon, with refunds and disputes. */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerRevenue)
  if (guard.response) return guard.response
  const orders = (await listOrders()).map(ownerView)
  return json(200, revenueReport(orders, new Date(), OWNER_WEEKS_SHOWN))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/revenue', method: 'GET'}
