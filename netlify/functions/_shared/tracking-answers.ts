import {type API, ERROR_CODES} from '../../../src/lib/api-contract'
import {MAX_TRACKING_ENTRIES} from '../../../src/lib/api-contract/tracking-limits'
import {ContendedRecordError} from './conditional-update'
import {answer, errorResponse} from './http'
import type {SaveResult} from './tracking'

/**
 * No record and a wrong key get this same answer (the tracker's entries and her scores alike), so nobody learns
 * whether an address keeps a health log.
 */
export const trackerKeyRefused = () =>
  errorResponse(
    403,
    'These tracking entries can only be opened from the browser that saved them, with its tracker key.',
    ERROR_CODES.trackerKeyRequired,
  )

/**
 * The answer to a save into her tracking record (a day's entry or a score): 201 with the tracker key when the
 * save started the record, 200 when it went into it, 403 for a wrong key, 409 when the record already holds the
 * most `items` it keeps, 503 `busy` when other saves kept winning the race for the record.
 */
export async function trackingSaveAnswer(
  endpoint: typeof API.symptomTracking | typeof API.symptomScores,
  save: () => Promise<SaveResult>,
  items: 'days' | 'scores',
) {
  try {
    const saved = await save()
    if (saved.status === 'forbidden') return trackerKeyRefused()
    if (saved.status === 'full')
      return errorResponse(409, `A tracker keeps at most ${MAX_TRACKING_ENTRIES} ${items}.`, 'tracking_full')
    return saved.status === 'created'
      ? answer(endpoint, 'POST', 201, {ok: true, trackerKey: saved.trackerKey})
      : answer(endpoint, 'POST', 200, {ok: true})
  } catch (error) {
    if (error instanceof ContendedRecordError)
      return errorResponse(503, 'Too many saves at once. Please try again.', 'busy')
    throw error
  }
}
