import {createHmac} from 'node:crypto'
import {z} from 'zod'
import type {Reminder, ReminderPayload} from '../../../../src/lib/reminders/logic'
import {siteWideKey} from '../keys'
import {isPushServiceEndpoint, PUSH_SERVICE_ERROR} from '../push-services'
import {sha256Hex} from '../sha256'

/** The records of the push stores and their schemas (keys.ts names where each lives). */

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({protocol: /^https$/, error: 'The subscription endpoint must be an https URL.'})
    .max(2048)
    .refine(isPushServiceEndpoint, PUSH_SERVICE_ERROR),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
})
export type PushSubscriptionRecord = z.infer<typeof PushSubscriptionSchema>
/**
 * A browser's subscription as stored: the endpoint is not checked against today's push services again (it was when
 * saved; an import or an older list of services stored others), so a record stored then still reads.
 */
const storedPushSubscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({p256dh: z.string(), auth: z.string()}),
}) satisfies z.ZodType<PushSubscriptionRecord>

/**
 * A daily-email channel (DECISIONS 39): where push cannot reach, reminders go to an address. It is stored like a
 * browser's subscription (same owner index and cap, same reminders and slots), under the `mailto:` endpoint the
 * page keeps, so the scheduler sends each due reminder once, by push or by mail.
 */
const mailChannelSchema = z.object({
  endpoint: z.string(),
  email: z.string(),
  /**
   * Double opt-in (DECISIONS 39): null until she follows the link mailed to the address; no reminder goes to it before.
   * A record without it (stored before the opt-in was double) is pending too.
   */
  confirmedAt: z.string().nullable().optional(),
  /** A hash of the nonce of the one confirmation link that still works; gone once confirmed. */
  confirmNonce: z.string().optional(),
  /** When that link was mailed (retention deletes an address never confirmed once its link expired). */
  requestedAt: z.string().optional(),
})
export type MailChannelRecord = z.infer<typeof mailChannelSchema>
/** Where a reminder goes: a browser's push subscription or a mail channel. */
export type ChannelRecord = PushSubscriptionRecord | MailChannelRecord
export const channelSchema = z.union([
  mailChannelSchema,
  storedPushSubscriptionSchema,
]) satisfies z.ZodType<ChannelRecord>

export const MAIL_ENDPOINT_PREFIX = 'mailto:'
export const isMailChannel = (record: ChannelRecord): record is MailChannelRecord => 'email' in record
export const isConfirmedMailChannel = (record: MailChannelRecord) => Boolean(record.confirmedAt)
/** The state of a mail channel as the reminders page shows it: only 'confirmed' is "on". */
export type MailChannelState = 'none' | 'pending' | 'confirmed'
/** The endpoint of an address's mail channel (the address as normalised by the caller). */
export const mailEndpoint = (email: string) => `${MAIL_ENDPOINT_PREFIX}${email}`

/** At most this many reminders per subscription: one token cannot fill a run with its own sends. */
export const MAX_REMINDERS_PER_SUBSCRIPTION = 10
/** At most this many browsers per purchase (or reviewer token); a new one replaces the one seen longest ago. */
export const MAX_SUBSCRIPTIONS_PER_OWNER = 5

/**
 * One spelling per endpoint (docs/threat-model.md): the WHATWG URL form (host lower-cased, default port and dot segments
 * removed, a fragment dropped), so variants of one browser's endpoint are one subscription, under the owner's cap.
 * Endpoints as browsers send them are already in this form, so their keys do not change.
 */
export function canonicalEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint)
    url.hash = ''
    return url.href
  } catch {
    return endpoint
  }
}

/**
 * A channel's key: 32 hex digits (the sender shards by the first two). A browser's is a hash of its endpoint. A mail
 * channel's names an address, so it is a keyed hash (HMAC with the site-wide `address-id` key, as the email list's
 * ids: docs/threat-model.md "Identifiers of an address"), and a leaked store or a forwarded reminder link cannot be
 * matched against a list of addresses.
 */
export const subscriptionKey = (endpoint: string) =>
  endpoint.startsWith(MAIL_ENDPOINT_PREFIX)
    ? createHmac('sha256', siteWideKey('address-id')).update(endpoint).digest('hex').slice(0, 32)
    : sha256Hex(canonicalEndpoint(endpoint)).slice(0, 32)

/**
 * The key earlier versions stored a mail channel under, and signed into its links: the bare truncated SHA-256 of its
 * endpoint. Read only, to move the channel to its keyed one (mail-channel-keys.ts); never written.
 */
export const legacyMailChannelKey = (endpoint: string) => sha256Hex(endpoint).slice(0, 32)

/**
 * The reminder as stored at `r/{sub}/{id}`, checked against the contract's type. Any type name reads (one an older
 * version offered still sends). Loose: moveReminder writes it back whole, so a field this schema does not name is kept.
 */
export type StoredReminder = Reminder & {sub: string; timeZone: string; slot: string; scheduledAt: string}
export const storedReminderSchema = z
  .object({
    id: z.string(),
    time: z.string(),
    title: z.string(),
    body: z.string(),
    type: z.custom<Reminder['type']>((value) => typeof value === 'string'),
    enabled: z.boolean(),
    supplement: z.string().optional(),
    sub: z.string(),
    timeZone: z.string(),
    slot: z.string(),
    scheduledAt: z.string(),
  })
  .loose() satisfies z.ZodType<StoredReminder>
/** A stored reminder with the instant it goes out next (after any send or skip already claimed today). */
export type ScheduledReminder = StoredReminder & {nextDue: string}
/** One reminder in a slot of the daily index: all a worker needs to send it. */
export type SlotEntry = {
  sub: string
  id: string
  time: string
  timeZone: string
  payload: ReminderPayload
  subscription: ChannelRecord
}
export const slotEntrySchema = z.object({
  sub: z.string(),
  id: z.string(),
  time: z.string(),
  timeZone: z.string(),
  payload: z.object({title: z.string(), body: z.string(), url: z.string(), tag: z.string()}),
  subscription: channelSchema,
}) satisfies z.ZodType<SlotEntry>
export const slotSchema = z.array(slotEntrySchema)
