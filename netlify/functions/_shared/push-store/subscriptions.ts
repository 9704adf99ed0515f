import {z} from 'zod'
import {milliseconds} from 'date-fns/milliseconds'
import {readRecord} from '../blobs'
import {updateJSON} from '../conditional-update'
import {purchaseOwnerId, type OwnerId} from '../owner-id'
import {sameText} from '../same-text'
import {KEYS, listKeys, readSubscription, reminders, subscriptions, updateJson} from './keys'
import {
  canonicalEndpoint,
  channelSchema,
  isMailChannel,
  MAX_SUBSCRIPTIONS_PER_OWNER,
  subscriptionKey,
  type ChannelRecord,
  type PushSubscriptionRecord,
} from './records'
import {dropRetriesOf} from './run-state'
import {deleteReminders, refreshSlotEntries} from './schedule'

/** Who holds each channel, her browsers' subscriptions, and deleting a channel with all that was stored for it. */

/**
 * Who saved a subscription (an OwnerId, owner-id.ts) and when it was last seen. An owner written before the one
 * owner id (a 32-digit hash) equals no request's owner id: that subscription answers as not hers until her browser
 * saves it again, and retention removes it if none does (docs/decisions.md 47).
 */
const metaSchema = z.object({owner: z.string(), seenAt: z.string().optional()})

/** Who saved this subscription (null for one stored without an owner, e.g. by an import). */
export const ownerOf = async (sub: string) =>
  (await readRecord(subscriptions(), KEYS.meta(sub), metaSchema))?.owner ?? null

/**
 * Whether `owner` saved this subscription: every read, change and delete of a channel and its reminders checks it
 * (DECISIONS 47; knowing an endpoint or an address is never enough).
 */
export const ownsSubscription = async (sub: string, owner: OwnerId) => (await ownerOf(sub)) === owner

/** Gives the channel's new key (mail-channel-keys.ts) the owner and last sighting of its old one, unless it has its own. */
export async function copyOwner(from: string, to: string) {
  const [meta, current] = await Promise.all([
    readRecord(subscriptions(), KEYS.meta(from), metaSchema),
    readRecord(subscriptions(), KEYS.meta(to), metaSchema),
  ])
  if (meta && !current) await recordOwner(to, meta.owner, meta.seenAt ? new Date(meta.seenAt) : new Date())
}

/** Records who owns a channel and when it was last seen, under the owner's cap (the oldest go past it). */
export async function recordOwner(sub: string, owner: string, now: Date) {
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

/** Past the owner's cap, deletes the channels she saw longest ago (never `keep`, the one just saved). */
export async function capOwner(owner: string, keep: string) {
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
  await deleteReminders(sub)
  await dropRetriesOf(sub)
  await reminders().delete(KEYS.rejections(sub))
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
const rejectionsSchema = z.object({count: z.number(), first: z.string()})

/** Counts one refusal of a subscription (within the window; an older count starts again); answers the count. */
export async function recordRejection(sub: string, now: Date): Promise<number> {
  const record = await updateJson(reminders(), KEYS.rejections(sub), rejectionsSchema, (current) =>
    current && now.getTime() - Date.parse(current.first) < REJECTION_WINDOW_MS
      ? {...current, count: current.count + 1}
      : {count: 1, first: now.toISOString()},
  )
  return record?.count ?? 0
}
