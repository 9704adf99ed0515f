import webPush, {WebPushError} from 'web-push'
import {nextOccurrence} from '../../../src/lib/time-zones'
import {requireEnv} from './env'
import {runChunk, wasHandedOn, type ChunkItem, type Outcome} from './push-chunks'
import {
  chunkOf,
  DAY_MS,
  isOccurrence,
  isTooLate,
  MAX_LATENESS_MS,
  retryChunk,
  retryMinute,
  sendWindow,
  slotInstant,
  slotOf,
  windowSlotPrefixes,
  type Window,
} from './push-schedule'
import {recordDeliveries} from './push-stats'
import {
  addRetries,
  deleteProgress,
  deleteRetries,
  listRetries,
  readLastRun,
  readRetries,
  writeLastRun,
  type RetryEntry,
} from './push-store/run-state'
import {deleteSubscription, MAX_PUSH_REJECTIONS, recordRejection} from './push-store/subscriptions'
import {isMailChannel, type PushSubscriptionRecord} from './push-store/records'
import {listSlots, moveReminder, readSlot} from './push-store/schedule'
import {isPushServiceEndpoint} from './push-services'
import {milliseconds} from 'date-fns/milliseconds'
import {logError} from './log'
import {pool} from './pool'
import {sendReminderMail} from './reminder-mail'

/**
 * Sending the daily reminders. A run covers everything due since the previous run: it lists the slots of its
 * window (one per minute, split in 16 shards), reads each slot once and sends its reminders chunk by chunk,
 * each exactly once (push-chunks.ts), skipping those more than two hours late. A busy run hands each shard to
 * a background worker (send-reminders-background), which runs the same code on its share.
 */

type SendResult = Extract<Outcome, 'sent' | 'gone' | 'failed' | 'rejected'>

export function vapidDetails() {
  return {
    subject: requireEnv('VAPID_SUBJECT'),
    publicKey: requireEnv('VAPID_PUBLIC_KEY'),
    privateKey: requireEnv('VAPID_PRIVATE_KEY'),
  }
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
  const {Authorization} = webPush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  )
  vapidTokens.set(key, {
    authorization: Authorization,
    renewAt: Date.now() + milliseconds({hours: VAPID_TOKEN_HOURS - 1}),
  })
  return Authorization
}

/** One push message. 404/410 mean the browser dropped the subscription; anything else may pass on a retry. */
/**
 * The push TTL of a reminder due at `due`, sent at `now`: what is left of the window in which it is still worth
 * showing (MAX_LATENESS_MS, the same limit the scheduler skips by), at least a minute. A longer TTL let a phone
 * that came back online show a morning reminder about 6 h late (docs/threat-model.md).
 */
export const pushTtlSeconds = (due: Date, now: Date) =>
  Math.max(60, Math.floor((due.getTime() + MAX_LATENESS_MS - now.getTime()) / 1000))

export async function sendPush(
  subscription: PushSubscriptionRecord,
  payload: unknown,
  vapid = vapidDetails(),
  ttlSeconds = MAX_LATENESS_MS / 1000,
): Promise<SendResult> {
  // Checked again here: a record stored before the allowlist existed must not be sent anywhere else either.
  if (!isPushServiceEndpoint(subscription.endpoint)) return 'gone'
  try {
    // A reminder past its window is useless: the push service drops it after the TTL (seconds).
    const headers = {Authorization: vapidAuthorization(subscription.endpoint, vapid)}
    await webPush.sendNotification(subscription, JSON.stringify(payload), {
      headers,
      TTL: ttlSeconds,
      timeout: SEND_TIMEOUT_MS,
    })
    return 'sent'
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone'
    // Our authorisation refused for this subscription: retrying every minute changes nothing (docs/threat-model.md).
    if (error instanceof WebPushError && (error.statusCode === 401 || error.statusCode === 403)) return 'rejected'
    if (error instanceof WebPushError) console.error(`Push send failed (${error.statusCode}); retrying on the next run`)
    else logError('Push send failed; retrying on the next run', error)
    return 'failed'
  }
}

export type RunSummary = {
  due: number
  sent: number
  skipped: number
  pruned: number
  failed: number
  rejected: number
  leftForNextRun: number
}

/** Parallel sends per chunk, and chunks sent at once per run or worker: 24 messages in flight per worker. */
const SEND_CONCURRENCY = 12
const PARALLEL_CHUNKS = 2
/** Netlify stops a scheduled function after 30 s: stop taking new reminders well before that. */
export const RUN_TIME_BUDGET_MS = 20_000
/** A background worker may run 15 minutes. */
export const WORKER_TIME_BUDGET_MS = 12 * 60_000

/** A unit of work: one slot blob (its occurrence instant in the window) or one retry list. */
export type SendJob = {key: string; shard: string; at?: string}

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

type Chunk = {id: string; shard: string; items: ChunkItem[]; retryList?: string}

/** The chunks of a job: a slot blob splits by bucket; a retry list is one chunk of what was really handed on to it. */
async function chunksOf(
  job: SendJob,
  occurs: (time: string, timeZone: string, instant: Date) => boolean,
): Promise<Chunk[]> {
  if (!job.at) {
    const entries = (await readRetries(job.key)).map(({occurrence, from, ...entry}) => ({
      entry,
      occurrence: new Date(occurrence),
      from,
    }))
    return [
      {
        id: retryChunk(job.key.split('/')[1], job.shard),
        shard: job.shard,
        items: await wasHandedOn(entries),
        retryList: job.key,
      },
    ]
  }
  const occurrence = new Date(job.at)
  const chunks = new Map<string, Chunk>()
  // Reminders moved here for a later day by a DST change are not due at this instant.
  for (const entry of (await readSlot(job.key)).filter((entry) => occurs(entry.time, entry.timeZone, occurrence))) {
    const id = chunkOf(occurrence, entry.sub)
    if (!chunks.has(id)) chunks.set(id, {id, shard: job.shard, items: []})
    chunks.get(id)!.items.push({entry, occurrence})
  }
  return [...chunks.values()]
}

/**
 * Sends the reminders of some jobs, chunk by chunk (push-chunks.ts: each reminder once). Everything a send does
 * not wait for (next day's slot after DST, pruning, stats) happens after all sends, so it delays no one.
 */
export async function runJobs(
  jobs: SendJob[],
  now: Date,
  budgetMs: number,
  vapid: Vapid = vapidDetails(),
  leaseMs?: number,
): Promise<RunSummary> {
  const started = Date.now()
  const clock = () => new Date(now.getTime() + Date.now() - started)
  const occurs = memo(isOccurrence)
  const nextSlot = memo((time, timeZone, instant) => slotOf(nextOccurrence(time, timeZone, instant)))
  const chunks = (await Promise.all(jobs.map((job) => chunksOf(job, occurs)))).flat()
  const summary: RunSummary = {
    due: chunks.reduce((sum, chunk) => sum + chunk.items.length, 0),
    sent: 0,
    skipped: 0,
    pruned: 0,
    failed: 0,
    rejected: 0,
    leftForNextRun: 0,
  }
  const done: ChunkItem[] = []
  const gone = new Set<string>()
  const rejected = new Set<string>()

  // Each due reminder once, by push or by mail (DECISIONS 39): the chunk's progress records it either way.
  const handle = async ({entry, occurrence}: ChunkItem): Promise<Outcome> => {
    if (isTooLate(occurrence, now)) return 'skipped'
    if (isMailChannel(entry.subscription))
      return sendReminderMail(entry.sub, entry.subscription, entry.payload, {occurrence})
    return sendPush(entry.subscription, entry.payload, vapid, pushTtlSeconds(occurrence, now))
  }
  const handOff = async (failed: ChunkItem[], from: string, shard: string) => {
    const entries: RetryEntry[] = failed.map(({entry, occurrence}) => ({
      ...entry,
      occurrence: occurrence.toISOString(),
      from,
    }))
    await addRetries(retryMinute(clock()), shard, entries)
  }
  await pool(chunks, PARALLEL_CHUNKS, async (chunk) => {
    const run = await runChunk(chunk.id, chunk.items, {
      handle,
      concurrency: SEND_CONCURRENCY,
      more: () => Date.now() - started < budgetMs,
      handOff: (failed) => handOff(failed, chunk.id, chunk.shard),
      leaseMs,
    })
    // Held by a live holder, or released for time: not this run's to finish (the window stays for the next run).
    summary.leftForNextRun += run.status === 'complete' ? 0 : run.notStarted
    for (const {item, outcome} of run.outcomes) {
      if (outcome === 'sent' || outcome === 'skipped') {
        summary[outcome] += 1
        done.push(item)
      } else if (outcome === 'gone') {
        if (!gone.has(item.entry.sub)) summary.pruned += 1
        gone.add(item.entry.sub)
      } else if (outcome === 'rejected') {
        // Backed off to its next occurrence (tomorrow); removed after repeated refusals (below).
        summary.rejected += 1
        done.push(item)
        rejected.add(item.entry.sub)
      } else summary.failed += 1
    }
    if (run.status === 'complete' && chunk.retryList) await deleteRetries(chunk.retryList)
  })

  // Follow-ups, after every send. A subscription refused (401/403) on MAX_PUSH_REJECTIONS occurrences goes like a gone one.
  for (const sub of rejected) {
    if (!gone.has(sub) && (await recordRejection(sub, now)) >= MAX_PUSH_REJECTIONS) {
      summary.pruned += 1
      gone.add(sub)
    }
  }
  for (const sub of gone) await deleteSubscription(sub)
  await pool(
    done.filter(({entry}) => !gone.has(entry.sub)),
    SEND_CONCURRENCY,
    async ({entry, occurrence}) => {
      const from = slotOf(occurrence)
      const to = nextSlot(entry.time, entry.timeZone, occurrence)
      if (to !== from) await moveReminder(entry, from, to)
    },
  )
  await recordDeliveries(now, {sent: summary.sent, failed: summary.failed + summary.rejected, removed: summary.pruned})
  return summary
}

/** Moves the window on, and forgets the progress of the same minutes a day ago (no run looks back further). */
async function finishWindow(window: Window) {
  await writeLastRun(window.to)
  await deleteProgress({from: new Date(window.from.getTime() - DAY_MS), to: new Date(window.to.getTime() - DAY_MS)})
}

/**
 * Sends every reminder due since the previous run in this function and records the run. A run that runs out
 * of time does not move the window on: the next run lists it again and finds only what is still unclaimed.
 */
export async function sendDueReminders(now: Date, budgetMs = RUN_TIME_BUDGET_MS): Promise<RunSummary> {
  const vapid = vapidDetails()
  const window = sendWindow(await readLastRun(), now)
  const summary = await runJobs(await jobsInWindow(window), now, budgetMs, vapid)
  if (summary.leftForNextRun === 0) await finishWindow(window)
  return summary
}

/** Up to this many slot blobs and retry lists a run sends itself; more go to one background worker per shard. */
export const INLINE_JOB_LIMIT = 4

export type WorkerJob = {shard: string; jobs: SendJob[]; now: string}
export type DispatchSummary =
  {mode: 'inline'; summary: RunSummary} | {mode: 'workers'; jobs: number; workers: number; invoked: number}

/**
 * The scheduled run: sends a quiet minute itself, and hands a busy one to a background worker per shard
 * (`invoke` resolves true once the platform accepted the invocation). The window moves on only when every
 * worker was accepted; Netlify retries a failing background function twice, and the claims make repeats harmless.
 */
export async function dispatchDueReminders(
  now: Date,
  invoke: ((job: WorkerJob) => Promise<boolean>) | null,
): Promise<DispatchSummary> {
  const window = sendWindow(await readLastRun(), now)
  const jobs = await jobsInWindow(window)
  if (!invoke || jobs.length <= INLINE_JOB_LIMIT) {
    const summary = await runJobs(jobs, now, RUN_TIME_BUDGET_MS)
    if (summary.leftForNextRun === 0) await finishWindow(window)
    return {mode: 'inline', summary}
  }
  const shards = [...new Set(jobs.map((job) => job.shard))]
  const accepted = await Promise.all(
    shards.map((shard) =>
      invoke({shard, jobs: jobs.filter((job) => job.shard === shard), now: now.toISOString()}).catch((error) => {
        // Not accepted: the window stays, so the next run tries again; the log says why (a missing secret, say).
        logError('Could not hand a shard to a background worker', error)
        return false
      }),
    ),
  )
  const invoked = accepted.filter(Boolean).length
  if (invoked === shards.length) await finishWindow(window)
  return {mode: 'workers', jobs: jobs.length, workers: shards.length, invoked}
}

/** A worker's share: the jobs of one shard. */
export const sendShard = (job: WorkerJob, now: Date) =>
  runJobs(
    job.jobs.filter((item) => item.shard === job.shard),
    now,
    WORKER_TIME_BUDGET_MS,
  )
