/**
 * Time-zone arithmetic shared by the browser and the push functions, through @date-fns/tz: the next occurrence
 * of a daily HH:MM in an IANA zone (across DST changes) and the local calendar day. Pure: callers pass the instant.
 */
import {TZDate} from '@date-fns/tz'
import {addDays} from 'date-fns/addDays'
import {format} from 'date-fns/format'
import {subMinutes} from 'date-fns/subMinutes'

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', {timeZone})
    return true
  } catch {
    return false
  }
}

export const parseTime = (time: string) => ({hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5))})

const sameWallClock = (a: TZDate, b: TZDate) =>
  a.getDate() === b.getDate() && a.getHours() === b.getHours() && a.getMinutes() === b.getMinutes()

/**
 * The instant a wall-clock time happens on a calendar day in the day's zone. When they spring forward past it,
 * the same distance after the jump (02:30 → 03:30, as TZDate reads it); when the clocks go back and it happens
 * twice, the first one (TZDate may name either: the first is an hour, or Lord Howe's half hour, earlier).
 */
function onDayAt(day: TZDate, hour: number, minute: number): TZDate {
  const instant = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, day.timeZone)
  return [60, 30].map((back) => subMinutes(instant, back)).find((earlier) => sameWallClock(earlier, instant)) ?? instant
}

/** The first time after `after` that the reminder's HH:MM comes round in the time zone. */
export function nextOccurrence(time: string, timeZone: string, after: Date): Date {
  const {hour, minute} = parseTime(time)
  const today = new TZDate(after.getTime(), timeZone)
  for (let offset = 0; offset <= 2; offset += 1) {
    const instant = onDayAt(addDays(today, offset), hour, minute)
    if (instant.getTime() > after.getTime()) return new Date(instant.getTime())
  }
  throw new Error(`No occurrence of ${time} in ${timeZone} after ${after.toISOString()}`)
}

/** The subscriber's calendar day (yyyy-MM-dd) of an instant: one notification per reminder per such day. */
export const localDate = (instant: Date, timeZone: string): string =>
  format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd')

/**
 * Dates are her own calendar days, in the time zone of the Date passed in (the browser's, or a TZDate's): date-fns
 * does the calendar arithmetic, so DST days (23 or 25 hours) and zone changes need no hand-made constants.
 */
export const localIsoDate = (now: Date) => format(now, 'yyyy-MM-dd')
