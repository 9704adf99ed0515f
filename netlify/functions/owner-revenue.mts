import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {RevenueQuery} from '../../src/lib/api-contract/owner.schema'
import {DEFAULT_COACH_TIME_ZONE} from '../../src/config/owner'
import {isValidTimeZone} from '../../src/lib/time-zones'
import {optionalEnv} from './_shared/env'
import {answer, validate, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {revenueReportFor} from './_shared/revenue-totals'

/**
 * The coach's time zone (COACH_TIME_ZONE); UTC without one. An invalid name also reads as UTC, and the report says
 * which zone it used (the Setup page and the preflight name the invalid setting).
 */
function coachTimeZone(): string {
  const zone = optionalEnv('COACH_TIME_ZONE')?.trim()
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_COACH_TIME_ZONE
}

/**
 * Revenue of a period (`?period=<preset>` or `?from=yyyy-MM-dd&to=yyyy-MM-dd`, default the last 30
 * days; calendar days in the coach's time zone), by day, week or month and by coupon, with refunds, disputes and
 * the providers' fees, from the running totals of the period's months (revenue-totals.ts). A malformed, reversed or
 * over-long period answers 400 saying what is wrong.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerRevenue)
  if (guard.response) return guard.response
  const query = validate(RevenueQuery, Object.fromEntries(new URL(req.url).searchParams))
  if (query.response) return query.response
  return answer(API.ownerRevenue, 'GET', 200, await revenueReportFor(query.data, new Date(), coachTimeZone()))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/revenue', method: 'GET'}
