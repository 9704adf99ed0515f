import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {json, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {buildWomenReport} from './_shared/owner/report-data'

/** What women report: aggregates only, none drawn from fewer than REPORT_MIN_PEOPLE people (DECISIONS 29). */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerReports)
  if (guard.response) return guard.response
  return json(200, await buildWomenReport(new Date()))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/reports', method: 'GET'}
