import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {countRecentAssessments} from './_shared/assessments'
import {answer, refuseRequest, withErrors} from './_shared/http'

/** DECISIONS 12: the real number of assessments completed in the last 30 days, for the usage counter. */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.stats)
  if (refused) return refused
  const assessmentsLast30Days = await countRecentAssessments(new Date())
  // A few minutes of caching keeps a busy landing page from listing the store on every visit.
  return answer(API.stats, 'GET', 200, {assessmentsLast30Days}, {'Cache-Control': 'public, max-age=300'})
})

export const config: Config = {path: '/api/stats', method: 'GET'}
