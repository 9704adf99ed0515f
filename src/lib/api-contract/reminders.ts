import type {OkResult} from './contact'
import type {
  ReminderMailConfirmInput,
  ReminderMailInput,
  ScheduleReminderInput,
  TestReminderInput,
  UnsubscribePushInput,
} from './reminders.schema'
import {answering, endpoints} from './endpoint'

/** Daily reminders by web push: purchaser features, so every call but the public key carries the access token. */
export const REMINDER_ENDPOINTS = endpoints({
  vapidPublicKey: answering<{GET: VapidPublicKey}>()({
    path: '/api/vapid-public-key',
    methods: ['GET'],
    fn: 'vapid-public-key',
  }),
  subscribePush: answering<{POST: OkResult}, {POST: PushSubscriptionJSON}>()({
    path: '/api/subscribe-push',
    methods: ['POST'],
    fn: 'subscribe-push',
  }),
  unsubscribePush: answering<{POST: OkResult}, {POST: UnsubscribePushInput}>()({
    path: '/api/unsubscribe-push',
    methods: ['POST'],
    fn: 'unsubscribe-push',
  }),
  scheduleReminder: answering<{POST: ScheduleReminderResult}, {POST: ScheduleReminderInput}>()({
    path: '/api/schedule-reminder',
    methods: ['POST'],
    fn: 'schedule-reminder',
  }),
  /** DECISIONS 39: the daily-email channel where push cannot reach (opt in, or confirm it is still there). */
  reminderMail: answering<{POST: ReminderMailResult}, {POST: ReminderMailInput}>()({
    path: '/api/reminder-mail',
    methods: ['POST'],
    fn: 'reminder-mail',
  }),
  /** See DECISIONS 39. The double opt-in link of a reminder address (no access token: the signed link is the proof). */
  reminderMailConfirm: answering<{POST: ReminderMailConfirmResult}, {POST: ReminderMailConfirmInput}>()({
    path: '/api/reminder-mail/confirm',
    methods: ['POST'],
    fn: 'reminder-mail-confirm',
  }),
  /** A test reminder through the server, by the channel's own way (push or mail). */
  testReminder: answering<{POST: TestReminderResult}, {POST: TestReminderInput}>()({
    path: '/api/test-reminder',
    methods: ['POST'],
    fn: 'test-reminder',
  }),
})

export const REMINDER_TYPES = [
  'morning-checkin',
  'supplement-reminder',
  'mindfulness-break',
  'evening-reflection',
  'custom',
] as const
export type ReminderType = (typeof REMINDER_TYPES)[number]

/** A reminder, as the original "Reminder" entity names its fields. */
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

export type ScheduleReminderResult = {ok: true; enabled: boolean; nextDue?: string}
export type VapidPublicKey = {publicKey: string}

/**
 * `endpoint` names the channel in later calls (schedule, test, turn off), as a push endpoint does. `pending`: the
 * address waits for its confirmation link (double opt-in, DECISIONS 39); reminders are "on" only once `confirmed`.
 */
export type ReminderMailResult = {confirmed: boolean; pending?: boolean; endpoint?: string}
export type ReminderMailConfirmResult = {confirmed: true}
export type TestReminderResult = {ok: true; via: 'push' | 'mail'}
