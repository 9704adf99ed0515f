import type {Config} from '@netlify/functions'
import {TRACKER_EMAIL_HEADER, TRACKER_KEY_HEADER} from '../../src/config/tracking'
import {API, ERROR_CODES} from '../../src/lib/api-contract'
import {MAX_TRACKING_ENTRIES} from '../../src/lib/api-contract/tracking-limits'
import {Lookup, ScoreBody} from '../../src/lib/api-contract/tracking.schema'
import {bearerToken} from './_shared/access-token'
import {ContendedRecordError} from './_shared/conditional-update'
import {errorResponse, json, parseBody, refuseRequest, validate, withErrors} from './_shared/http'
import {requireAccess} from './_shared/require-access'
import {openSymptomScores, saveSymptomScore, trackingOwner} from './_shared/tracking'

/** The same answer as the tracker's for no record and a wrong key. */
const keyRefused = () =>
  errorResponse(
    403,
    'These tracking entries can only be opened from the browser that saved them, with its tracker key.',
    ERROR_CODES.trackerKeyRequired,
  )

/**
 * Monthly Menopause Rating Scale scores (issue 28). They live in her tracking record, so they take the same access
 * (token and tracker key), go with the record when she deletes it (DELETE /api/symptom-tracking, or the tracker key
 * alone) and follow its retention.
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.symptomScores)
  if (refused) return refused
  const access = await requireAccess(req)
  if (access.response) return access.response
  const owner = trackingOwner(access.claims, bearerToken(req) as string)
  const trackerKey = req.headers.get(TRACKER_KEY_HEADER)

  if (req.method === 'POST') {
    const parsed = await parseBody(req, ScoreBody)
    if (parsed.response) return parsed.response
    const {email, date, answers} = parsed.data
    try {
      const saved = await saveSymptomScore(owner, {date, answers}, email, trackerKey, new Date())
      if (saved.status === 'forbidden') return keyRefused()
      if (saved.status === 'full')
        return errorResponse(409, `A tracker keeps at most ${MAX_TRACKING_ENTRIES} scores.`, 'tracking_full')
      return saved.status === 'created' ? json(201, {ok: true, trackerKey: saved.trackerKey}) : json(200, {ok: true})
    } catch (error) {
      if (error instanceof ContendedRecordError)
        return errorResponse(503, 'Too many saves at once. Please try again.', 'busy')
      throw error
    }
  }

  // Her address comes in a header, never in the URL (issue 29: URLs end up in logs).
  const lookup = validate(Lookup, {email: req.headers.get(TRACKER_EMAIL_HEADER) ?? undefined})
  if (lookup.response) return lookup.response
  const scores = await openSymptomScores(owner, lookup.data.email, trackerKey)
  if (!scores) return keyRefused()
  return json(200, scores, {'Cache-Control': 'private, no-store'})
})

export const config: Config = {path: '/api/symptom-tracking/scores', method: ['GET', 'POST']}
