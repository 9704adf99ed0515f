import {createHash} from 'node:crypto'
import webPush, {WebPushError} from 'web-push'
import {z} from 'zod'
import {
  isMinuteInWindow,
  isTooLate,
  localDate,
  minuteKey,
  nextOccurrence,
  reminderPayload,
  retryMinute,
  sendWindow,
  windowHourPrefixes,
  type Reminder,
} from '../../../src/features/reminders/logic'
import {store, STORES} from './blobs'
import {requireEnv} from './env'

/**
 * Web push for the daily reminders. Layout of the stores:
 * - push-subscriptions: `{sub}` → the browser's subscription (sub = hash of its endpoint);
 * - reminders: `r/{sub}/{id}` → a scheduled reminder with its next due instant,
 *   `due/{yyyy-MM-ddTHH:mm}/{sub}/{id}` → index by due UTC minute (a run lists only the hours it covers),
 *   `sent/{sub}/{id}/{local day}` → claim written only-if-new, so each reminder goes out once a local day,
 *   `state/last-run` → end of the previous run's window.
 */

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({protocol: /^https$/, error: 'The subscription endpoint must be an https URL.'}).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
})
export type PushSubscriptionRecord = z.infer<typeof PushSubscriptionSchema>

export const subscriptionKey = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 32)

export type ScheduledReminder = Reminder & {sub: string; timeZone: string; nextDue: string; indexMinute: string; lastSentDay?: string}

const reminderKey = (sub: string, id: string) => `r/${sub}/${id}`
const dueKey = (minute: string, sub: string, id: string) => `due/${minute}/${sub}/${id}`
const sentKey = (sub: string, id: string, day: string) => `sent/${sub}/${id}/${day}`
const LAST_RUN_KEY = 'state/last-run'

const reminders = () => store(STORES.reminders)
const subscriptions = () => store(STORES.pushSubscriptions)

export const readSubscription = async (sub: string) => (await subscriptions().get(sub, {type: 'json'})) as PushSubscriptionRecord | null

export async function saveSubscription(subscription: PushSubscriptionRecord) {
  const sub = subscriptionKey(subscription.endpoint)
  await subscriptions().setJSON(sub, {endpoint: subscription.endpoint, keys: subscription.keys})
  return sub
}

/** Writes the reminder due at its next occurrence after `now`; the index entry comes first so a crash never hides it. */
export async function scheduleReminder(reminder: Reminder, sub: string, timeZone: string, now: Date, previous?: ScheduledReminder | null) {
  const nextDue = nextOccurrence(reminder.time, timeZone, now)
  const indexMinute = minuteKey(nextDue)
  const record: ScheduledReminder = {...reminder, enabled: true, sub, timeZone, nextDue: nextDue.toISOString(), indexMinute, lastSentDay: previous?.lastSentDay}
  await reminders().set(dueKey(indexMinute, sub, reminder.id), '')
  await reminders().setJSON(reminderKey(sub, reminder.id), record)
  if (previous && previous.indexMinute !== indexMinute) await reminders().delete(dueKey(previous.indexMinute, sub, reminder.id))
  return record
}

export const readReminder = async (sub: string, id: string) => (await reminders().get(reminderKey(sub, id), {type: 'json'})) as ScheduledReminder | null

/** Removes a reminder from the schedule: index entry first, so a half-done removal never sends. */
export async function unscheduleReminder(sub: string, id: string) {
  const existing = await readReminder(sub, id)
  if (!existing) return false
  await reminders().delete(dueKey(existing.indexMinute, sub, id))
  await reminders().delete(reminderKey(sub, id))
  if (existing.lastSentDay) await reminders().delete(sentKey(sub, id, existing.lastSentDay))
  return true
}

/** Deletes a subscription and every reminder scheduled for it. */
export async function deleteSubscription(sub: string) {
  const {blobs} = await reminders().list({prefix: `r/${sub}/`})
  for (const blob of blobs) await unscheduleReminder(sub, blob.key.slice(`r/${sub}/`.length))
  await subscriptions().delete(sub)
}

// ── Sending ────────────────────────────────────────────────────────────────────────────────────

type SendResult = 'sent' | 'gone' | 'failed'

export function vapidDetails() {
  return {subject: requireEnv('VAPID_SUBJECT'), publicKey: requireEnv('VAPID_PUBLIC_KEY'), privateKey: requireEnv('VAPID_PRIVATE_KEY')}
}

/** One push message. 404/410 mean the browser dropped the subscription; anything else may pass on a retry. */
export async function sendPush(subscription: PushSubscriptionRecord, payload: unknown, vapid = vapidDetails()): Promise<SendResult> {
  try {
    // A reminder older than a few hours is useless: let the push service drop it (TTL in seconds).
    await webPush.sendNotification(subscription, JSON.stringify(payload), {vapidDetails: vapid, TTL: 4 * 60 * 60, timeout: 10_000})
    return 'sent'
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone'
    console.error('Push send failed; retrying on the next run', error instanceof WebPushError ? error.statusCode : error)
    return 'failed'
  }
}

export type RunSummary = {due: number; sent: number; skipped: number; pruned: number; failed: number; leftForNextRun: number}

/** Parallel sends per run: enough to keep a push service busy without opening thousands of sockets. */
const SEND_CONCURRENCY = 64
/** Netlify stops a scheduled function after 30 s: stop taking new reminders well before that. */
export const RUN_TIME_BUDGET_MS = 20_000

async function processDue(key: string, now: Date, vapid: ReturnType<typeof vapidDetails>, summary: RunSummary) {
  const [, minute, sub, id] = key.split('/')
  const record = await readReminder(sub, id)
  // Stale index entry (rescheduled, disabled or deleted since): drop it.
  if (!record || record.indexMinute !== minute) {
    await reminders().delete(key)
    return
  }
  const due = new Date(record.nextDue)
  if (isTooLate(due, now)) {
    summary.skipped += 1
    await scheduleReminder(record, sub, record.timeZone, now, record)
    return
  }
  const day = localDate(due, record.timeZone)
  const claim = await reminders().set(sentKey(sub, id, day), now.toISOString(), {onlyIfNew: true})
  // Already sent today (by an overlapping run, or a run that died after claiming): move on to tomorrow.
  if (!claim.modified) {
    await scheduleReminder(record, sub, record.timeZone, now, record)
    return
  }
  const subscription = await readSubscription(sub)
  if (!subscription) {
    await unscheduleReminder(sub, id)
    return
  }
  const result = await sendPush(subscription, reminderPayload(record), vapid)
  if (result === 'sent') {
    summary.sent += 1
    if (record.lastSentDay && record.lastSentDay !== day) await reminders().delete(sentKey(sub, id, record.lastSentDay))
    await scheduleReminder(record, sub, record.timeZone, new Date(Math.max(now.getTime(), due.getTime())), {...record, lastSentDay: day})
  } else if (result === 'gone') {
    summary.pruned += 1
    await reminders().delete(sentKey(sub, id, day))
    await deleteSubscription(sub)
  } else {
    summary.failed += 1
    // Release the claim and index the reminder inside the next run's window.
    await reminders().delete(sentKey(sub, id, day))
    const retry = retryMinute(now)
    await reminders().set(dueKey(retry, sub, id), '')
    await reminders().setJSON(reminderKey(sub, id), {...record, indexMinute: retry})
    await reminders().delete(key)
  }
}

/**
 * Sends every reminder due since the previous run (once per local day each) and records the run. A run
 * that runs out of time does not move the window on: the next run lists it again and finds only the
 * reminders still waiting (the sent ones were re-indexed for tomorrow).
 */
export async function sendDueReminders(now: Date, budgetMs = RUN_TIME_BUDGET_MS): Promise<RunSummary> {
  const started = Date.now()
  const vapid = vapidDetails()
  const lastRun = (await reminders().get(LAST_RUN_KEY, {type: 'json'})) as {at: string} | null
  const window = sendWindow(lastRun ? new Date(lastRun.at) : null, now)
  const keys: string[] = []
  for (const hour of windowHourPrefixes(window)) {
    const {blobs} = await reminders().list({prefix: `due/${hour}`})
    keys.push(...blobs.map((blob) => blob.key).filter((key) => isMinuteInWindow(key.split('/')[1], window)))
  }
  const summary: RunSummary = {due: keys.length, sent: 0, skipped: 0, pruned: 0, failed: 0, leftForNextRun: 0}
  let next = 0
  const worker = async () => {
    while (next < keys.length && Date.now() - started < budgetMs) await processDue(keys[next++], now, vapid, summary)
  }
  await Promise.all(Array.from({length: Math.min(SEND_CONCURRENCY, keys.length)}, worker))
  summary.leftForNextRun = keys.length - next
  if (summary.leftForNextRun === 0) await reminders().setJSON(LAST_RUN_KEY, {at: now.toISOString()})
  return summary
}
