import {z} from 'zod'
import {MAIL_OUTBOX, retryDelayMinutes, type QueuedMailKind} from '../../../src/config/mail-outbox'
import type {DeadMail} from '../../../src/lib/api-contract/owner-answers'
import {readRecord, store, STORES} from './blobs'
import {createOnce, updateJSON} from './conditional-update'
import {MissingConfigError, optionalEnv} from './env'
import {describeError, logError} from './log'
import {transmit, type Envelope} from './mail-transport'
import {pool} from './pool'
import {isSuppressed} from './suppression'
import {sha256Hex} from './sha256'

/**
 * The durable outbox (docs/mail-outbox.md). A mail that can wait (QUEUED_MAIL_KINDS) and that the SMTP server refused
 * or could not be reached for is kept here under its idempotency key (one per logical mail, e.g. `receipt:<order>`),
 * then sent by the retry worker with back-off; after MAIL_OUTBOX.maxAttempts failures it goes to the dead-letter list
 * the coach sees and retries from. Blob keys are a hash of the idempotency key (no address, no order id in a key):
 * `queued/<id>`, `dead/<id>`, and `sent/<id>`, a marker that the outbox delivered it, so the same logical mail is
 * never queued or sent twice.
 */
export type OutboxQueueKey = {kind: QueuedMailKind; key: string}

const envelopeSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()),
}) satisfies z.ZodType<Envelope>

const queuedShape = z.object({
  key: z.string(),
  // Any kind name reads: a mail queued by an older version is still sent or shown, never stuck unreadable.
  kind: z.custom<QueuedMailKind>((value) => typeof value === 'string'),
  envelope: envelopeSchema,
  /** Not a receipt: checked against the suppression list again when it is finally sent. */
  checkSuppression: z.boolean(),
  queuedAt: z.string(),
  /** Failed attempts so far, the first direct one included. */
  attempts: z.number(),
  nextAttemptAt: z.string(),
  lastError: z.string(),
  /** A worker run is sending it until then; no other run takes it meanwhile. */
  leaseUntil: z.string().nullable(),
})
type QueuedRecord = z.infer<typeof queuedShape>
/** Loose on read: a queued mail is written back whole (claim, retry), so a field this schema does not name is kept. */
const queuedSchema = queuedShape.loose()
const deadSchema = queuedShape.extend({deadAt: z.string()}).loose()
type DeadRecord = QueuedRecord & {deadAt: string}
type SentMarker = {key: string; kind: QueuedMailKind; sentAt: string}

const PREFIX = {queued: 'queued/', dead: 'dead/', sent: 'sent/'} as const
/** The id of a logical mail in the outbox: its blob keys, and what the back office names it by. */
export const outboxId = (key: string) => sha256Hex(key)

const blobs = () => store(STORES.mailQueue)
const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()

/** Where the outbox holds this logical mail, if anywhere: waiting, given up, or already delivered by it. */
export async function outboxHolds(key: string): Promise<'queued' | 'dead' | 'sent' | null> {
  const id = outboxId(key)
  const mail = blobs()
  const [queued, dead, sent] = await Promise.all(
    [PREFIX.queued, PREFIX.dead, PREFIX.sent].map((prefix) => mail.get(`${prefix}${id}`)),
  )
  return queued !== null ? 'queued' : dead !== null ? 'dead' : sent !== null ? 'sent' : null
}

/**
 * Keeps a mail whose first attempt failed, to be tried again after the first delay. Only if new: a second sender of
 * the same logical mail (a replayed webhook) leaves the one already queued as it is.
 */
export async function enqueueMail(
  {kind, key}: OutboxQueueKey,
  envelope: Envelope,
  {checkSuppression, error, now}: {checkSuppression: boolean; error: unknown; now: Date},
): Promise<string> {
  const id = outboxId(key)
  const record: QueuedRecord = {
    key,
    kind,
    envelope,
    checkSuppression,
    queuedAt: now.toISOString(),
    attempts: 1,
    nextAttemptAt: later(now, retryDelayMinutes(1)),
    lastError: describeError(error),
    leaseUntil: null,
  }
  await createOnce(blobs(), `${PREFIX.queued}${id}`, record)
  return id
}

type Outcome = 'sent' | 'retry' | 'dead' | 'suppressed' | 'skipped'

/** Takes a due mail that no other run holds (a conditional write, so of racing runs exactly one takes it). */
function claim(id: string, now: Date): Promise<QueuedRecord | null> {
  return updateJSON<QueuedRecord, QueuedRecord | null>(blobs(), `${PREFIX.queued}${id}`, queuedSchema, (current) => {
    if (!current || Date.parse(current.nextAttemptAt) > now.getTime()) return {result: null}
    if (current.leaseUntil && Date.parse(current.leaseUntil) > now.getTime()) return {result: null}
    const next = {...current, leaseUntil: new Date(now.getTime() + MAIL_OUTBOX.leaseSeconds * 1000).toISOString()}
    return {next, result: next}
  })
}

async function settleFailure(id: string, record: QueuedRecord, error: unknown, now: Date): Promise<Outcome> {
  const mail = blobs()
  const attempts = record.attempts + 1
  const failed = {...record, attempts, lastError: describeError(error), leaseUntil: null}
  if (attempts >= MAIL_OUTBOX.maxAttempts) {
    const dead: DeadRecord = {...failed, deadAt: now.toISOString()}
    await mail.setJSON(`${PREFIX.dead}${id}`, dead)
    await mail.delete(`${PREFIX.queued}${id}`)
    logError(`Mail ${record.kind} given up after ${attempts} attempts`, error)
    return 'dead'
  }
  await mail.setJSON(`${PREFIX.queued}${id}`, {...failed, nextAttemptAt: later(now, retryDelayMinutes(attempts))})
  return 'retry'
}

/** One queued mail, if it is due and free: sent (then marked sent and taken off the queue), or its failure counted. */
async function deliverQueued(id: string, url: string, now: Date): Promise<Outcome> {
  const record = await claim(id, now)
  if (!record) return 'skipped'
  const mail = blobs()
  // She may have unsubscribed while it waited: mail that is not a receipt is not sent to a suppressed address.
  if (record.checkSuppression && (await isSuppressed(record.envelope.to))) {
    await mail.delete(`${PREFIX.queued}${id}`)
    return 'suppressed'
  }
  try {
    await transmit(url, record.envelope)
  } catch (error) {
    return settleFailure(id, record, error, now)
  }
  // The marker before the removal: a replayed sender that finds neither would send it a second time.
  const marker: SentMarker = {key: record.key, kind: record.kind, sentAt: now.toISOString()}
  await mail.setJSON(`${PREFIX.sent}${id}`, marker)
  await mail.delete(`${PREFIX.queued}${id}`)
  return 'sent'
}

const smtpUrl = () => {
  const url = optionalEnv('SMTP_URL')
  if (!url) throw new MissingConfigError('SMTP_URL')
  return url
}

const idsUnder = async (prefix: string) =>
  (await blobs().list({prefix})).blobs.map((blob) => blob.key.slice(prefix.length))

/**
 * Deletes the mails given up on before `before` (an ISO time), with the address and text they hold: the nightly
 * retention (RETENTION.deadMailDays). Each dead mail is read once, for when it was given up. Answers how many went.
 */
export async function deleteDeadMailBefore(before: string): Promise<number> {
  const mail = blobs()
  let deleted = 0
  await pool(await idsUnder(PREFIX.dead), MAIL_OUTBOX.concurrency, async (id) => {
    const dead = await readRecord(mail, `${PREFIX.dead}${id}`, deadSchema)
    if (!dead || dead.deadAt >= before) return
    await mail.delete(`${PREFIX.dead}${id}`)
    deleted += 1
  })
  return deleted
}

export type OutboxRun = Record<Exclude<Outcome, 'skipped'>, number> & {waiting: number}

/**
 * One run of the retry worker: sends every due mail no other run holds, a few at once, until the run's time budget
 * is spent (the rest waits for the next run). Counts what happened; `waiting` is what is still queued after it.
 */
export async function runOutbox(now: Date): Promise<OutboxRun> {
  const run: OutboxRun = {sent: 0, retry: 0, dead: 0, suppressed: 0, waiting: 0}
  const ids = await idsUnder(PREFIX.queued)
  if (ids.length > 0) {
    const url = smtpUrl()
    const stopAt = Date.now() + MAIL_OUTBOX.runBudgetSeconds * 1000
    await pool(ids, MAIL_OUTBOX.concurrency, async (id) => {
      if (Date.now() > stopAt) return
      const outcome = await deliverQueued(id, url, now)
      if (outcome !== 'skipped') run[outcome] += 1
    })
  }
  run.waiting = (await idsUnder(PREFIX.queued)).length
  return run
}

/** What the back office shows: how many mails wait, and the dead-letter list, newest first (no mail bodies). */
export async function outboxOverview(): Promise<{queued: number; dead: DeadMail[]}> {
  const mail = blobs()
  const [queued, deadIds] = await Promise.all([idsUnder(PREFIX.queued), idsUnder(PREFIX.dead)])
  const records = await Promise.all(
    deadIds.map(async (id) => ({id, record: await readRecord(mail, `${PREFIX.dead}${id}`, deadSchema)})),
  )
  const dead = records
    .filter((entry): entry is {id: string; record: DeadRecord} => entry.record !== null)
    .map(({id, record}) => ({
      id,
      kind: record.kind,
      to: record.envelope.to,
      subject: record.envelope.subject,
      attempts: record.attempts,
      queuedAt: record.queuedAt,
      deadAt: record.deadAt,
      lastError: record.lastError,
    }))
    .sort((a, b) => b.deadAt.localeCompare(a.deadAt))
  return {queued: queued.length, dead}
}

/**
 * The coach's "try again" on a dead mail: it goes back to the queue with its count of attempts reset and is tried at
 * once. 'sent', or 'queued' when the server still refuses it (the worker goes on with back-off); null when no such
 * dead mail exists (already retried).
 */
export async function retryDeadMail(
  id: string,
  now: Date,
): Promise<{result: 'sent' | 'queued' | 'suppressed'; kind: QueuedMailKind; to: string} | null> {
  const mail = blobs()
  const dead = await readRecord(mail, `${PREFIX.dead}${id}`, deadSchema)
  if (!dead) return null
  const {deadAt: _deadAt, ...record} = dead
  const again: QueuedRecord = {...record, attempts: 0, nextAttemptAt: now.toISOString(), leaseUntil: null}
  const modified = await createOnce(mail, `${PREFIX.queued}${id}`, again)
  await mail.delete(`${PREFIX.dead}${id}`)
  const about = {kind: record.kind, to: record.envelope.to}
  // Two clicks at once: the one that did not queue it leaves the sending to the other.
  if (!modified) return {result: 'queued', ...about}
  const outcome = await deliverQueued(id, smtpUrl(), now)
  return {result: outcome === 'sent' || outcome === 'suppressed' ? outcome : 'queued', ...about}
}
