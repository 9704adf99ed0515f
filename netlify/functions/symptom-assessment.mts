import {randomUUID} from 'node:crypto'
import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {Deletion, Submission} from '../../src/lib/api-contract/assessment.schema'
import {deleteAssessment, saveAssessment} from './_shared/assessments'
import {errorResponse, json, parseBody, refuseRequest, withErrors} from './_shared/http'

/**
 * POST stores a completed symptom assessment (the stats function counts them by day) and returns its
 * deletion key; DELETE removes it with that key. No assessment and a wrong key get the same answer.
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.symptomAssessment)
  if (refused) return refused

  if (req.method === 'DELETE') {
    const parsed = await parseBody(req, Deletion)
    if (parsed.response) return parsed.response
    const {id, createdAt, deletionKey} = parsed.data
    return (await deleteAssessment(id, createdAt, deletionKey))
      ? json(200, {deleted: true})
      : errorResponse(404, 'No assessment can be deleted with this key.', 'assessment_not_found')
  }

  const parsed = await parseBody(req, Submission)
  if (parsed.response) return parsed.response
  return json(201, await saveAssessment(parsed.data, randomUUID(), new Date()))
})

export const config: Config = {
  path: '/api/symptom-assessment',
  method: ['POST', 'DELETE'],
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
