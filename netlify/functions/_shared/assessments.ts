import {randomBytes, timingSafeEqual} from 'node:crypto'
import {z} from 'zod'
import {USAGE_WINDOW_DAYS} from '../../../src/config/engagement'
import {recordStore, store, STORES} from './blobs'
import {countAssessments, rebuildAssessmentTotals, uncountAssessment} from './assessment-totals'
import {pool} from './pool'
import {isTotalsKey, markReadyIfEmpty, totalsReady} from './running-totals'
import {milliseconds} from 'date-fns/milliseconds'
import type {AssessmentFacts} from '../../../src/lib/owner/report'
import {sha256Hex} from './sha256'

/**
 * Assessment records are keyed `YYYY-MM-DD/<uuid>` (UTC day), so counting the last 30 days lists
 * 30 day prefixes instead of reading every record.
 */
export const dayPrefix = (date: Date) => `${date.toISOString().slice(0, 10)}/`

export const assessmentKey = (now: Date, id: string) => `${dayPrefix(now)}${id}`

/** The day prefixes of the usage window, today first. */
export function recentDayPrefixes(now: Date, days = USAGE_WINDOW_DAYS): string[] {
  return Array.from({length: days}, (_, i) => dayPrefix(new Date(now.getTime() - milliseconds({days: i}))))
}

/** How many assessments were stored in the usage window (DECISIONS 12): one listing per day prefix. */
export async function countRecentAssessments(now: Date): Promise<number> {
  const counts = await Promise.all(
    recentDayPrefixes(now).map(async (prefix) => (await assessments.keys(prefix)).length),
  )
  return counts.reduce((sum, n) => sum + n, 0)
}

/**
 * A stored assessment keeps its answers plus the hash of a deletion key. The key itself goes
 * only to the browser that submitted it (DECISIONS 20: every stored item can be deleted by its owner).
 */
const storedAssessmentSchema = z.object({
  email: z.string().nullable(),
  symptoms: z.array(z.string()),
  severity: z.record(z.string(), z.number()),
  recommendations: z.array(z.string()),
  phase: z.string().nullable(),
  createdAt: z.string(),
  deletionKeyHash: z.string(),
  /**
   * An opaque id of the paid order whose purchaser submitted it (a hash of the order id), when she sent her
   * token. Only such assessments count in the coach's report, one per order per month (docs/threat-model.md: decoys cost an order).
   */
  contributor: z.string().optional(),
})
export type StoredAssessment = z.infer<typeof storedAssessmentSchema>
/**
 * What a read may find: every reader needs only the report's facts and the deletion key's hash, and already falls
 * back when they are missing (factsOf, deleteAssessment), so a record without them still reads, and retention can
 * still take it out of the totals and delete it. Only `createdAt` is required. Records are never written back.
 */
const readAssessmentSchema = storedAssessmentSchema.partial().required({createdAt: true})
type ReadAssessment = z.infer<typeof readAssessmentSchema>

/** The assessments store, keyed `YYYY-MM-DD/<uuid>`. */
export const assessments = recordStore<ReadAssessment>(STORES.assessments, readAssessmentSchema)

type Submission = Omit<StoredAssessment, 'createdAt' | 'deletionKeyHash' | 'contributor'>

/** Stores a submission; returns its id and the deletion key for the submitting browser. */
export async function saveAssessment(
  submission: Submission,
  id: string,
  now: Date,
  verifiedOrderId: string | null = null,
) {
  const [saved] = await saveAssessments([{submission, id, now, verifiedOrderId}])
  return saved
}

/**
 * `saveAssessment` for many submissions at once (the scale bench's seeding; one submission is a batch of one): the
 * records 16 at a time, then counted in the report's totals together (`countAssessments`: each contributor's month
 * and each month's shard changed once for the batch). The store has no index: nothing else lists them.
 */
export async function saveAssessments(
  submissions: {submission: Submission; id: string; now: Date; verifiedOrderId?: string | null}[],
) {
  if (submissions.length) await markReadyIfEmpty(STORES.assessments, submissions[0].now)
  const saved: {id: string; createdAt: string; deletionKey: string}[] = []
  const stored: {key: string; facts: AssessmentFacts}[] = []
  await pool([...submissions.entries()], 16, async ([at, {submission, id, now, verifiedOrderId}]) => {
    const deletionKey = randomBytes(32).toString('base64url')
    const record: StoredAssessment = {
      ...submission,
      createdAt: now.toISOString(),
      deletionKeyHash: sha256Hex(deletionKey),
      ...(verifiedOrderId ? {contributor: sha256Hex(`contributor:${verifiedOrderId}`)} : {}),
    }
    const key = assessmentKey(now, id)
    await assessments.set(key, record)
    stored.push({key, facts: factsOf(record)})
    saved[at] = {id, createdAt: record.createdAt, deletionKey}
  })
  await countAssessments(stored)
  return saved
}

/** Deletes an assessment when the key is its deletion key; false when there is none or the key is wrong. */
export async function deleteAssessment(id: string, createdAt: string, deletionKey: string): Promise<boolean> {
  const key = assessmentKey(new Date(createdAt), id)
  const record = await assessments.get(key)
  if (!record?.deletionKeyHash) return false
  const matches = timingSafeEqual(
    Buffer.from(sha256Hex(deletionKey), 'hex'),
    Buffer.from(record.deletionKeyHash, 'hex'),
  )
  if (!matches) return false
  await assessments.delete(key)
  await uncountAssessment(key, factsOf(record))
  return true
}

/** What the report's totals keep of an assessment (never its email nor recommendations). */
export const factsOf = (record: ReadAssessment): AssessmentFacts => ({
  contributor: record.contributor ?? null,
  symptoms: record.symptoms ?? [],
  severity: record.severity ?? {},
  createdAt: record.createdAt,
})

/** Whether a key of the store is an assessment's (`YYYY-MM-DD/<uuid>`), not the report's totals. */
export const isAssessmentKey = (key: string) => !isTotalsKey(key)

/** Rebuilds the report's totals from every stored assessment: a full read, for totals that are missing or doubted. */
export async function recountAssessmentTotals(now: Date) {
  const records: {key: string; facts: AssessmentFacts}[] = []
  await pool((await assessments.keys()).filter(isAssessmentKey), 16, async (key) => {
    const record = await assessments.get(key)
    if (record) records.push({key, facts: factsOf(record)})
  })
  await rebuildAssessmentTotals(records, now)
}

/** Assessments stored before the totals existed are counted once: the first report view recounts them. */
export async function ensureAssessmentTotals(now: Date) {
  if (!(await totalsReady(STORES.assessments))) await recountAssessmentTotals(now)
}

/** The days (`YYYY-MM-DD`) that hold assessments, from one directory listing (no record is read). */
export async function assessmentDays(): Promise<string[]> {
  const {directories} = await store(STORES.assessments).list({directories: true})
  return directories.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).sort()
}
