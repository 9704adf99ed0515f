import type {z} from 'zod'
import {readRecord, store, STORES} from '../blobs'
import {inTurn, updateJSON} from '../conditional-update'
import {channelSchema} from './records'

/**
 * The push stores' keys: this folder is the only code that knows them (handlers and the sender call its modules,
 * one per job: subscriptions.ts, mail-channels.ts, schedule.ts, run-state.ts).
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

export const KEYS = {
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

export const reminders = () => store(STORES.reminders)
export const subscriptions = () => store(STORES.pushSubscriptions)
type Store = ReturnType<typeof reminders>

export const listKeys = async (blobs: Store, prefix: string) =>
  (await blobs.list({prefix})).blobs.map((blob) => blob.key)

/**
 * Read-modify-write with Blobs conditional writes: retried until no other writer came in between. `change`
 * returns the new value, or null to delete the blob (deletes are unconditional: callers that add to a shared
 * blob check afterwards that their entry is there).
 */
export function updateJson<T>(
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

export const readSubscription = (sub: string) => readRecord(subscriptions(), KEYS.subscription(sub), channelSchema)

export const nonEmpty = <T>(entries: T[]) => (entries.length ? entries : null)
export const sameReminder = (a: {sub: string; id: string}, b: {sub: string; id: string}) =>
  a.sub === b.sub && a.id === b.id
