import {createHash, randomBytes, timingSafeEqual} from 'node:crypto'
import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {TRACKER_KEY_HEADER, TRACKING_RANGES} from '../../src/config/site'
import type {TrackingEntry} from '../../src/features/tracking/logic'
import {store, STORES} from './_shared/blobs'
import {emailField, emailKey} from './_shared/email'
import {errorResponse, json, parseBody, rejectMethod, validate, withErrors} from './_shared/http'
import {requireAccess} from './_shared/require-access'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a yyyy-MM-dd date.')
const ranged = (range: {min: number; max: number; step: number}) =>
  z
    .number()
    .min(range.min)
    .max(range.max)
    .refine((value) => Number.isInteger((value - range.min) / range.step), `Use steps of ${range.step}.`)

/** The spec's POST body; `mood` and `sleep` repeat the symptoms' values at the top level. */
const Entry = z.object({
  email: emailField,
  date: isoDate,
  symptoms: z.object({
    hotFlashes: ranged(TRACKING_RANGES.hotFlashes),
    sleep: ranged(TRACKING_RANGES.sleep),
    mood: ranged(TRACKING_RANGES.mood),
    energy: ranged(TRACKING_RANGES.energy),
  }),
  notes: z.string().max(2000, 'Keep notes under 2000 characters.').default(''),
  mood: z.number().optional(),
  sleep: z.number().optional(),
})
const Lookup = z.object({email: emailField, date: isoDate.optional()})

/** One record per email: the tracker key's hash (never the key) and one entry per date. */
type TrackingRecord = {keyHash: string; entries: Record<string, TrackingEntry>; createdAt: string; updatedAt: string}

const hashKey = (key: string) => createHash('sha256').update(key).digest()
const keyMatches = (record: TrackingRecord, key: string | null) =>
  key !== null && timingSafeEqual(hashKey(key), Buffer.from(record.keyHash, 'hex'))
const keyRefused = () => errorResponse(403, 'These tracking entries can only be read from the browser that saved them.', 'tracker_key_required')

/**
 * Symptom tracking (DECISIONS 16, 20): needs an access token; entries are health data, so reading,
 * updating and deleting also need the tracker key that the first save returned to that browser.
 */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST', 'GET', 'DELETE')
  if (wrongMethod) return wrongMethod
  const access = await requireAccess(req)
  if (access.response) return access.response
  const trackerKey = req.headers.get(TRACKER_KEY_HEADER)
  const tracking = store(STORES.tracking)

  if (req.method === 'POST') {
    const parsed = await parseBody(req, Entry)
    if (parsed.response) return parsed.response
    const {email, date, symptoms, notes} = parsed.data
    const key = emailKey(email)
    const existing = (await tracking.get(key, {type: 'json'})) as TrackingRecord | null
    if (existing && !keyMatches(existing, trackerKey)) return keyRefused()
    const now = new Date().toISOString()
    const newKey = existing ? null : randomBytes(32).toString('base64url')
    const record: TrackingRecord = {
      keyHash: existing?.keyHash ?? hashKey(newKey as string).toString('hex'),
      entries: {...existing?.entries, [date]: {date, symptoms, notes}},
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }
    await tracking.setJSON(key, record)
    return newKey ? json(201, {ok: true, trackerKey: newKey}) : json(200, {ok: true})
  }

  const url = new URL(req.url)
  const lookup = validate(Lookup, {email: url.searchParams.get('email') ?? undefined, date: url.searchParams.get('date') ?? undefined})
  if (lookup.response) return lookup.response
  const key = emailKey(lookup.data.email)
  const existing = (await tracking.get(key, {type: 'json'})) as TrackingRecord | null
  if (!existing) return req.method === 'GET' ? json(200, []) : json(200, {deleted: false})
  if (!keyMatches(existing, trackerKey)) return keyRefused()

  if (req.method === 'DELETE') {
    await tracking.delete(key)
    return json(200, {deleted: true})
  }
  // The spec reads the answer as a list of entries; up to the given date, oldest first.
  const until = lookup.data.date
  const entries = Object.values(existing.entries)
    .filter((entry) => !until || entry.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date))
  return json(200, entries, {'Cache-Control': 'private, no-store'})
})

export const config: Config = {path: '/api/symptom-tracking', method: ['GET', 'POST', 'DELETE']}
