import type {Config} from '@netlify/functions'
import {recentDayPrefixes} from './_shared/assessments'
import {store, STORES} from './_shared/blobs'
import {json, rejectMethod, withErrors} from './_shared/http'

/** DECISIONS 12: the real number of assessments completed in the last 30 days, for the usage counter. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'GET')
  if (wrongMethod) return wrongMethod
  const assessments = store(STORES.assessments)
  const counts = await Promise.all(
    recentDayPrefixes(new Date()).map(async (prefix) => (await assessments.list({prefix})).blobs.length),
  )
  const assessmentsLast30Days = counts.reduce((sum, n) => sum + n, 0)
  // A few minutes of caching keeps a busy landing page from listing the store on every visit.
  return json(200, {assessmentsLast30Days}, {'Cache-Control': 'public, max-age=300'})
})

export const config: Config = {path: '/api/stats', method: 'GET'}
