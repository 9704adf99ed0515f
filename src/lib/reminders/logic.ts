import {REMINDER_TYPES, TIME_PATTERN, type Reminder, type ReminderType} from '../api-contract/reminders'
import {parseTime} from '../time-zones'

// The reminder model is part of the API contract (the push functions store it).
export {REMINDER_TYPES, TIME_PATTERN, type Reminder, type ReminderType}

/**
 * Daily reminders: the reminder model, custom-reminder validation and the notification payload, shared by the
 * page and the push functions. Pure: no React, no window, no clock (callers pass `now`). Time-zone arithmetic
 * lives in lib/time-zones; the server's send schedule in netlify/functions/_shared/push-schedule.
 */

/** A default reminder as it comes from the content (reminderTemplate documents). */
export type ReminderTemplate = {
  reminderId: string
  time: string
  type: string
  title: string
  body: string
  supplement?: string | null
}

const isReminderType = (value: string): value is ReminderType => (REMINDER_TYPES as readonly string[]).includes(value)

/** The default reminders all start disabled. */
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
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'string' &&
      TIME_PATTERN.test(item.time) &&
      typeof item.title === 'string' &&
      typeof item.enabled === 'boolean',
  )
  const known = new Set(valid.map((item) => item.id))
  return [...valid, ...defaults.filter((item) => !known.has(item.id))]
}

export type CustomReminderInput = {time: string; title: string; body?: string}

/** Time and title are required; the message defaults to 'Custom reminder: {title}'; new ones start disabled. */
export function createCustomReminder(
  input: CustomReminderInput,
  now: Date,
): {reminder: Reminder} | {error: 'missing_information'} {
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

/** Milliseconds until the next HH:MM in the browser's own time (today, or tomorrow if already past). */
export function msUntilNextLocal(time: string, now: Date): number {
  const {hour, minute} = parseTime(time)
  const next = new Date(now)
  next.setHours(hour, minute, 0, 0)
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1)
  return next.getTime() - now.getTime()
}
