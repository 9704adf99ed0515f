import type {Config} from '@netlify/functions'
import {TRACKER_EMAIL_HEADER, TRACKER_KEY_HEADER} from '../../src/config/tracking'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {Entry, Lookup} from '../../src/lib/api-contract/tracking.schema'
import {bearerToken} from './_shared/access-token'
import {answer, apiError, parseBody, refuseRequest, validate, withErrors} from './_shared/http'
import {requireAccess, requireDataOwner} from './_shared/require-access'
import {
  deleteTrackingRecord,
  deleteTrackingRecordByKey,
  openTrackingEntries,
  saveTrackingEntry,
} from './_shared/tracking'
import {trackerKeyRefused, trackingSaveAnswer} from './_shared/tracking-answers'

const trackerKeyOf = (req: Request) => req.headers.get(TRACKER_KEY_HEADER)

/**
 * Symptom tracking (DECISIONS 16, 20): needs an access token, and the record belongs to that
 * access and the email; reading, updating and deleting also need the tracker key the first save returned.
 * Deleting needs no paid access: the tracker key alone deletes its record (records from before the key
 * index also take her own token, refunded or disputed, with the email).
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.symptomTracking)
  if (refused) return refused
  // Her address comes in a header, never in a URL that logs and history keep (docs/threat-model.md).
  if (new URL(req.url).searchParams.has('email')) return apiError(API_ERRORS.emailInUrl)
  // Her data stays hers (docs/threat-model.md): the tracker key alone deletes the record, whatever became of her access.
  if (req.method === 'DELETE') {
    if (await deleteTrackingRecordByKey(trackerKeyOf(req)))
      return answer(API.symptomTracking, 'DELETE', 200, {deleted: true})
    if (!bearerToken(req) && trackerKeyOf(req)) return trackerKeyRefused()
  }
  const access = req.method === 'DELETE' ? await requireDataOwner(req) : await requireAccess(req)
  if (access.response) return access.response
  const {owner} = access
  const trackerKey = req.headers.get(TRACKER_KEY_HEADER)

  if (req.method === 'POST') {
    const parsed = await parseBody(req, Entry)
    if (parsed.response) return parsed.response
    const {email, date, symptoms, notes, bleeding, notesForDoctor} = parsed.data
    // An HRT bleed is a bleed: without bleeding that day, the HRT answer means nothing and is not kept.
    const bleedingOnHrt = bleeding && parsed.data.bleedingOnHrt
    const entry = {date, symptoms, notes, bleeding, bleedingOnHrt, notesForDoctor}
    return trackingSaveAnswer(
      API.symptomTracking,
      () => saveTrackingEntry(owner, entry, email, trackerKey, new Date()),
      'days',
    )
  }

  const url = new URL(req.url)
  const lookup = validate(Lookup, {
    email: req.headers.get(TRACKER_EMAIL_HEADER) ?? undefined,
    date: url.searchParams.get('date') ?? undefined,
  })
  if (lookup.response) return lookup.response
  const {email, date: until} = lookup.data

  if (req.method === 'DELETE') {
    return (await deleteTrackingRecord(owner, email, trackerKey))
      ? answer(API.symptomTracking, 'DELETE', 200, {deleted: true})
      : trackerKeyRefused()
  }
  const stored = await openTrackingEntries(owner, email, trackerKey)
  if (!stored) return trackerKeyRefused()
  // The original brief reads the answer as a list of entries; up to the given date, oldest first.
  const entries = stored.filter((entry) => !until || entry.date <= until).sort((a, b) => a.date.localeCompare(b.date))
  return answer(API.symptomTracking, 'GET', 200, entries, {'Cache-Control': 'private, no-store'})
})

export const config: Config = {
  path: '/api/symptom-tracking',
  method: ['GET', 'POST', 'DELETE'],
  // Each save grows storage.
  rateLimit: {windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
