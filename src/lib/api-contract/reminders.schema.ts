import {z} from 'zod'
import {isValidTimeZone} from '../time-zones'
import {emailField} from './fields.schema'
import {REMINDER_TYPES, TIME_PATTERN} from './reminders'

// The original fields plus the subscription endpoint and the browser's IANA time zone (DECISIONS 22).
export const ScheduleReminder = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Reminder ids are letters, digits, - and _.'),
  time: z.string().regex(TIME_PATTERN, 'Write the time as HH:MM (24-hour).'),
  title: z.string().trim().min(1, 'Give the reminder a title.').max(100),
  body: z.string().trim().max(300),
  type: z.enum(REMINDER_TYPES),
  enabled: z.boolean(),
  supplement: z.string().trim().max(100).nullish(),
  endpoint: z.url({error: 'Send the push subscription endpoint.'}).max(2048),
  timeZone: z.string().refine(isValidTimeZone, 'Send an IANA time zone such as Europe/London.'),
})

// The browser sends its whole subscription; the endpoint identifies it, and its auth secret proves the browser
// holds it (enough to stop its reminders without paid access, docs/threat-model.md).
export const UnsubscribePush = z.object({
  endpoint: z.url({error: 'Send the subscription endpoint.'}).max(2048),
  keys: z.object({p256dh: z.string().max(200).optional(), auth: z.string().max(100).optional()}).optional(),
})

// DECISIONS 39: the daily-email channel. The endpoint of a channel is what the page got back when it opted in.
const channelEndpoint = z.string().trim().min(1).max(2048)
export const ReminderMail = z.discriminatedUnion('action', [
  z.object({action: z.literal('subscribe'), email: emailField}),
  z.object({action: z.literal('status'), endpoint: channelEndpoint}),
])
export const TestReminder = z.object({endpoint: channelEndpoint})
// See DECISIONS 39. The token of a confirmation link, as the confirmation page read it from the link.
export const ReminderMailConfirm = z.object({token: z.string().trim().min(1).max(2048)})

/** The bodies the browser sends (the contract's entries name them, `reminders.ts`). */
export type ScheduleReminderInput = z.input<typeof ScheduleReminder>
export type UnsubscribePushInput = z.input<typeof UnsubscribePush>
export type ReminderMailInput = z.input<typeof ReminderMail>
export type TestReminderInput = z.input<typeof TestReminder>
export type ReminderMailConfirmInput = z.input<typeof ReminderMailConfirm>
