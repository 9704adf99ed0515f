/**
 * Daily reminders: the reminder model, custom-reminder validation and the scheduling maths shared by the
 * page and the push functions. Pure: no React, no window, no clock (callers pass `now`).
 */

export const REMINDER_TYPES = ['morning-checkin', 'supplement-reminder', 'mindfulness-break', 'evening-reflection', 'custom'] as const
export type ReminderType = (typeof REMINDER_TYPES)[number]

/** Spec entity "Reminder". */
export type Reminder = {
  id: string
  /** HH:MM, 24-hour. */
  time: string
  title: string
  body: string
  type: ReminderType
  enabled: boolean
  supplement?: string
}

/** A default reminder as it comes from the content (reminderTemplate documents). */
export type ReminderTemplate = {reminderId: string; time: string; type: string; title: string; body: string; supplement?: string | null}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const isReminderType = (value: string): value is ReminderType => (REMINDER_TYPES as readonly string[]).includes(value)

/** Spec: the default reminders all start disabled. */
export const defaultReminders = (templates: ReminderTemplate[]): Reminder[] =>
  templates.map(({reminderId, time, type, title, body, supplement}) => ({
    id: reminderId,
    time,
    title,
    body,
    type: isReminderType(type) ? type : 'custom',
    enabled: false,
    ...(supplement ? {supplement} : {}),
  }))

/**
 * The saved list when it is usable, otherwise the defaults. Saved reminders keep their state; defaults
 * added to the content later are appended, so a browser never misses one.
 */
export function mergeSavedReminders(saved: unknown, defaults: Reminder[]): Reminder[] {
  if (!Array.isArray(saved)) return defaults
  const valid = saved.filter(
    (item): item is Reminder =>
      typeof item === 'object' && item !== null && typeof item.id === 'string' && TIME_PATTERN.test(item.time) && typeof item.title === 'string' && typeof item.enabled === 'boolean',
  )
  const known = new Set(valid.map((item) => item.id))
  return [...valid, ...defaults.filter((item) => !known.has(item.id))]
}

export type CustomReminderInput = {time: string; title: string; body?: string}

/** Spec: time and title are required; the message defaults to 'Custom reminder: {title}'; new ones start disabled. */
export function createCustomReminder(input: CustomReminderInput, now: Date): {reminder: Reminder} | {error: 'missing_information'} {
  const time = input.time.trim()
  const title = input.title.trim()
  if (!TIME_PATTERN.test(time) || !title) return {error: 'missing_information'}
  const body = input.body?.trim() || `Custom reminder: ${title}`
  return {reminder: {id: String(now.getTime()), time, title, body, type: 'custom', enabled: false}}
}

/** Where a click on the notification leads: check-in reminders open the tracker, the others the reminders page. */
export function reminderUrl(type: ReminderType): string {
  return type === 'morning-checkin' || type === 'evening-reflection' ? '/toolkit#tracking' : '/wellness-reminders'
}

/** What the service worker receives in a push message. */
export type ReminderPayload = {title: string; body: string; url: string; tag: string}

export const reminderPayload = (reminder: Pick<Reminder, 'id' | 'title' | 'body' | 'type'>): ReminderPayload => ({
  title: reminder.title,
  body: reminder.body,
  url: reminderUrl(reminder.type),
  tag: `reminder-${reminder.id}`,
})

// ── Time zones ─────────────────────────────────────────────────────────────────────────────────

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
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]))
  return {year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute)}
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
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(instant / MINUTE_MS) * MINUTE_MS
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
    const instant = wallClockToInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute, timeZone)
    if (instant > after.getTime()) return new Date(instant)
  }
  throw new Error(`No occurrence of ${time} in ${timeZone} after ${after.toISOString()}`)
}

/** The subscriber's calendar day (yyyy-MM-dd) of an instant: one notification per reminder per such day. */
export function localDate(instant: Date, timeZone: string): string {
  const {year, month, day} = wallClock(instant.getTime(), timeZone)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Milliseconds until the next HH:MM in the browser's own time (today, or tomorrow if already past). */
export function msUntilNextLocal(time: string, now: Date): number {
  const {hour, minute} = parseTime(time)
  const next = new Date(now)
  next.setHours(hour, minute, 0, 0)
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1)
  return next.getTime() - now.getTime()
}

// ── Sending ────────────────────────────────────────────────────────────────────────────────────

/** A reminder more than this late is skipped and rescheduled: a morning check-in at night helps nobody. */
export const MAX_LATENESS_MS = 2 * HOUR_MS
/** With no record of a previous run, look back this far so reminders scheduled before the first run are not stranded. */
export const FIRST_RUN_LOOKBACK_MS = DAY_MS

/** Index key of an instant: its UTC minute, 'yyyy-MM-ddTHH:mm' (sorts as text in time order). */
export const minuteKey = (instant: Date) => instant.toISOString().slice(0, 16)

/** The window a run covers: everything due after the previous run, up to now. */
export function sendWindow(lastRun: Date | null, now: Date): {from: Date; to: Date} {
  const from = lastRun && lastRun < now ? lastRun : new Date(now.getTime() - FIRST_RUN_LOOKBACK_MS)
  return {from, to: now}
}

/** The UTC hours ('yyyy-MM-ddTHH') a window touches: the index is listed one hour prefix at a time. */
export function windowHourPrefixes({from, to}: {from: Date; to: Date}): string[] {
  const prefixes: string[] = []
  for (let hour = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; hour <= to.getTime(); hour += HOUR_MS) {
    prefixes.push(new Date(hour).toISOString().slice(0, 13))
  }
  return prefixes
}

/** Whether a due minute falls in the window (after its start minute, up to and including its end minute). */
export const isMinuteInWindow = (minute: string, {from, to}: {from: Date; to: Date}) => minute > minuteKey(from) && minute <= minuteKey(to)

/** A failed send is retried on the next run: indexed one minute ahead, inside the next window. */
export const retryMinute = (now: Date) => minuteKey(new Date(now.getTime() + MINUTE_MS))

export const isTooLate = (due: Date, now: Date) => now.getTime() - due.getTime() > MAX_LATENESS_MS
