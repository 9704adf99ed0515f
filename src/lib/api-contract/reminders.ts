import {endpoints} from './endpoint'

/** Daily reminders by web push: purchaser features, so every call but the public key carries the access token. */
export const REMINDER_ENDPOINTS = endpoints({
  vapidPublicKey: {path: '/api/vapid-public-key', methods: ['GET'], fn: 'vapid-public-key'},
  subscribePush: {path: '/api/subscribe-push', methods: ['POST'], fn: 'subscribe-push'},
  unsubscribePush: {path: '/api/unsubscribe-push', methods: ['POST'], fn: 'unsubscribe-push'},
  scheduleReminder: {path: '/api/schedule-reminder', methods: ['POST'], fn: 'schedule-reminder'},
})

export const REMINDER_TYPES = [
  'morning-checkin',
  'supplement-reminder',
  'mindfulness-break',
  'evening-reflection',
  'custom',
] as const
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

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** DECISIONS 22: the spec's fields plus the subscription endpoint and the browser's IANA time zone. */
export type ScheduleReminderBody = Reminder & {endpoint: string; timeZone: string}
export type ScheduleReminderResult = {ok: true; enabled: boolean; nextDue?: string}
export type VapidPublicKey = {publicKey: string}
