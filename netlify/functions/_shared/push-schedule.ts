import {createHash} from 'node:crypto'
import {nextOccurrence} from '../../../src/lib/time-zones'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * When the server sends reminders: the window a run covers, the daily slot index and the lateness rules.
 * Pure timing maths (no Blobs, no clock: callers pass `now`).
 *
 * A daily reminder sits in the slot of its next occurrence: its UTC minute of the day ('HH:mm'). The slot
 * changes only when DST moves the local time against UTC (twice a year), so a send needs no index write.
 * The 16 shards split each slot by the first hex digit of the subscription key; one worker sends one shard.
 */

const MINUTE_MS = milliseconds({minutes: 1})
const HOUR_MS = milliseconds({hours: 1})
export const DAY_MS = milliseconds({days: 1})

/** A reminder more than this late is skipped to the next day: a morning check-in at night helps nobody. */
export const MAX_LATENESS_MS = 2 * HOUR_MS
/** With no record of a previous run, look back this far so reminders scheduled before the first run are not stranded. */
export const FIRST_RUN_LOOKBACK_MS = DAY_MS

/** Index key of an instant: its UTC minute, 'yyyy-MM-ddTHH:mm' (sorts as text in time order). */
export const minuteKey = (instant: Date) => instant.toISOString().slice(0, 16)

/** The daily slot of an instant: its UTC minute of the day, 'HH:mm'. */
export const slotOf = (instant: Date) => instant.toISOString().slice(11, 16)

/** Shards of the slot index: the first hex digit of the subscription key (a SHA-256 prefix, so evenly spread). */
export const SHARDS = [...'0123456789abcdef']
export const shardOf = (sub: string) => sub[0]

/**
 * Chunks: one minute's sends of a shard are split again by the second hex digit of the subscription key (16
 * buckets), and each bucket is one unit of work with its own progress record (push-chunks.ts). Failed sends of
 * a shard handed on to a later minute form that minute's 'retry' chunk.
 */
export const bucketOf = (sub: string) => sub[1]
export const chunkOf = (occurrence: Date, sub: string) => `${minuteKey(occurrence)}/${shardOf(sub)}/${bucketOf(sub)}`
export const retryChunk = (minute: string, shard: string) => `${minute}/${shard}/retry`

/**
 * What a progress record keeps of one reminder's occurrence: a short hash salted with the minute, so the record
 * names no subscription (it stays a day after the subscription may be gone).
 */
export const fingerprint = (entry: {sub: string; id: string}, occurrence: Date) =>
  createHash('sha256')
    .update(`${minuteKey(occurrence)} ${entry.sub} ${entry.id}`)
    .digest('base64url')
    .slice(0, 12)

export type Window = {from: Date; to: Date}

/** The window a run covers: everything due after the previous run, up to now. */
export function sendWindow(lastRun: Date | null, now: Date): Window {
  const from = lastRun && lastRun < now ? lastRun : new Date(now.getTime() - FIRST_RUN_LOOKBACK_MS)
  return {from, to: now}
}

/** The UTC hours ('yyyy-MM-ddTHH') a window touches. */
export function windowHourPrefixes({from, to}: Window): string[] {
  const prefixes: string[] = []
  for (let hour = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; hour <= to.getTime(); hour += HOUR_MS) {
    prefixes.push(new Date(hour).toISOString().slice(0, 13))
  }
  return prefixes
}

/** Whether a due minute falls in the window (after its start minute, up to and including its end minute). */
export const isMinuteInWindow = (minute: string, {from, to}: Window) =>
  minute > minuteKey(from) && minute <= minuteKey(to)

/** A failed send is retried on the next run: indexed one minute ahead, inside the next window. */
export const retryMinute = (now: Date) => minuteKey(new Date(now.getTime() + MINUTE_MS))

export const isTooLate = (due: Date, now: Date) => now.getTime() - due.getTime() > MAX_LATENESS_MS

/** Up to this many minutes a run lists each slot of its window; a longer window lists whole hours. */
const MINUTE_LISTING_LIMIT = 15

/**
 * Key prefixes of the slot index ('HH:mm' or 'HH:') that cover a window: the usual one-minute window lists
 * exactly one slot; a late run lists the hours it missed (every hour after a gap of a day).
 */
export function windowSlotPrefixes(window: Window): string[] {
  const minutes = Math.floor(window.to.getTime() / MINUTE_MS) - Math.floor(window.from.getTime() / MINUTE_MS)
  if (minutes <= MINUTE_LISTING_LIMIT) {
    return Array.from({length: Math.max(minutes, 0)}, (_, i) =>
      slotOf(new Date(window.to.getTime() - i * MINUTE_MS)),
    ).reverse()
  }
  return [...new Set(windowHourPrefixes(window).map((hour) => `${hour.slice(11, 13)}:`))]
}

/** The instant a slot comes round inside a window (the latest one), or null when the window misses it. */
export function slotInstant(slot: string, window: Window): Date | null {
  const to = window.to.getTime()
  const day = Math.floor(to / DAY_MS) * DAY_MS
  let instant = day + Number(slot.slice(0, 2)) * HOUR_MS + Number(slot.slice(3, 5)) * MINUTE_MS
  if (instant > to) instant -= DAY_MS
  const candidate = new Date(instant)
  return isMinuteInWindow(minuteKey(candidate), window) ? candidate : null
}

/** Whether a daily HH:MM in a time zone happens at this instant (after DST moves, it happens at another). */
export const isOccurrence = (time: string, timeZone: string, instant: Date) =>
  nextOccurrence(time, timeZone, new Date(instant.getTime() - 1)).getTime() === instant.getTime()
