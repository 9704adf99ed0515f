import {randomBytes} from 'node:crypto'
import {z} from 'zod'
import {milliseconds} from 'date-fns/milliseconds'
import {REMINDER_MAIL_CONFIRMATIONS_PER_DAY, REMINDER_MAIL_DECLINED_DAYS} from '../../../../src/config/retention'
import {readRecord} from '../blobs'
import {updateJSON} from '../conditional-update'
import type {OwnerId} from '../owner-id'
import {KEYS, listKeys, readSubscription, subscriptions} from './keys'
import {
  channelSchema,
  isConfirmedMailChannel,
  isMailChannel,
  mailEndpoint,
  type ChannelRecord,
  type MailChannelRecord,
  type MailChannelState,
} from './records'
import {channelKeyOf} from './mail-channel-keys'
import {refreshSlotEntries} from './schedule'
import {capOwner, deleteSubscription, ownerOf, ownsSubscription, recordOwner} from './subscriptions'
import {sha256Hex} from '../sha256'

/** Reminder mail to an address (DECISIONS 39): double opt-in, another owner's claim, "this wasn't me", retention's finds. */

const nonceHash = (nonce: string) => sha256Hex(`reminder-mail-confirm:${nonce}`)

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
const confirmMailsSchema = z.object({day: z.string(), count: z.number()})

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
  const sub = await channelKeyOf(endpoint)
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
