import {milliseconds} from 'date-fns/milliseconds'
/**
 * Bounds of the symptom tracker, part of the tracking contract (the function checks them; the tracker may too).
 * Pure: no clock, pass `now`.
 */

/** No entry is dated before this day. */
export const TRACKING_EARLIEST_DATE = '2000-01-01'
/** At most this many days per record: about 2¾ years of daily check-ins. */
export const MAX_TRACKING_ENTRIES = 1000
export const MAX_TRACKING_NOTES_LENGTH = 2000

/** The furthest-ahead time zone is UTC+14: no browser anywhere can have a later "today". */
const FURTHEST_AHEAD_OFFSET_MS = milliseconds({hours: 14})

/** The latest date an entry may carry: today in UTC+14, which is at most tomorrow in UTC. */
export const latestTrackingDate = (now: Date) =>
  new Date(now.getTime() + FURTHEST_AHEAD_OFFSET_MS).toISOString().slice(0, 10)

/** A real calendar day written yyyy-MM-dd (no 2026-02-30, no 9999-99-99). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
}

/** Why a date cannot be tracked, or null when it can. */
export function trackingDateProblem(date: string, now: Date): string | null {
  if (!isCalendarDate(date)) return 'Use a real yyyy-MM-dd date.'
  if (date < TRACKING_EARLIEST_DATE) return `Dates before ${TRACKING_EARLIEST_DATE} cannot be tracked.`
  if (date > latestTrackingDate(now)) return 'Dates in the future cannot be tracked.'
  return null
}
