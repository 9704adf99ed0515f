import {z} from 'zod'
import {REMINDER_MAIL_CONFIRM_HOURS, RETENTION} from '../../../src/config/retention'
import {monthOf} from '../../../src/lib/owner/weeks'
import {dropMonthsBefore, uncountAssessment} from './assessment-totals'
import {assessmentDays, assessments, factsOf} from './assessments'
import {readRecord, readRecordWithMetadata, store, STORES, unlessUnreadable, type StoreName} from './blobs'
import {updateJSON} from './conditional-update'
import {pool} from './pool'
import {contactMessages, storedAtOfKey} from './contact-messages'
import {isLegacyAddressKey} from './email'
import {
  emailCaptureSchema,
  emailListIndex,
  legacyListKeys,
  moveLegacyAddress,
  moveLegacyListEntry,
  reindexCapture,
  reindexCaptures,
  type EmailCapture,
} from './email-list'
import {deleteDeadMailBefore} from './mail-outbox'
import {deleteExpiredPendingPayments} from './paypal-pending'
import {auditAtOfKey, auditKeys, deleteAuditRecord} from './owner/audit'
import {deleteSubscription} from './push-store/subscriptions'
import {moveLegacyMailChannels} from './push-store/mail-channel-keys'
import {markMovesDone, movesDone} from './legacy-key-moves'
import {mailChannelsSeenBefore, unconfirmedMailChannelsBefore} from './push-store/mail-channels'
import {suppressKey} from './suppression'
import {
  currentRecordKey,
  deleteTrackingData,
  isLegacyTrackingRecordKey,
  KEY_INDEX_PREFIX,
  keyIndexKey,
  moveLegacyTrackingRecord,
  PENDING_PREFIX,
  RECORD_KEY_PREFIX,
  recordKeyOfPending,
  keyIndexSchema,
  trackingRecordSchema,
} from './tracking'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * Enforces the retention periods of the privacy policy (src/config/retention.ts, DECISIONS 28): deletes or
 * anonymises what is past them. Run daily by cleanup-personal-data.mts; safe to run again at any time.
 *
 * A run works in bounded steps within a time budget (a scheduled function has 30 s, docs/capacity-report-retention.md):
 * it goes through the stores one phase after another, and where it stops it leaves a checkpoint (the phase and the
 * last key or index page done, in the `retention` store), so the next run resumes there. No step lists a whole store
 * of records (docs/capacity-report-retention.md "Retention at scale"): where keys carry dates (assessments by day, contact messages
 * and the audit log by time) only past prefixes are listed and nothing is read to decide; the email list is walked
 * through its index's pages, which hold what retention decides by; tracking records are listed a shard at a time.
 * Within one run no record is read twice: what a later phase needs of a record read is kept.
 */
export type RetentionSummary = {
  assessmentsDeleted: number
  trackingRecordsDeleted: number
  contactMessagesDeleted: number
  auditEntriesDeleted: number
  deadMailsDeleted: number
  emailCapturesDeleted: number
  emailAddressesRemoved: number
  /** Captures and list entries moved from an earlier version's unkeyed address hash to their keyed id (email-list.ts). */
  emailAddressesRekeyed: number
  /** Tracking records moved from an earlier version's unkeyed hash to their keyed key (tracking.ts). */
  trackingRecordsRekeyed: number
  pendingPaymentsDeleted: number
  reminderMailChannelsDeleted: number
  /** Mail channels moved from an earlier version's bare hash to their keyed one (mail-channel-keys.ts). */
  reminderMailChannelsRekeyed: number
  /** False when the run stopped at its time budget: the next run resumes where it stopped. */
  complete: boolean
}

/** What a run may spend, leaving room within the scheduled function's 30 s for the step it is in. */
export const RETENTION_BUDGET_MS = 20_000

const PHASES = [
  'email-capture-keys',
  'email-captures',
  'email-list-keys',
  'assessments',
  'tracking-keys',
  'tracking-records',
  'tracking-key-index',
  'tracking-pending',
  'contact',
  'audit',
  'dead-mail',
  'pending-payments',
  'reminder-mail',
] as const
type Phase = (typeof PHASES)[number]

/** Where the last run stopped: the phase in progress and the last key it finished there. */
type Checkpoint = {phase: Phase; after: string | null}

/**
 * The checkpoint and the day marks only say where to resume: one that does not parse reads as missing, deliberately,
 * and the run starts over (retention deletes only what is past its time, so a run done twice removes nothing more).
 */
const checkpointSchema = z
  .object({phase: z.enum(PHASES), after: z.string().nullable()})
  .nullable()
  .catch(null)
const markSchema = z.object({before: z.string()}).nullable().catch(null)
const CHECKPOINT_KEY = 'checkpoint'
const checkpoints = () => store(STORES.retention)
/** A run saves its checkpoint this often within a phase too, so a run cut short by the platform loses little. */
const CHECKPOINT_EVERY = 500

/** The instant `days` days (of 24 hours) before `now`, as an ISO string (ISO strings compare in time order). */
const cutoff = (now: Date, days: number) => new Date(now.getTime() - milliseconds({days})).toISOString()

const allKeys = async (name: StoreName, prefix: string) =>
  (await store(name).list({prefix})).blobs.map((blob) => blob.key).sort()

/** The keys directly under `prefix`, in key order: a listing that does not descend into the folders below it. */
const keysIn = async (name: StoreName, prefix: string) =>
  (await store(name).list({prefix, directories: true})).blobs.map((blob) => blob.key).sort()

/**
 * The shards a folder of hex-named keys is listed in, in key order. A listing costs the platform one request per
 * 1,000 keys and the local server a look at every key of the folder plus a hash of each one listed, so a folder of
 * tens of thousands is never listed whole: a run lists a sixteenth at a time and stops between shards within its
 * budget (docs/capacity-report-retention.md "Retention at scale").
 */
const HEX_SHARDS = [...'0123456789abcdef']

/** One run: its clock and budget, its running summary, and what its phases learnt of the tracking records. */
class Run {
  readonly summary: RetentionSummary = {
    assessmentsDeleted: 0,
    trackingRecordsDeleted: 0,
    contactMessagesDeleted: 0,
    auditEntriesDeleted: 0,
    deadMailsDeleted: 0,
    emailCapturesDeleted: 0,
    emailAddressesRemoved: 0,
    emailAddressesRekeyed: 0,
    trackingRecordsRekeyed: 0,
    pendingPaymentsDeleted: 0,
    reminderMailChannelsDeleted: 0,
    reminderMailChannelsRekeyed: 0,
    complete: false,
  }
  /** Tracking records read by this run, and the key index entries of those it kept (so neither is read again). */
  readonly trackingRead = new Set<string>()
  readonly liveKeyIndex = new Set<string>()
  private readonly deadline: number
  private done = 0

  constructor(
    readonly now: Date,
    private readonly clock: () => number,
    budgetMs: number,
    public checkpoint: Checkpoint | null,
  ) {
    this.deadline = clock() + budgetMs
  }

  outOfTime = () => this.clock() >= this.deadline

  /** Where the run resumes `phase`: the last key (or index page) done there, or null to start it from the first. */
  resumesAfter(phase: Phase) {
    return this.checkpoint?.phase === phase ? this.checkpoint.after : null
  }

  /**
   * The index page `phase` resumes at: the one after the checkpoint's, or the first. A checkpoint an earlier version
   * left there names a key instead (it listed the store): the walk then starts over, as a pass may.
   */
  pageAfter(phase: Phase) {
    const after = this.resumesAfter(phase)
    return after !== null && /^\d+$/.test(after) ? Number(after) + 1 : 0
  }

  /** The keys of `phase` still to do: after the checkpoint's key when the run resumes that phase. */
  remaining(phase: Phase, keys: string[]) {
    const after = this.resumesAfter(phase)
    return after === null ? keys : keys.filter((key) => key > after)
  }

  /**
   * Calls `each` on the keys directly under `prefix` (hex-named after it) that `phase` has still to do, a shard at a
   * time from the shard it resumes in (HEX_SHARDS); answers false when the budget is spent (the caller stops).
   */
  async eachKeyInShards(phase: Phase, name: StoreName, prefix: string, each: (key: string) => Promise<void>) {
    const after = this.resumesAfter(phase)
    const from = after === null ? 0 : Math.max(0, HEX_SHARDS.indexOf(after.charAt(prefix.length)))
    const shards = HEX_SHARDS.slice(from)
    for (const [at, shard] of shards.entries()) {
      if (this.outOfTime()) return false
      for (const key of this.remaining(phase, await keysIn(name, `${prefix}${shard}`))) {
        await each(key)
        if (!(await this.did(phase, key))) return false
      }
      // A shard done, even an empty one: the run resumes at the next (its prefix sorts before each of its keys).
      const next = shards[at + 1]
      if (next) this.checkpoint = {phase, after: `${prefix}${next}`}
    }
    return true
  }

  /** Records that `key` of `phase` is done; answers false when the budget is spent (the caller stops). */
  async did(phase: Phase, key: string) {
    this.checkpoint = {phase, after: key}
    this.done += 1
    if (this.done % CHECKPOINT_EVERY === 0) await this.save()
    return !this.outOfTime()
  }

  save = () => checkpoints().setJSON(CHECKPOINT_KEY, this.checkpoint)
}

/**
 * Captures an earlier version keyed by the address's bare SHA-256 (flat keys beside the `address/` and `index/`
 * folders, so one listing that does not descend finds them all) move to their keyed id (docs/threat-model.md), where
 * the next phase applies retention to them; one whose address is gone is no more than its suppression entry.
 */
async function rekeyEmailCaptures(run: Run): Promise<boolean> {
  const captures = store(STORES.emailCaptures)
  const legacy = (await keysIn(STORES.emailCaptures, '')).filter(isLegacyAddressKey)
  for (const key of run.remaining('email-capture-keys', legacy)) {
    const record = await unlessUnreadable('Retention', () => readRecord(captures, key, emailCaptureSchema))
    if (record) {
      if (record.unsubscribedAt) await suppressKey(key, new Date(record.unsubscribedAt))
      if (record.email) await moveLegacyAddress(record.email)
      else {
        await captures.delete(key)
        await reindexCapture(key, null)
      }
      run.summary.emailAddressesRekeyed += 1
    }
    if (!(await run.did('email-capture-keys', key))) return false
  }
  return true
}

/**
 * Guide sign-ups: an address that never unsubscribed is deleted two years after its last sign-up; an
 * unsubscribed one loses its address after 30 days, and its keyed record stays so it is never mailed again.
 * Keys are hashes (no date to list by), so the phase walks the coach's list index a page (250 addresses) at a time,
 * never the store: its entries hold when each address signed up and unsubscribed, so only a capture that may be due
 * is read, once, and changed only if it is still what was read (its ETag); one changed in between waits for the next
 * run. A page's changes go into the index in one batch. A capture whose address is already gone is off the list and
 * has nothing left to expire.
 */
async function expireEmailCaptures(run: Run): Promise<boolean> {
  const activeBefore = cutoff(run.now, RETENTION.emailCaptureDays)
  const unsubscribedBefore = cutoff(run.now, RETENTION.unsubscribedEmailDays)
  for await (const {page, entries} of emailListIndex.pagesFrom(run.pageAfter('email-captures'))) {
    // Sign-up alone dates the last activity from below (`updatedAt` is never earlier): a later one keeps it.
    const mayBeDue = entries.filter(
      ({key, entry: {capture}}) =>
        capture &&
        !isLegacyAddressKey(key) &&
        (capture.unsubscribedAt ? capture.unsubscribedAt < unsubscribedBefore : capture.createdAt < activeBefore),
    )
    const changed: {key: string; record: EmailCapture | null}[] = []
    await pool(mayBeDue, 16, async ({key}) => {
      const change = await expireCapture(run, key, activeBefore, unsubscribedBefore)
      if (change) changed.push(change)
    })
    // Each change is carried into the coach's list index, so an address retention removed is off her list too.
    await reindexCaptures(changed)
    if (!(await run.did('email-captures', String(page)))) return false
  }
  return true
}

/**
 * Applies retention to one capture the list says may be due, from the record itself (read once); answers what it
 * wrote (null: deleted) for the list index, or nothing when it changed nothing.
 */
async function expireCapture(run: Run, key: string, activeBefore: string, unsubscribedBefore: string) {
  const captures = store(STORES.emailCaptures)
  const read = await unlessUnreadable('Retention', () => readRecordWithMetadata(captures, key, emailCaptureSchema))
  const record = read?.data ?? null
  if (!record) return undefined
  // A record older versions stored has no `updatedAt`: its creation is the last activity known of it, so it ends
  // within the same period rather than never (docs/privacy.md has the periods).
  if (!record.unsubscribedAt && (record.updatedAt ?? record.createdAt) < activeBefore) {
    await captures.delete(key)
    run.summary.emailCapturesDeleted += 1
    return {key, record: null}
  }
  if (record.unsubscribedAt && record.email !== null && record.unsubscribedAt < unsubscribedBefore) {
    // Before its address goes, an unsubscribe is on the suppression list (records from before the list existed).
    await suppressKey(key, new Date(record.unsubscribedAt))
    const blanked = {...record, email: null}
    if (await writeIfUnchanged(STORES.emailCaptures, key, emailCaptureSchema, read?.etag, blanked)) {
      run.summary.emailAddressesRemoved += 1
      return {key, record: blanked}
    }
  }
  return undefined
}

/**
 * List entries an earlier version keyed by the address's bare SHA-256 with no capture record to move them (a buyer
 * who ticked the opt-in at checkout) move to their keyed id. A run that finds none left marks it, once.
 */
async function rekeyListEntries(run: Run): Promise<boolean> {
  if (await movesDone('emailList')) return true
  for (const key of run.remaining('email-list-keys', await legacyListKeys())) {
    await moveLegacyListEntry(key)
    run.summary.emailAddressesRekeyed += 1
    if (!(await run.did('email-list-keys', key))) return false
  }
  await markMovesDone('emailList', run.now)
  return true
}

/**
 * Writes `next` only if the record is still the one read (its ETag). A storage that gives no ETag on reads (the
 * stock local server) is asked again through the conditional update, the one place a record is read twice.
 */
async function writeIfUnchanged<T>(
  name: StoreName,
  key: string,
  schema: z.ZodType<T>,
  etag: string | undefined,
  next: T,
) {
  if (etag) return (await store(name).setJSON(key, next, {onlyIfMatch: etag})).modified
  return updateJSON<T, boolean>(store(name), key, schema, (current) =>
    current ? {next, result: true} : {result: false},
  )
}

/**
 * Assessments are keyed `YYYY-MM-DD/<id>` by the day they were made: only past days are listed, from one listing
 * of the days. A day in a month wholly past retention is deleted unread, and that month's report totals go with
 * it; a day of the month still in part kept is read once per assessment, to take it out of the report's totals.
 */
async function deleteOldAssessments(run: Run): Promise<boolean> {
  const lastKeptDay = cutoff(run.now, RETENTION.assessmentDays).slice(0, 10)
  const keptMonth = monthOf(lastKeptDay)
  for (const day of (await assessmentDays()).filter((name) => name < lastKeptDay)) {
    for (const key of run.remaining('assessments', await allKeys(STORES.assessments, `${day}/`))) {
      const record = day.slice(0, 7) < keptMonth ? null : await assessments.get(key)
      await assessments.delete(key)
      if (record) await uncountAssessment(key, factsOf(record))
      run.summary.assessmentsDeleted += 1
      if (!(await run.did('assessments', key))) return false
    }
  }
  await dropMonthsBefore(keptMonth)
  return true
}

/**
 * Tracking records an earlier version keyed by the bare SHA-256 of access and address move to their keyed key, with
 * their pending saves and key index entry (tracking.ts), before the phases below list the store. They are flat keys
 * of hex digits, found a shard at a time without descending into the folders. A run that finds none left marks it,
 * once. A record that does not parse stays where it is, as it would in the next phase.
 */
async function rekeyTrackingRecords(run: Run): Promise<boolean> {
  if (await movesDone('tracking')) return true
  const finished = await run.eachKeyInShards('tracking-keys', STORES.tracking, '', async (key) => {
    if (!isLegacyTrackingRecordKey(key)) return
    if (await unlessUnreadable('Retention', () => moveLegacyTrackingRecord(key)))
      run.summary.trackingRecordsRekeyed += 1
  })
  if (finished) await markMovesDone('tracking', run.now)
  return finished
}

/** A tracking record goes a year after its last save, with anything still pending for it; each is read once. */
async function deleteInactiveTracking(run: Run): Promise<boolean> {
  const before = cutoff(run.now, RETENTION.trackingInactiveDays)
  const tracking = store(STORES.tracking)
  return run.eachKeyInShards('tracking-records', STORES.tracking, RECORD_KEY_PREFIX, async (key) => {
    const read = await unlessUnreadable('Retention', () => readRecordWithMetadata(tracking, key, trackingRecordSchema))
    if (read === undefined) return
    run.trackingRead.add(key)
    const record = read?.data ?? null
    if (record && record.updatedAt < before) {
      await deleteTrackingData(key, record)
      run.summary.trackingRecordsDeleted += 1
    } else if (record?.recovery && record.recovery.expiresAt < run.now.toISOString()) {
      // An expired one-time link: its copy of the address goes (a record changed meanwhile waits for the next run).
      const {recovery: _expired, ...rest} = record
      if (await writeIfUnchanged(STORES.tracking, key, trackingRecordSchema, read?.etag, rest))
        run.liveKeyIndex.add(keyIndexKey(rest.keyHash))
    } else if (record) run.liveKeyIndex.add(keyIndexKey(record.keyHash))
  })
}

/**
 * Tracker-key index entries whose record went (or whose key was replaced) go. The entry of a record this run kept
 * is known without a read; another entry is read, and its record only if this run has not read it yet.
 */
async function deleteStaleKeyIndex(run: Run): Promise<boolean> {
  const tracking = store(STORES.tracking)
  return run.eachKeyInShards('tracking-key-index', STORES.tracking, KEY_INDEX_PREFIX, async (key) => {
    if (run.liveKeyIndex.has(key)) return
    const index = await readRecord(tracking, key, keyIndexSchema)
    // An entry a move cut short left naming the earlier key still points at the record (tracking.ts).
    const recordKey = index?.recordKey && currentRecordKey(index.recordKey)
    let live = false
    if (recordKey && !run.trackingRead.has(recordKey)) {
      run.trackingRead.add(recordKey)
      // The pointer to a record that does not parse stays with it (left as it is, above).
      const record = await unlessUnreadable('Retention', () => readRecord(tracking, recordKey, trackingRecordSchema))
      live = record === undefined || (record !== null && keyIndexKey(record.keyHash) === key)
    }
    if (!live) await tracking.delete(key)
  })
}

/**
 * Pending saves whose record no longer exists (deleted meanwhile) go too: few (a save waits there only until a read
 * folds it in), listed in their own folder and decided unread, by whether their record's key is still stored.
 */
async function deleteOrphanPending(run: Run): Promise<boolean> {
  const tracking = store(STORES.tracking)
  const stored = new Map<string, boolean>()
  for (const key of run.remaining('tracking-pending', await allKeys(STORES.tracking, PENDING_PREFIX))) {
    const recordKey = recordKeyOfPending(key)
    if (!stored.has(recordKey)) stored.set(recordKey, (await tracking.getMetadata(recordKey)) !== null)
    if (!stored.get(recordKey)) await tracking.delete(key)
    if (!(await run.did('tracking-pending', key))) return false
  }
  return true
}

/** The UTC days (`YYYY-MM-DD`) from `first` to `last`, both included. */
function daysBetween(first: string, last: string) {
  const days: string[] = []
  for (
    let day = Date.parse(`${first}T00:00:00Z`);
    day <= Date.parse(`${last}T00:00:00Z`);
    day += milliseconds({days: 1})
  )
    days.push(new Date(day).toISOString().slice(0, 10))
  return days
}

/**
 * Records keyed `<ISO time>-<id>` (contact messages, the audit log): nothing is read to decide. Every record older
 * than the last completed pass's cutoff is gone (its mark in the `retention` store says when), so only the days from
 * that cutoff to this one are listed (usually one or two). The first pass ever, with no mark yet, lists the store once:
 * it runs when the store is new (retention is scheduled from the first deploy), and it deletes by key alone, so a
 * record no list can parse goes too (docs/capacity-report-retention.md).
 */
function deleteByKeyTime(
  phase: Phase,
  days: number,
  records: {
    keys: (day?: string) => Promise<string[]>
    atOf: (key: string) => string
    remove: (key: string) => Promise<void>
  },
  counted: 'contactMessagesDeleted' | 'auditEntriesDeleted',
) {
  const markKey = `${phase}-deleted-before`
  return async (run: Run): Promise<boolean> => {
    const before = cutoff(run.now, days)
    const mark = await readRecord(checkpoints(), markKey, markSchema)
    const prefixes = mark ? daysBetween(mark.before.slice(0, 10), before.slice(0, 10)) : [undefined]
    for (const prefix of prefixes) {
      // A day's listing costs the local server a look at every key of the store: never begun past the budget.
      if (run.outOfTime()) return false
      const old = (await records.keys(prefix)).filter((key) => records.atOf(key) < before).sort()
      for (const key of run.remaining(phase, old)) {
        await records.remove(key)
        run.summary[counted] += 1
        if (!(await run.did(phase, key))) return false
      }
    }
    if (!mark || mark.before < before) await checkpoints().setJSON(markKey, {before})
    return true
  }
}

const deleteOldContactMessages = deleteByKeyTime(
  'contact',
  RETENTION.contactMessageDays,
  {keys: (day) => contactMessages.keys(day), atOf: storedAtOfKey, remove: (key) => contactMessages.delete(key)},
  'contactMessagesDeleted',
)

const deleteOldAuditEntries = deleteByKeyTime(
  'audit',
  RETENTION.auditLogDays,
  {keys: auditKeys, atOf: auditAtOfKey, remove: deleteAuditRecord},
  'auditEntriesDeleted',
)

/**
 * Reminder-mail addresses not confirmed on the reminders page for a year go, with their reminders; so does an
 * address never confirmed from its link (double opt-in, DECISIONS 39) once that link expired. First, a channel an
 * earlier version keyed by the address's bare hash moves to its keyed one (mail-channel-keys.ts).
 */
async function deleteInactiveReminderMail(run: Run): Promise<boolean> {
  if (!(await movesDone('mailChannels'))) {
    run.summary.reminderMailChannelsRekeyed += await moveLegacyMailChannels()
    await markMovesDone('mailChannels', run.now)
  }
  const inactive = await mailChannelsSeenBefore(cutoff(run.now, RETENTION.reminderMailInactiveDays))
  const linkExpired = new Date(run.now.getTime() - milliseconds({hours: REMINDER_MAIL_CONFIRM_HOURS})).toISOString()
  const unconfirmed = (await unconfirmedMailChannelsBefore(linkExpired)).filter((sub) => !inactive.includes(sub))
  for (const sub of [...inactive, ...unconfirmed]) await deleteSubscription(sub)
  run.summary.reminderMailChannelsDeleted += inactive.length + unconfirmed.length
  return true
}

/** Mails the outbox gave up on: few (an outage of hours), so each is read once, for when it was given up. */
async function deleteOldDeadMail(run: Run): Promise<boolean> {
  run.summary.deadMailsDeleted += await deleteDeadMailBefore(cutoff(run.now, RETENTION.deadMailDays))
  return true
}

async function deletePendingPayments(run: Run): Promise<boolean> {
  run.summary.pendingPaymentsDeleted += await deleteExpiredPendingPayments(run.now)
  return true
}

const STEPS: Record<Phase, (run: Run) => Promise<boolean>> = {
  'email-capture-keys': rekeyEmailCaptures,
  'email-captures': expireEmailCaptures,
  'email-list-keys': rekeyListEntries,
  assessments: deleteOldAssessments,
  'tracking-keys': rekeyTrackingRecords,
  'tracking-records': deleteInactiveTracking,
  'tracking-key-index': deleteStaleKeyIndex,
  'tracking-pending': deleteOrphanPending,
  contact: deleteOldContactMessages,
  audit: deleteOldAuditEntries,
  'dead-mail': deleteOldDeadMail,
  'pending-payments': deletePendingPayments,
  'reminder-mail': deleteInactiveReminderMail,
}

/**
 * One run: resumes at the checkpoint of a run that stopped, goes through the phases until done or out of budget,
 * and leaves a checkpoint only when it stopped. `clock` and `budgetMs` bound it (tests pass a fake clock).
 */
export async function applyRetention(
  now: Date,
  {budgetMs = RETENTION_BUDGET_MS, clock = Date.now}: {budgetMs?: number; clock?: () => number} = {},
): Promise<RetentionSummary> {
  const saved = await readRecord(checkpoints(), CHECKPOINT_KEY, checkpointSchema)
  const run = new Run(now, clock, budgetMs, saved)
  for (const phase of PHASES.slice(saved ? PHASES.indexOf(saved.phase) : 0)) {
    if (!(await STEPS[phase](run))) {
      await run.save()
      return run.summary
    }
    // A phase done: the next run (if this one stops) starts at the next phase, with nothing of this one to skip.
    const next = PHASES[PHASES.indexOf(phase) + 1]
    run.checkpoint = next ? {phase: next, after: null} : null
    if (run.outOfTime() && next) {
      await run.save()
      return run.summary
    }
  }
  await checkpoints().delete(CHECKPOINT_KEY)
  run.summary.complete = true
  return run.summary
}
