import {createHash, randomBytes} from 'node:crypto'
import {z} from 'zod'
import {reminderPayload, type Reminder, type ReminderPayload} from '../../../src/lib/reminders/logic'
import {nextOccurrence} from '../../../src/lib/time-zones'
import {readRecord, readRecordWithMetadata, store, STORES} from './blobs'
import {purchaseOwnerId, type OwnerId} from './owner-id'
import {sameText} from './same-text'
import {backOff, inTurn, updateJSON} from './conditional-update'
import {chunkOf, fingerprint, isMinuteInWindow, shardOf, slotOf, windowHourPrefixes, type Window} from './push-schedule'
import {isPushServiceEndpoint, PUSH_SERVICE_ERROR} from './push-services'
import {milliseconds} from 'date-fns/milliseconds'
import {REMINDER_MAIL_CONFIRMATIONS_PER_DAY, REMINDER_MAIL_DECLINED_DAYS} from '../../../src/config/retention'

/**
 * The push stores, and the only code that knows their keys (handlers and the sender call these functions).
 *
 * push-subscriptions:
 * - `{sub}` → the browser's subscription `{endpoint, keys}` (sub = hash of its endpoint), or a mail channel
 *   `{endpoint: 'mailto:…', email}` (DECISIONS 39);
 * - `mail/{sub}` → when a mail channel was last seen (retention deletes it after RETENTION.reminderMailInactiveDays);
 * - `meta/{sub}` → `{owner, seenAt}`: who subscribed it (a hash of the purchase or token) and when it was last sent;
 * - `owner/{owner}/{sub}` → seenAt: the owner's subscriptions, capped at MAX_SUBSCRIPTIONS_PER_OWNER;
 * - `claim/{sub}` → `{owner, confirmNonce, requestedAt}`: another owner asked for an address that has an owner
 *   (DECISIONS 47); nothing changes until the address follows the link of that request;
 * - `confirm-mails/{sub}` → `{day, count}`: confirmation mails sent to the address that UTC day (capped);
 * - `declined/{sub}` → when the address answered "this wasn't me" (no confirmation mail to it for a while).
 * reminders:
 * - `r/{sub}/{id}` → the scheduled reminder as the page set it, with its time zone and daily slot;
 * - `due/{HH:mm}/{shard}` → everything one worker needs to send the reminders of that UTC minute and shard,
 *   subscription included (one read per slot and shard instead of three per reminder);
 * - `state/progress/{yyyy-MM-ddTHH:mm}/{shard}/{bucket or 'retry'}` → one chunk of a minute's sends: who holds
 *   it until when, and fingerprints of what it has done (see push-chunks.ts); kept a day;
 * - `retry/{yyyy-MM-ddTHH:mm}/{shard}` → sends that failed, for the next run;
 * - `state/last-run` → end of the previous run's window; `stats/deliveries/{yyyy-MM-dd}` → delivery counts;
 * - `sent/{sub}/{id}/{local day}` → per-reminder claims of the previous design, only ever deleted now;
 * - `rejected/{sub}` → how often the push service refused our authorisation (401/403) lately.
 */

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
const channelSchema = z.union([mailChannelSchema, storedPushSubscriptionSchema]) satisfies z.ZodType<ChannelRecord>

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

export const subscriptionKey = (endpoint: string) =>
  createHash('sha256')
    .update(endpoint.startsWith(MAIL_ENDPOINT_PREFIX) ? endpoint : canonicalEndpoint(endpoint))
    .digest('hex')
    .slice(0, 32)

/**
 * Who saved a subscription (an OwnerId, owner-id.ts) and when it was last seen. An owner written before the one
 * owner id (a 32-digit hash) equals no request's owner id: that subscription answers as not hers until her browser
 * saves it again, and retention removes it if none does (docs/decisions.md 47).
 */
const metaSchema = z.object({owner: z.string(), seenAt: z.string().optional()})

/** Who saved this subscription (null for one stored without an owner, e.g. by an import). */
const ownerOf = async (sub: string) => (await readRecord(subscriptions(), KEYS.meta(sub), metaSchema))?.owner ?? null

/**
 * Whether `owner` saved this subscription: every read, change and delete of a channel and its reminders checks it
 * (DECISIONS 47; knowing an endpoint or an address is never enough).
 */
export const ownsSubscription = async (sub: string, owner: OwnerId) => (await ownerOf(sub)) === owner
/**
 * The reminder as stored at `r/{sub}/{id}`, checked against the contract's type. Any type name reads (one an older
 * version offered still sends). Loose: moveReminder writes it back whole, so a field this schema does not name is kept.
 */
export type StoredReminder = Reminder & {sub: string; timeZone: string; slot: string; scheduledAt: string}
const storedReminderSchema = z
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
const slotEntrySchema = z.object({
  sub: z.string(),
  id: z.string(),
  time: z.string(),
  timeZone: z.string(),
  payload: z.object({title: z.string(), body: z.string(), url: z.string(), tag: z.string()}),
  subscription: channelSchema,
}) satisfies z.ZodType<SlotEntry>
const slotSchema = z.array(slotEntrySchema)
/** A failed send waiting for the next run, with the occurrence it belongs to and the chunk that handed it over. */
export type RetryEntry = SlotEntry & {occurrence: string; from?: string}
const retriesSchema = z.array(
  slotEntrySchema.extend({occurrence: z.string(), from: z.string().optional()}),
) satisfies z.ZodType<RetryEntry[]>
/** The progress of one chunk of a minute's sends (push-chunks.ts). */
const chunkSchema = z.object({
  holder: z.string(),
  leaseUntil: z.number(),
  done: z.array(z.string()),
  retried: z.array(z.string()),
  complete: z.boolean(),
})
export type ChunkRecord = z.infer<typeof chunkSchema>
const deliveryStatsSchema = z.object({sent: z.number(), failed: z.number(), removed: z.number()})
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>
const lastRunSchema = z.object({at: z.string()})
const rejectionsSchema = z.object({count: z.number(), first: z.string()})
const confirmMailsSchema = z.object({day: z.string(), count: z.number()})

const KEYS = {
  subscription: (sub: string) => sub,
  meta: (sub: string) => `meta/${sub}`,
  owner: (owner: string, sub = '') => `owner/${owner}/${sub}`,
  reminder: (sub: string, id = '') => `r/${sub}/${id}`,
  slot: (slot: string, shard: string) => `due/${slot}/${shard}`,
  claims: (sub: string, id?: string) => (id === undefined ? `sent/${sub}/` : `sent/${sub}/${id}/`),
  progress: (chunk = '') => `state/progress/${chunk}`,
  retry: (minute: string, shard: string) => `retry/${minute}/${shard}`,
  lastRun: 'state/last-run',
  rejections: (sub: string) => `rejected/${sub}`,
  mailChannel: (sub = '') => `mail/${sub}`,
  claim: (sub: string) => `claim/${sub}`,
  confirmMails: (sub: string) => `confirm-mails/${sub}`,
  declined: (sub: string) => `declined/${sub}`,
  stats: (day: string) => `stats/deliveries/${day}`,
}

const reminders = () => store(STORES.reminders)
const subscriptions = () => store(STORES.pushSubscriptions)
type Store = ReturnType<typeof reminders>

const listKeys = async (blobs: Store, prefix: string) => (await blobs.list({prefix})).blobs.map((blob) => blob.key)

/**
 * Read-modify-write with Blobs conditional writes: retried until no other writer came in between. `change`
 * returns the new value, or null to delete the blob (deletes are unconditional: callers that add to a shared
 * blob check afterwards that their entry is there).
 */
function updateJson<T>(
  blobs: Store,
  key: string,
  schema: z.ZodType<T>,
  change: (current: T | null) => T | null,
): Promise<T | null> {
  // Writers of one key in this process take turns (a worker adds its counts while another finishes).
  return inTurn(`push:${key}`, () => conditionalUpdate(blobs, key, schema, change))
}

/** Through the one conditional-update helper (conditional-update.ts): no ETag means no write (fail closed). */
async function conditionalUpdate<T>(
  blobs: Store,
  key: string,
  schema: z.ZodType<T>,
  change: (current: T | null) => T | null,
): Promise<T | null> {
  const outcome = await updateJSON<T, {value: T | null; remove: boolean}>(
    blobs,
    key,
    schema,
    (current) => {
      const next = change(current)
      if (JSON.stringify(next) === JSON.stringify(current)) return {result: {value: next, remove: false}}
      if (next === null) return {result: {value: null, remove: true}}
      return {next, result: {value: next, remove: false}}
    },
    {maxAttempts: 100},
  )
  if (outcome.remove) await blobs.delete(key)
  return outcome.value
}

// ── Subscriptions ──────────────────────────────────────────────────────────────────────────────

export const readSubscription = (sub: string) => readRecord(subscriptions(), KEYS.subscription(sub), channelSchema)

/** Records who owns a channel and when it was last seen, under the owner's cap (the oldest go past it). */
async function recordOwner(sub: string, owner: string, now: Date) {
  const blobs = subscriptions()
  const seenAt = now.toISOString()
  // Every read-modify-write through the one conditional-update helper (docs/threat-model.md): no ETag, no write (503).
  await blobs.set(KEYS.owner(owner, sub), seenAt)
  const formerOwner = await updateJSON<z.infer<typeof metaSchema>, string | null>(
    blobs,
    KEYS.meta(sub),
    metaSchema,
    (meta) => ({
      next: {owner, seenAt},
      result: meta && meta.owner !== owner ? meta.owner : null,
    }),
  )
  if (formerOwner) await blobs.delete(KEYS.owner(formerOwner, sub))
}

async function capOwner(owner: string, keep: string) {
  const blobs = subscriptions()
  const owned = await listKeys(blobs, KEYS.owner(owner))
  if (owned.length > MAX_SUBSCRIPTIONS_PER_OWNER) {
    const seen = await Promise.all(
      owned.map(async (key) => ({sub: key.slice(KEYS.owner(owner).length), seenAt: String(await blobs.get(key))})),
    )
    const oldest = seen.filter((entry) => entry.sub !== keep).sort((a, b) => a.seenAt.localeCompare(b.seenAt))
    for (const entry of oldest.slice(0, owned.length - MAX_SUBSCRIPTIONS_PER_OWNER)) await deleteSubscription(entry.sub)
  }
}

const nonceHash = (nonce: string) => createHash('sha256').update(`reminder-mail-confirm:${nonce}`).digest('hex')

/** What asking for reminder mail to an address did (DECISIONS 39, 47). */
export type MailChannelRequest =
  | {state: 'confirmed'; sub: string; endpoint: string}
  /** A confirmation link with `nonce` is to be mailed to the address; nothing is on before it is followed. */
  | {state: 'pending'; sub: string; endpoint: string; nonce: string}
  /** No mail: the address had its confirmations for today, or answered "this wasn't me" lately. Nothing changed. */
  | {state: 'limited' | 'declined'; sub: string; endpoint: string}

const claimSchema = z.object({
  owner: z.string(),
  confirmNonce: z.string(),
  requestedAt: z.string(),
  taken: z.boolean().optional(),
})
type ClaimRecord = z.infer<typeof claimSchema>

const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Takes one of the address's confirmation mails of the day (DECISIONS 47: asking again and again never floods her
 * inbox), unless it answered "this wasn't me" within REMINDER_MAIL_DECLINED_DAYS.
 */
async function reserveConfirmationMail(sub: string, now: Date): Promise<'ok' | 'limited' | 'declined'> {
  const declinedAt = (await subscriptions().get(KEYS.declined(sub), {type: 'text'})) as string | null
  if (declinedAt && now.getTime() - Date.parse(declinedAt) < milliseconds({days: REMINDER_MAIL_DECLINED_DAYS}))
    return 'declined'
  const day = utcDay(now)
  return updateJSON<z.infer<typeof confirmMailsSchema>, 'ok' | 'limited'>(
    subscriptions(),
    KEYS.confirmMails(sub),
    confirmMailsSchema,
    (current) => {
      const count = current?.day === day ? current.count : 0
      return count >= REMINDER_MAIL_CONFIRMATIONS_PER_DAY
        ? {result: 'limited'}
        : {next: {day, count: count + 1}, result: 'ok'}
    },
  )
}

/**
 * Her opt-in to reminder mail at an address (double opt-in, DECISIONS 39). The same owner asking again for her
 * confirmed address refreshes when it was last seen. An address without an owner becomes hers, pending: `nonce`
 * goes into the confirmation link, and a newer link replaces an older one. An address another owner holds stays
 * as it is (DECISIONS 47): her request is kept aside and takes effect only when the address follows its link.
 * Every confirmation mail counts against the address's daily cap. The `mail/{sub}` index lets retention find
 * channels not seen for a long time.
 */
export async function saveMailChannel(email: string, owner: OwnerId, now: Date): Promise<MailChannelRequest> {
  const endpoint = mailEndpoint(email)
  const sub = subscriptionKey(endpoint)
  const [current, holder] = await Promise.all([readSubscription(sub), ownerOf(sub)])
  const sameOwner = holder === owner
  if (sameOwner && current && isMailChannel(current) && isConfirmedMailChannel(current)) {
    await recordOwner(sub, owner, now)
    await subscriptions().set(KEYS.mailChannel(sub), now.toISOString())
    return {state: 'confirmed', sub, endpoint}
  }
  const reserved = await reserveConfirmationMail(sub, now)
  if (reserved !== 'ok') return {state: reserved, sub, endpoint}
  const nonce = randomBytes(16).toString('base64url')
  const requestedAt = now.toISOString()
  if (current && holder && !sameOwner) {
    const claim: ClaimRecord = {owner, confirmNonce: nonceHash(nonce), requestedAt}
    await subscriptions().setJSON(KEYS.claim(sub), claim)
    return {state: 'pending', sub, endpoint, nonce}
  }
  await recordOwner(sub, owner, now)
  const pending: MailChannelRecord = {endpoint, email, confirmedAt: null, confirmNonce: nonceHash(nonce), requestedAt}
  const {confirmed, wasConfirmed} = await updateJSON<ChannelRecord, {confirmed: boolean; wasConfirmed: boolean}>(
    subscriptions(),
    KEYS.subscription(sub),
    channelSchema,
    (stored) => {
      const wasConfirmed = Boolean(stored && isMailChannel(stored) && isConfirmedMailChannel(stored))
      return wasConfirmed && sameOwner
        ? {result: {confirmed: true, wasConfirmed}}
        : {next: pending, result: {confirmed: false, wasConfirmed}}
    },
  )
  // Reminders already scheduled on the address wait for the new confirmation too.
  if (wasConfirmed && !confirmed) await refreshSlotEntries(sub, pending)
  await subscriptions().set(KEYS.mailChannel(sub), requestedAt)
  await capOwner(owner, sub)
  return confirmed ? {state: 'confirmed', sub, endpoint} : {state: 'pending', sub, endpoint, nonce}
}

/** Takes the pending request of another owner whose link carries `nonce` (once); null when there is none. */
const takeClaim = (sub: string, nonce: string) =>
  updateJSON<ClaimRecord, ClaimRecord | null>(subscriptions(), KEYS.claim(sub), claimSchema, (claim) =>
    claim && !claim.taken && claim.confirmNonce === nonceHash(nonce)
      ? {next: {...claim, taken: true}, result: claim}
      : {result: null},
  )

/**
 * The address confirmed another owner's request (DECISIONS 47): the channel becomes hers, confirmed, and the
 * former owner's reminders on it are deleted with the rest of what was stored for it (they were not hers).
 */
async function handOverMailChannel(sub: string, channel: MailChannelRecord, owner: string, now: Date) {
  await deleteSubscription(sub)
  const record: MailChannelRecord = {endpoint: channel.endpoint, email: channel.email, confirmedAt: now.toISOString()}
  await recordOwner(sub, owner, now)
  await subscriptions().setJSON(KEYS.subscription(sub), record)
  await subscriptions().set(KEYS.mailChannel(sub), now.toISOString())
  await capOwner(owner, sub)
}

/**
 * Confirms a pending mail channel with the nonce of its link (once): its reminders' schedule entries carry the
 * confirmed channel from now on; or hands the channel over to the owner whose request the link answers.
 * 'used' when it is confirmed already or a newer link replaced this one; 'gone' when the channel was turned off,
 * unsubscribed or removed by retention.
 */
export async function confirmMailChannel(sub: string, nonce: string, now: Date) {
  const claim = await takeClaim(sub, nonce)
  if (claim) {
    const channel = await readSubscription(sub)
    if (!channel || !isMailChannel(channel)) {
      await subscriptions().delete(KEYS.claim(sub))
      return 'gone'
    }
    await handOverMailChannel(sub, channel, claim.owner, now)
    return 'confirmed'
  }
  const outcome = await updateJSON<ChannelRecord, {state: 'confirmed' | 'used' | 'gone'; record?: MailChannelRecord}>(
    subscriptions(),
    KEYS.subscription(sub),
    channelSchema,
    (current) => {
      if (!current || !isMailChannel(current)) return {result: {state: 'gone'}}
      if (isConfirmedMailChannel(current) || current.confirmNonce !== nonceHash(nonce)) return {result: {state: 'used'}}
      const record: MailChannelRecord = {
        endpoint: current.endpoint,
        email: current.email,
        confirmedAt: now.toISOString(),
      }
      return {next: record, result: {state: 'confirmed', record}}
    },
  )
  if (outcome.record) await refreshSlotEntries(sub, outcome.record)
  return outcome.state
}

/**
 * "This wasn't me" from a confirmation mail: the request of that mail is dropped (another owner's request, or a
 * channel still waiting for its first confirmation, with its reminders), an address's confirmed channel stays,
 * and no confirmation mail goes to the address for REMINDER_MAIL_DECLINED_DAYS. Answers whether a request was
 * still waiting.
 */
export async function declineMailRequest(sub: string, nonce: string, now: Date): Promise<boolean> {
  await subscriptions().set(KEYS.declined(sub), now.toISOString())
  if (await takeClaim(sub, nonce)) {
    await subscriptions().delete(KEYS.claim(sub))
    return true
  }
  const channel = await readSubscription(sub)
  if (
    channel &&
    isMailChannel(channel) &&
    !isConfirmedMailChannel(channel) &&
    channel.confirmNonce === nonceHash(nonce)
  ) {
    await deleteSubscription(sub)
    return true
  }
  return false
}

/**
 * Refreshes when an owner's channel was last seen (her reminders page asks for it); answers its state: 'none'
 * when it is gone or not hers, 'pending' while a mail channel (or her request for another owner's address) waits
 * for its confirmation.
 */
export async function touchChannel(sub: string, owner: OwnerId, now: Date): Promise<MailChannelState> {
  const channel = await readSubscription(sub)
  if (!channel) return 'none'
  if (!(await ownsSubscription(sub, owner))) {
    const claim = await readRecord(subscriptions(), KEYS.claim(sub), claimSchema)
    return claim?.owner === owner && !claim.taken ? 'pending' : 'none'
  }
  await recordOwner(sub, owner, now)
  if ((await subscriptions().get(KEYS.mailChannel(sub))) !== null)
    await subscriptions().set(KEYS.mailChannel(sub), now.toISOString())
  return isMailChannel(channel) && !isConfirmedMailChannel(channel) ? 'pending' : 'confirmed'
}

/** Mail channels last seen before `before` (ISO time): retention deletes them with their reminders. */
export async function mailChannelsSeenBefore(before: string) {
  const keys = await listKeys(subscriptions(), KEYS.mailChannel())
  const seen = await Promise.all(
    keys.map(async (key) => ({
      sub: key.slice(KEYS.mailChannel().length),
      seenAt: (await subscriptions().get(key, {type: 'text'})) as string | null,
    })),
  )
  return seen.filter((entry) => entry.seenAt !== null && entry.seenAt < before).map((entry) => entry.sub)
}

/** Mail channels still waiting for a confirmation asked for before `before` (ISO time): retention deletes them. */
export async function unconfirmedMailChannelsBefore(before: string) {
  const subs = (await listKeys(subscriptions(), KEYS.mailChannel())).map((key) => key.slice(KEYS.mailChannel().length))
  const records = await Promise.all(subs.map(async (sub) => ({sub, record: await readSubscription(sub)})))
  return records
    .filter(
      ({record}) =>
        record !== null &&
        isMailChannel(record) &&
        !isConfirmedMailChannel(record) &&
        (record.requestedAt ?? '') < before,
    )
    .map(({sub}) => sub)
}

/**
 * Stores a browser's subscription for its owner. A repeated save refreshes when it was last seen; past the
 * owner's cap, the subscriptions seen longest ago are deleted with their reminders.
 */
export async function saveSubscription(subscription: PushSubscriptionRecord, owner: OwnerId, now: Date) {
  const sub = subscriptionKey(subscription.endpoint)
  await recordOwner(sub, owner, now)
  const record = {endpoint: canonicalEndpoint(subscription.endpoint), keys: subscription.keys}
  const previous = await updateJSON<ChannelRecord, ChannelRecord | null>(
    subscriptions(),
    KEYS.subscription(sub),
    channelSchema,
    (current) => ({
      next: record,
      result: current,
    }),
  )
  if (previous && JSON.stringify('keys' in previous ? previous.keys : null) !== JSON.stringify(record.keys))
    await refreshSlotEntries(sub, record)
  await capOwner(owner, sub)
  return sub
}

/** Deletes a subscription and everything stored for it: its reminders, their index entries, claims and retries. */
export async function deleteSubscription(sub: string) {
  for (const key of await listKeys(reminders(), KEYS.reminder(sub)))
    await unscheduleReminder(sub, key.slice(KEYS.reminder(sub).length))
  const blobs = reminders()
  const retries = (await listKeys(blobs, 'retry/')).filter((key) => key.endsWith(`/${shardOf(sub)}`))
  for (const key of retries)
    await updateJson(blobs, key, retriesSchema, (entries) =>
      nonEmpty((entries ?? []).filter((entry) => entry.sub !== sub)),
    )
  await Promise.all((await listKeys(blobs, KEYS.claims(sub))).map((key) => blobs.delete(key)))
  await blobs.delete(KEYS.rejections(sub))
  const meta = await readRecord(subscriptions(), KEYS.meta(sub), metaSchema)
  if (meta) await subscriptions().delete(KEYS.owner(meta.owner, sub))
  await subscriptions().delete(KEYS.meta(sub))
  await subscriptions().delete(KEYS.claim(sub))
  await subscriptions().delete(KEYS.mailChannel(sub))
  await subscriptions().delete(KEYS.subscription(sub))
}

/**
 * Stops every reminder of a purchase: deletes each subscription its owner saved, with their reminders
 * (a refund or a dispute ends access, so her reminders stop too; docs/threat-model.md). Answers how many went.
 */
export async function deleteSubscriptionsOfPurchase(purchaseId: string) {
  const owner = purchaseOwnerId(purchaseId)
  const subs = (await listKeys(subscriptions(), KEYS.owner(owner))).map((key) => key.slice(KEYS.owner(owner).length))
  for (const sub of subs) await deleteSubscription(sub)
  return subs.length
}

/** Whether the browser that sent `keys` holds this subscription: its auth secret matches the stored one. */
export async function holdsSubscription(sub: string, keys: {auth?: string} | undefined) {
  const stored = await readSubscription(sub)
  if (!stored || isMailChannel(stored) || !keys?.auth) return false
  return sameText(stored.keys.auth, keys.auth)
}

/** A subscription the push service refused (401/403) this many times within REJECTION_WINDOW_MS is removed. */
export const MAX_PUSH_REJECTIONS = 3
const REJECTION_WINDOW_MS = milliseconds({days: 7})

/** Counts one refusal of a subscription (within the window; an older count starts again); answers the count. */
export async function recordRejection(sub: string, now: Date): Promise<number> {
  const record = await updateJson(reminders(), KEYS.rejections(sub), rejectionsSchema, (current) =>
    current && now.getTime() - Date.parse(current.first) < REJECTION_WINDOW_MS
      ? {...current, count: current.count + 1}
      : {count: 1, first: now.toISOString()},
  )
  return record?.count ?? 0
}

// ── The daily slot index ───────────────────────────────────────────────────────────────────────

const nonEmpty = <T>(entries: T[]) => (entries.length ? entries : null)
const sameReminder = (a: {sub: string; id: string}, b: {sub: string; id: string}) => a.sub === b.sub && a.id === b.id

export const readSlot = async (key: string) => (await readRecord(reminders(), key, slotSchema)) ?? []

/** Puts a reminder into a slot (replacing an older copy) and checks it is there, since an emptied slot may have been deleted meanwhile. */
async function addToSlot(slot: string, entry: SlotEntry) {
  const key = KEYS.slot(slot, shardOf(entry.sub))
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await updateJson(reminders(), key, slotSchema, (entries) => [
      ...(entries ?? []).filter((other) => !sameReminder(other, entry)),
      entry,
    ])
    if ((await readSlot(key)).some((other) => sameReminder(other, entry))) return
    await backOff(attempt)
  }
  throw new Error(`Could not index reminder ${entry.id} in ${key}`)
}

const removeFromSlot = (slot: string, reminder: {sub: string; id: string}) =>
  updateJson(reminders(), KEYS.slot(slot, shardOf(reminder.sub)), slotSchema, (entries) =>
    nonEmpty((entries ?? []).filter((other) => !sameReminder(other, reminder))),
  )

const slotEntry = (record: StoredReminder, subscription: ChannelRecord): SlotEntry => ({
  sub: record.sub,
  id: record.id,
  time: record.time,
  timeZone: record.timeZone,
  payload: reminderPayload(record),
  subscription,
})

async function refreshSlotEntries(sub: string, subscription: ChannelRecord) {
  for (const key of await listKeys(reminders(), KEYS.reminder(sub))) {
    const record = await readRecord(reminders(), key, storedReminderSchema)
    if (record) await addToSlot(record.slot, slotEntry(record, subscription))
  }
}

/** The slot and shard keys under some slot prefixes ('HH:mm' or 'HH:'). */
export async function listSlots(prefixes: string[]) {
  const keys = (await Promise.all(prefixes.map((prefix) => listKeys(reminders(), `due/${prefix}`)))).flat()
  return keys.map((key) => ({key, slot: key.split('/')[1], shard: key.split('/')[2]}))
}

/**
 * Schedules many reminders at once, one write per slot blob (for the throughput bench and data migrations;
 * the page schedules one at a time). Subscriptions are stored without an owner.
 */
export async function importReminders(
  items: Array<{subscription: PushSubscriptionRecord; reminder: Reminder; timeZone: string}>,
  now: Date,
) {
  const bySlot = new Map<string, SlotEntry[]>()
  await Promise.all(
    items.map(async ({subscription, reminder, timeZone}) => {
      const sub = subscriptionKey(subscription.endpoint)
      const record: StoredReminder = {
        ...reminder,
        enabled: true,
        sub,
        timeZone,
        slot: slotOf(nextOccurrence(reminder.time, timeZone, now)),
        scheduledAt: now.toISOString(),
      }
      await subscriptions().setJSON(KEYS.subscription(sub), subscription)
      await reminders().setJSON(KEYS.reminder(sub, reminder.id), record)
      const key = KEYS.slot(record.slot, shardOf(sub))
      bySlot.set(key, [...(bySlot.get(key) ?? []), slotEntry(record, subscription)])
    }),
  )
  for (const [key, entries] of bySlot) {
    await updateJson(reminders(), key, slotSchema, (current) => [
      ...(current ?? []).filter((entry) => !entries.some((added) => sameReminder(added, entry))),
      ...entries,
    ])
  }
}

// ── Reminders ──────────────────────────────────────────────────────────────────────────────────

export const readStoredReminder = (sub: string, id: string) =>
  readRecord(reminders(), KEYS.reminder(sub, id), storedReminderSchema)

export const countReminders = async (sub: string) => (await listKeys(reminders(), KEYS.reminder(sub))).length

/**
 * The stored reminder and when it goes out next: its next occurrence after it was scheduled that no chunk has
 * done yet (sent, or skipped as too late).
 */
export async function readReminder(sub: string, id: string): Promise<ScheduledReminder | null> {
  const record = await readStoredReminder(sub, id)
  if (!record) return null
  const isDone = async (occurrence: Date) =>
    (await readChunk(chunkOf(occurrence, sub)))?.record?.done.includes(fingerprint(record, occurrence)) ?? false
  let next = nextOccurrence(record.time, record.timeZone, new Date(record.scheduledAt))
  for (let day = 0; day < 3 && (await isDone(next)); day += 1) next = nextOccurrence(record.time, record.timeZone, next)
  return {...record, nextDue: next.toISOString()}
}

/** Puts a reminder on the daily schedule at its next local time: record first, then its slot (a half-done write never sends). */
export async function scheduleReminder(
  reminder: Reminder,
  sub: string,
  timeZone: string,
  now: Date,
): Promise<ScheduledReminder> {
  const subscription = await readSubscription(sub)
  if (!subscription) throw new Error(`No subscription ${sub}`)
  const nextDue = nextOccurrence(reminder.time, timeZone, now)
  const record: StoredReminder = {
    ...reminder,
    enabled: true,
    sub,
    timeZone,
    slot: slotOf(nextDue),
    scheduledAt: now.toISOString(),
  }
  const previous = await updateJSON<StoredReminder, StoredReminder | null>(
    reminders(),
    KEYS.reminder(sub, reminder.id),
    storedReminderSchema,
    (current) => ({next: record, result: current}),
  )
  await addToSlot(record.slot, slotEntry(record, subscription))
  if (previous && previous.slot !== record.slot) await removeFromSlot(previous.slot, record)
  return (await readReminder(sub, reminder.id)) ?? {...record, nextDue: nextDue.toISOString()}
}

/** Takes a reminder off the schedule: its slot entry first (a half-done removal never sends), then the record and claims. */
export async function unscheduleReminder(sub: string, id: string, now = new Date()) {
  const existing = await readStoredReminder(sub, id)
  if (!existing) return false
  await removeFromSlot(existing.slot, existing)
  // After a DST move that died half-way the entry may also sit in the slot of its next occurrence.
  const current = slotOf(nextOccurrence(existing.time, existing.timeZone, now))
  if (current !== existing.slot) await removeFromSlot(current, existing)
  await reminders().delete(KEYS.reminder(sub, id))
  await Promise.all((await listKeys(reminders(), KEYS.claims(sub, id))).map((key) => reminders().delete(key)))
  return true
}

/** Moves a reminder to another slot after DST changed its UTC minute: new slot, record, then the old slot. */
export async function moveReminder(entry: SlotEntry, from: string, to: string) {
  const record = await readStoredReminder(entry.sub, entry.id)
  if (!record || record.slot !== from) return
  await addToSlot(to, entry)
  const moved = await updateJSON<StoredReminder, boolean>(
    reminders(),
    KEYS.reminder(entry.sub, entry.id),
    storedReminderSchema,
    (current) => (current && current.slot === from ? {next: {...current, slot: to}, result: true} : {result: false}),
  )
  if (moved) await removeFromSlot(from, entry)
}

// ── Chunk progress, retries, run state ─────────────────────────────────────────────────────────

/** A chunk's progress record and its ETag (for the conditional write that updates it). */
export async function readChunk(chunk: string): Promise<{record: ChunkRecord | null; etag?: string}> {
  const found = await readRecordWithMetadata(reminders(), KEYS.progress(chunk), chunkSchema)
  return {record: found?.data ?? null, etag: found?.etag}
}

/** Writes a chunk's progress only if nobody else wrote it since `etag` was read (only if new without one). */
export const writeChunk = (chunk: string, record: ChunkRecord, etag: string | undefined) =>
  reminders().setJSON(KEYS.progress(chunk), record, etag ? {onlyIfMatch: etag} : {onlyIfNew: true})

/** Deletes the progress records of the minutes of a window (runs pass yesterday's window). */
export async function deleteProgress(window: Window) {
  const keys = (
    await Promise.all(windowHourPrefixes(window).map((hour) => listKeys(reminders(), KEYS.progress(hour))))
  ).flat()
  await Promise.all(
    keys.filter((key) => isMinuteInWindow(key.split('/')[2], window)).map((key) => reminders().delete(key)),
  )
}

export const addRetries = (minute: string, shard: string, entries: RetryEntry[]) =>
  updateJson(reminders(), KEYS.retry(minute, shard), retriesSchema, (current) => [
    ...(current ?? []).filter((entry) => !entries.some((added) => sameReminder(added, entry))),
    ...entries,
  ])

/** The retry lists a window covers. */
export async function listRetries(window: Window) {
  const keys = (
    await Promise.all(windowHourPrefixes(window).map((hour) => listKeys(reminders(), `retry/${hour}`)))
  ).flat()
  return keys
    .filter((key) => isMinuteInWindow(key.split('/')[1], window))
    .map((key) => ({key, shard: key.split('/')[2]}))
}

export const readRetries = async (key: string) => (await readRecord(reminders(), key, retriesSchema)) ?? []
export const deleteRetries = (key: string) => reminders().delete(key)

export async function readLastRun() {
  const state = await readRecord(reminders(), KEYS.lastRun, lastRunSchema)
  return state ? new Date(state.at) : null
}
export const writeLastRun = (at: Date) => reminders().setJSON(KEYS.lastRun, {at: at.toISOString()})

// ── Delivery stats ─────────────────────────────────────────────────────────────────────────────

const ZERO: DeliveryStats = {sent: 0, failed: 0, removed: 0}

export const addDeliveryStats = (day: string, add: DeliveryStats) =>
  updateJson(reminders(), KEYS.stats(day), deliveryStatsSchema, (current) => ({
    sent: (current?.sent ?? 0) + add.sent,
    failed: (current?.failed ?? 0) + add.failed,
    removed: (current?.removed ?? 0) + add.removed,
  }))

export const readDeliveryStatsOf = async (day: string): Promise<DeliveryStats> => ({
  ...ZERO,
  ...(await readRecord(reminders(), KEYS.stats(day), deliveryStatsSchema)),
})
