import {randomUUID} from 'node:crypto'
import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {Deletion, Submission} from '../../src/lib/api-contract/assessment.schema'
import {deleteAssessment, saveAssessment} from './_shared/assessments'
import {bearerToken} from './_shared/access-token'
import {answer, errorResponse, parseBody, refuseRequest, withErrors} from './_shared/http'
import {orderIdOf} from './_shared/owner-id'
import {requireAccess} from './_shared/require-access'

/**
 * POST stores a completed symptom assessment (the stats function counts them by day) and returns its
 * deletion key; DELETE removes it with that key. No assessment and a wrong key get the same answer.
 * A purchaser may send her token: her assessment then counts in the coach's report (one per paid order); without
 * one (or with one that does not open a paid order) it is stored all the same and counted only in usage.
 */
export default withErrors(async (req: Request, context?: Context) => {
  const refused = await refuseRequest(req, API.symptomAssessment)
  if (refused) return refused

  if (req.method === 'DELETE') {
    const parsed = await parseBody(req, Deletion)
    if (parsed.response) return parsed.response
    const {id, createdAt, deletionKey} = parsed.data
    return (await deleteAssessment(id, createdAt, deletionKey))
      ? answer(API.symptomAssessment, 'DELETE', 200, {deleted: true})
      : errorResponse(404, 'No assessment can be deleted with this key.', 'assessment_not_found')
  }

  const parsed = await parseBody(req, Submission)
  if (parsed.response) return parsed.response
  const access = bearerToken(req) ? await requireAccess(req, context) : null
  // Her order, by the one rule of whose things are whose (owner-id.ts): only a paid purchaser's counts in the report.
  const verifiedOrderId = access?.owner ? orderIdOf(access.owner) : null
  return answer(
    API.symptomAssessment,
    'POST',
    201,
    await saveAssessment(parsed.data, randomUUID(), new Date(), verifiedOrderId),
  )
})

export const config: Config = {
  path: '/api/symptom-assessment',
  method: ['POST', 'DELETE'],
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
