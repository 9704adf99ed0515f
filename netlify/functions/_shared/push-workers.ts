import {createHmac, timingSafeEqual} from 'node:crypto'
import {z} from 'zod'
import {contextKey} from './keys'
import {SHARDS} from './push-schedule'
import type {WorkerJob} from './push-send'

/**
 * Fan-out of a busy send run to background workers, one per shard, over HTTP on the site itself. The
 * scheduled function signs each job (HMAC-SHA256 of the body and its time); the worker refuses anything
 * unsigned, forged or older than a few minutes, so nobody else can make the site send. The key is this deploy
 * context's (keys.ts, DECISIONS 49): a preview's job never makes production send.
 */

export const WORKER_PATH = '/.netlify/functions/send-reminders-background'
export const SIGNATURE_HEADER = 'x-reminders-signature'
/** Netlify retries a failed background function after 1 and 3 minutes: a signed job stays valid a little longer. */
const MAX_AGE_MS = 10 * 60_000

const sign = (body: string) => createHmac('sha256', contextKey('push-worker')).update(body).digest('hex')

const WorkerJobSchema = z.object({
  shard: z.enum(SHARDS),
  now: z.iso.datetime(),
  issuedAt: z.number().int(),
  jobs: z.array(z.object({key: z.string().max(200), shard: z.enum(SHARDS), at: z.iso.datetime().optional()})).max(2000),
})

/** The signed request for one worker. */
export function workerRequest(origin: string, job: WorkerJob, issuedAt = Date.now()) {
  const body = JSON.stringify({...job, issuedAt})
  return new Request(new URL(WORKER_PATH, origin), {
    method: 'POST',
    body,
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body)},
  })
}

/**
 * The job of a genuine request with the instant the worker should act at (the scheduler's `now` plus the time
 * since it signed), or null.
 */
export function verifyWorkerRequest(
  body: string,
  signature: string | null,
  clock = Date.now(),
): {job: WorkerJob; now: Date} | null {
  const expected = Buffer.from(sign(body), 'hex')
  const given = Buffer.from(signature ?? '', 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: z.infer<typeof WorkerJobSchema>
  try {
    parsed = WorkerJobSchema.parse(JSON.parse(body))
  } catch {
    return null
  }
  const age = clock - parsed.issuedAt
  if (age < -60_000 || age > MAX_AGE_MS) return null
  const {issuedAt, ...job} = parsed
  return {job, now: new Date(Date.parse(job.now) + Math.max(age, 0))}
}

/** Invokes one worker; true once the platform accepted it (a background function answers 202 at once). */
export async function invokeWorker(origin: string, job: WorkerJob): Promise<boolean> {
  const res = await fetch(workerRequest(origin, job), {signal: AbortSignal.timeout(10_000)})
  return res.status === 202 || res.ok
}
