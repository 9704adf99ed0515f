/**
 * Time-zone arithmetic shared by the browser and the push functions: wall clocks, the next occurrence of a
 * daily HH:MM in an IANA zone (across DST changes) and the local calendar day. Pure: callers pass the instant.
 */

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

type WallClock = {year: number; month: number; day: number; hour: number; minute: number}

/** The wall-clock reading of an instant in a time zone. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

/** Offset (ms) of a time zone from UTC at an instant. */
function offsetAt(instant: number, timeZone: string) {
  const wall = wallClock(instant, timeZone)
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(instant / MINUTE_MS) * MINUTE_MS
  )
}

/**
 * The instant a wall-clock time happens in a time zone. When the clocks go back and the time happens
 * twice, the first one; when they spring forward past it, the same distance after the jump (02:30 → 03:30).
 */
function wallClockToInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const naive = Date.UTC(year, month - 1, day, hour, minute)
  const offsets = new Set([naive - DAY_MS, naive, naive + DAY_MS].map((probe) => offsetAt(probe, timeZone)))
  const exact = [...offsets]
    .map((offset) => naive - offset)
    .filter((instant) => {
      const wall = wallClock(instant, timeZone)
      return wall.day === day && wall.hour === hour && wall.minute === minute
    })
  if (exact.length) return Math.min(...exact)
  return naive - offsetAt(naive - DAY_MS, timeZone)
}

export const parseTime = (time: string) => ({hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5))})

/** The first time after `after` that the reminder's HH:MM comes round in the time zone. */
export function nextOccurrence(time: string, timeZone: string, after: Date): Date {
  const {hour, minute} = parseTime(time)
  const today = wallClock(after.getTime(), timeZone)
  for (let offset = 0; offset <= 2; offset += 1) {
    // Date.UTC normalises day overflow (Jan 32 → Feb 1), so this walks calendar days.
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset))
    const instant = wallClockToInstant(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      hour,
      minute,
      timeZone,
    )
    if (instant > after.getTime()) return new Date(instant)
  }
  throw new Error(`No occurrence of ${time} in ${timeZone} after ${after.toISOString()}`)
}

/** The subscriber's calendar day (yyyy-MM-dd) of an instant: one notification per reminder per such day. */
export function localDate(instant: Date, timeZone: string): string {
  const {year, month, day} = wallClock(instant.getTime(), timeZone)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
