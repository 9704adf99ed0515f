import webPush, {WebPushError} from 'web-push'
import {localDate, nextOccurrence} from '../../../src/lib/time-zones'
import {requireEnv} from './env'
import {isOccurrence, isTooLate, previousDay, retryMinute, sendWindow, slotInstant, slotOf, windowSlotPrefixes, type Window} from './push-schedule'
import {recordDeliveries} from './push-stats'
import {
  addRetries,
  claimOccurrence,
  deleteRetries,
  deleteSubscription,
  listRetries,
  listSlots,
  moveReminder,
  readLastRun,
  readRetries,
  readSlot,
  releaseClaim,
  writeLastRun,
  type PushSubscriptionRecord,
  type RetryEntry,
  type SlotEntry,
} from './push-store'
import {isPushServiceEndpoint} from './push-services'

/**
 * Sending the daily reminders. A run covers everything due since the previous run: it lists the slots of its
 * window (one per minute, split in 16 shards), reads each slot once and sends its reminders, each at most once
 * a local day (an only-if-new claim), skipping those more than two hours late. A busy run hands each shard to
 * a background worker (send-reminders-background), which runs the same code on its share.
 */

type SendResult = 'sent' | 'gone' | 'failed'

export function vapidDetails() {
  return {subject: requireEnv('VAPID_SUBJECT'), publicKey: requireEnv('VAPID_PUBLIC_KEY'), privateKey: requireEnv('VAPID_PRIVATE_KEY')}
}

/** Push services answer in well under a second; one that does not is not worth holding a run for. */
export const SEND_TIMEOUT_MS = 5_000

type Vapid = ReturnType<typeof vapidDetails>

/** VAPID tokens are valid for up to 24 h; each push service (audience) gets one signed token per 12 h, not one per message. */
const VAPID_TOKEN_HOURS = 12
const vapidTokens = new Map<string, {authorization: string; renewAt: number}>()

function vapidAuthorization(endpoint: string, vapid: Vapid) {
  const audience = new URL(endpoint).origin
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`
  const cached = vapidTokens.get(key)
  if (cached && cached.renewAt > Date.now()) return cached.authorization
  const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_HOURS * 3600
  const {Authorization} = webPush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration)
  vapidTokens.set(key, {authorization: Authorization, renewAt: Date.now() + (VAPID_TOKEN_HOURS - 1) * 3600_000})
  return Authorization
}

/** One push message. 404/410 mean the browser dropped the subscription; anything else may pass on a retry. */
export async function sendPush(subscription: PushSubscriptionRecord, payload: unknown, vapid = vapidDetails()): Promise<SendResult> {
  // Checked again here: a record stored before the allowlist existed must not be sent anywhere else either.
  if (!isPushServiceEndpoint(subscription.endpoint)) return 'gone'
  try {
    // A reminder older than a few hours is useless: let the push service drop it (TTL in seconds).
    const headers = {Authorization: vapidAuthorization(subscription.endpoint, vapid)}
    await webPush.sendNotification(subscription, JSON.stringify(payload), {headers, TTL: 4 * 60 * 60, timeout: SEND_TIMEOUT_MS})
    return 'sent'
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone'
    console.error('Push send failed; retrying on the next run', error instanceof WebPushError ? error.statusCode : error)
    return 'failed'
  }
}

export type RunSummary = {due: number; sent: number; skipped: number; pruned: number; failed: number; leftForNextRun: number}

/** Parallel sends per run or worker: enough to keep a push service busy without opening thousands of sockets. */
const SEND_CONCURRENCY = 24
/** Netlify stops a scheduled function after 30 s: stop taking new reminders well before that. */
export const RUN_TIME_BUDGET_MS = 20_000
/** A background worker may run 15 minutes. */
export const WORKER_TIME_BUDGET_MS = 12 * 60_000

/** A unit of work: one slot blob (its occurrence instant in the window) or one retry list. */
export type SendJob = {key: string; shard: string; at?: string}

type Item = {entry: SlotEntry; occurrence: Date}

/** The slot blobs and retry lists a window covers. */
export async function jobsInWindow(window: Window): Promise<SendJob[]> {
  const [slots, retries] = await Promise.all([listSlots(windowSlotPrefixes(window)), listRetries(window)])
  const jobs: SendJob[] = []
  for (const {key, slot, shard} of slots) {
    const at = slotInstant(slot, window)
    if (at) jobs.push({key, shard, at: at.toISOString()})
  }
  return [...jobs, ...retries]
}

/** Time-zone sums are the same for every reminder of one time and zone: a run does each once. */
function memo<T>(compute: (time: string, timeZone: string, instant: Date) => T) {
  const known = new Map<string, T>()
  return (time: string, timeZone: string, instant: Date) => {
    const key = `${time} ${timeZone} ${instant.getTime()}`
    if (!known.has(key)) known.set(key, compute(time, timeZone, instant))
    return known.get(key) as T
  }
}

async function itemsOf(job: SendJob, occurs: (time: string, timeZone: string, instant: Date) => boolean): Promise<Item[]> {
  if (!job.at) return (await readRetries(job.key)).map(({occurrence, ...entry}) => ({entry, occurrence: new Date(occurrence)}))
  const occurrence = new Date(job.at)
  // Reminders moved here for a later day by a DST change are not due at this instant.
  return (await readSlot(job.key)).filter((entry) => occurs(entry.time, entry.timeZone, occurrence)).map((entry) => ({entry, occurrence}))
}

/** Runs `task` over `items` with a fixed number of parallel workers while `more()` allows; returns how many it started. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>, more: () => boolean = () => true) {
  let next = 0
  const worker = async () => {
    while (next < items.length && more()) await task(items[next++])
  }
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker))
  return next
}

/**
 * Sends the reminders of some jobs. Everything a send does not wait for (next day's slot after DST, the old
 * claim, pruning, retries, stats) happens after all sends, so it delays no one.
 */
export async function runJobs(jobs: SendJob[], now: Date, budgetMs: number, vapid: Vapid = vapidDetails()): Promise<RunSummary> {
  const started = Date.now()
  const occurs = memo(isOccurrence)
  const dayOf = memo((_time, timeZone, instant) => localDate(instant, timeZone))
  const nextSlot = memo((time, timeZone, instant) => slotOf(nextOccurrence(time, timeZone, instant)))
  const lists = await Promise.all(jobs.map((job) => itemsOf(job, occurs)))
  const items = lists.flat()
  const summary: RunSummary = {due: items.length, sent: 0, skipped: 0, pruned: 0, failed: 0, leftForNextRun: 0}
  const done: Item[] = []
  const retries: RetryEntry[] = []
  const gone = new Set<string>()

  const handle = async ({entry, occurrence}: Item) => {
    const day = dayOf(entry.time, entry.timeZone, occurrence)
    if (isTooLate(occurrence, now)) {
      if (await claimOccurrence(entry, day, {at: occurrence.toISOString(), outcome: 'skipped'})) {
        summary.skipped += 1
        done.push({entry, occurrence})
      }
      return
    }
    // Already sent today (by an overlapping run, or a run that died after claiming).
    if (!(await claimOccurrence(entry, day, {at: occurrence.toISOString(), outcome: 'sent'}))) return
    const result = await sendPush(entry.subscription, entry.payload, vapid)
    if (result === 'sent') {
      summary.sent += 1
      done.push({entry, occurrence})
    } else if (result === 'gone') {
      if (!gone.has(entry.sub)) summary.pruned += 1
      gone.add(entry.sub)
    } else {
      summary.failed += 1
      await releaseClaim(entry, day)
      retries.push({...entry, occurrence: occurrence.toISOString()})
    }
  }
  const startedItems = await pool(items, SEND_CONCURRENCY, handle, () => Date.now() - started < budgetMs)
  summary.leftForNextRun = items.length - startedItems

  // Follow-ups, after every send.
  for (const sub of gone) await deleteSubscription(sub)
  const retryAt = retryMinute(now)
  for (const shard of new Set(retries.map((entry) => entry.sub[0]))) {
    await addRetries(retryAt, shard, retries.filter((entry) => entry.sub[0] === shard))
  }
  await pool(
    done.filter(({entry}) => !gone.has(entry.sub)),
    SEND_CONCURRENCY,
    async ({entry, occurrence}) => {
      await releaseClaim(entry, previousDay(dayOf(entry.time, entry.timeZone, occurrence)))
      const from = slotOf(occurrence)
      const to = nextSlot(entry.time, entry.timeZone, occurrence)
      if (to !== from) await moveReminder(entry, from, to)
    },
  )
  if (summary.leftForNextRun === 0) await Promise.all(jobs.filter((job) => !job.at).map((job) => deleteRetries(job.key)))
  await recordDeliveries(now, {sent: summary.sent, failed: summary.failed, removed: summary.pruned})
  return summary
}

/**
 * Sends every reminder due since the previous run in this function and records the run. A run that runs out
 * of time does not move the window on: the next run lists it again and finds only what is still unclaimed.
 */
export async function sendDueReminders(now: Date, budgetMs = RUN_TIME_BUDGET_MS): Promise<RunSummary> {
  const vapid = vapidDetails()
  const jobs = await jobsInWindow(sendWindow(await readLastRun(), now))
  const summary = await runJobs(jobs, now, budgetMs, vapid)
  if (summary.leftForNextRun === 0) await writeLastRun(now)
  return summary
}

/** Up to this many slot blobs and retry lists a run sends itself; more go to one background worker per shard. */
export const INLINE_JOB_LIMIT = 4

export type WorkerJob = {shard: string; jobs: SendJob[]; now: string}
export type DispatchSummary = {mode: 'inline'; summary: RunSummary} | {mode: 'workers'; jobs: number; workers: number; invoked: number}

/**
 * The scheduled run: sends a quiet minute itself, and hands a busy one to a background worker per shard
 * (`invoke` resolves true once the platform accepted the invocation). The window moves on only when every
 * worker was accepted; Netlify retries a failing background function twice, and the claims make repeats harmless.
 */
export async function dispatchDueReminders(now: Date, invoke: ((job: WorkerJob) => Promise<boolean>) | null): Promise<DispatchSummary> {
  const jobs = await jobsInWindow(sendWindow(await readLastRun(), now))
  if (!invoke || jobs.length <= INLINE_JOB_LIMIT) {
    const summary = await runJobs(jobs, now, RUN_TIME_BUDGET_MS)
    if (summary.leftForNextRun === 0) await writeLastRun(now)
    return {mode: 'inline', summary}
  }
  const shards = [...new Set(jobs.map((job) => job.shard))]
  const accepted = await Promise.all(shards.map((shard) => invoke({shard, jobs: jobs.filter((job) => job.shard === shard), now: now.toISOString()}).catch(() => false)))
  const invoked = accepted.filter(Boolean).length
  if (invoked === shards.length) await writeLastRun(now)
  return {mode: 'workers', jobs: jobs.length, workers: shards.length, invoked}
}

/** A worker's share: the jobs of one shard. */
export const sendShard = (job: WorkerJob, now: Date) => runJobs(job.jobs.filter((item) => item.shard === job.shard), now, WORKER_TIME_BUDGET_MS)
