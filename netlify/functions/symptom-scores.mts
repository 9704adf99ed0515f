import type {Config} from '@netlify/functions'
import {TRACKER_EMAIL_HEADER, TRACKER_KEY_HEADER} from '../../src/config/tracking'
import {API} from '../../src/lib/api-contract'
import {Lookup, ScoreBody} from '../../src/lib/api-contract/tracking.schema'
import {answer, parseBody, refuseRequest, validate, withErrors} from './_shared/http'
import {requireAccess} from './_shared/require-access'
import {openSymptomScores, saveSymptomScore} from './_shared/tracking'
import {trackerKeyRefused, trackingSaveAnswer} from './_shared/tracking-answers'

/**
 * Monthly Menopause Rating Scale scores (docs/health-rules.md). They live in her tracking record, so they take the same access
 * (token and tracker key), go with the record when she deletes it (DELETE /api/symptom-tracking, or the tracker key
 * alone) and follow its retention.
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.symptomScores)
  if (refused) return refused
  const access = await requireAccess(req)
  if (access.response) return access.response
  const {owner} = access
  const trackerKey = req.headers.get(TRACKER_KEY_HEADER)

  if (req.method === 'POST') {
    const parsed = await parseBody(req, ScoreBody)
    if (parsed.response) return parsed.response
    const {email, date, answers} = parsed.data
    return trackingSaveAnswer(
      API.symptomScores,
      () => saveSymptomScore(owner, {date, answers}, email, trackerKey, new Date()),
      'scores',
    )
  }

  // Her address comes in a header, never in the URL (docs/threat-model.md: URLs end up in logs).
  const lookup = validate(Lookup, {email: req.headers.get(TRACKER_EMAIL_HEADER) ?? undefined})
  if (lookup.response) return lookup.response
  const scores = await openSymptomScores(owner, lookup.data.email, trackerKey)
  if (!scores) return trackerKeyRefused()
  return answer(API.symptomScores, 'GET', 200, scores, {'Cache-Control': 'private, no-store'})
})

export const config: Config = {
  path: '/api/symptom-tracking/scores',
  method: ['GET', 'POST'],
  // A save for a new address starts a tracking record: storage anyone with access could grow.
  rateLimit: {windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
