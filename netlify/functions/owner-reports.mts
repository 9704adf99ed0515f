import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {answer, errorResponse, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {buildWomenReport} from './_shared/owner/report-data'

/**
 * What women report: aggregates only, none drawn from fewer than REPORT_MIN_PEOPLE people (DECISIONS 29), over
 * fixed calendar months. No free-form filters (docs/threat-model.md): a query of any kind is refused, so no two reports can
 * be narrowed to differ by one woman.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerReports)
  if (guard.response) return guard.response
  if (new URL(req.url).search)
    return errorResponse(400, 'The report takes no filters: it covers fixed calendar months only.', 'no_filters')
  return answer(API.ownerReports, 'GET', 200, await buildWomenReport(new Date()))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/reports', method: 'GET'}
