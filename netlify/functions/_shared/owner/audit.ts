import {randomUUID} from 'node:crypto'
import {z} from 'zod'
import type {AuditAction, AuditActor, AuditEntry} from '../../../../src/lib/api-contract/owner-answers'
import {readRecord, store, STORES, unlessUnreadable} from '../blobs'
import {pagedIndex} from '../paged-index'
import {pool} from '../pool'

const AUDIT_PREFIX = 'audit/'

/**
 * An audit record (and its copy in the index), checked against the contract's type so the two cannot drift. Any
 * action or actor name reads: the log keeps what an older version wrote, even a name no longer in the type.
 */
const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.custom<AuditAction>((value) => typeof value === 'string'),
  target: z.string().optional(),
  detail: z.string().optional(),
  by: z.custom<AuditActor>((value) => typeof value === 'string').optional(),
}) satisfies z.ZodType<AuditEntry>

/** The audit log as the back office pages through it (paged-index.ts): newest first, one running count. */
export const auditIndex = pagedIndex<AuditEntry>({
  store: STORES.owner,
  name: 'audit',
  entry: auditEntrySchema,
  joinedAt: (entry) => entry.at,
  tally: () => ({entries: 1}),
  isRecordKey: (key) => key.startsWith(AUDIT_PREFIX),
  recordPrefix: AUDIT_PREFIX,
  async scan() {
    const owner = store(STORES.owner)
    const {blobs} = await owner.list({prefix: AUDIT_PREFIX})
    const entries = new Map<string, AuditEntry>()
    await pool(blobs, 16, async ({key}) => {
      const entry = await unlessUnreadable('The audit log', () => readRecord(owner, key, auditEntrySchema))
      if (entry) entries.set(entry.id, entry)
    })
    return entries
  },
})

type Action = Omit<AuditEntry, 'id' | 'at'>
const auditRecord = (entry: Action, now: Date): AuditEntry => ({...entry, id: randomUUID(), at: now.toISOString()})
/** Stores an audit record (keys sort by time). */
const writeAuditRecord = (full: AuditEntry) => store(STORES.owner).setJSON(`${AUDIT_PREFIX}${full.at}-${full.id}`, full)

/** Writes one back-office action to the audit log the coach can read, and lists it. */
export async function audit(entry: Action, now: Date): Promise<AuditEntry> {
  const full = auditRecord(entry, now)
  await writeAuditRecord(full)
  await auditIndex.upsert(full.id, () => full)
  return full
}

/**
 * `audit` for many actions at once (the scale bench's seeding): the records 16 at a time, then their entries in one
 * batch of the log's index (paged-index.ts `upsertMany`: its open page and head written once per page-full).
 */
export async function auditMany(actions: {entry: Action; now: Date}[]): Promise<AuditEntry[]> {
  const written = actions.map(({entry, now}) => auditRecord(entry, now))
  await pool(written, 16, async (full) => void (await writeAuditRecord(full)))
  await auditIndex.upsertMany(written.map((full) => ({key: full.id, change: () => full})))
  return written
}

/** When an audit record was written, from its key (`audit/<ISO time>-<id>`): retention decides without reading it. */
export const auditAtOfKey = (key: string) => key.slice(AUDIT_PREFIX.length, AUDIT_PREFIX.length + 24)

/** The audit records written on one UTC day (`YYYY-MM-DD`), or all of them. */
export const auditKeys = async (day?: string) =>
  (await store(STORES.owner).list({prefix: `${AUDIT_PREFIX}${day ?? ''}`})).blobs.map((blob) => blob.key)

/** Deletes one audit record and its place in the log's index. */
export async function deleteAuditRecord(key: string) {
  await auditIndex.remove(key.slice(AUDIT_PREFIX.length + 25))
  await store(STORES.owner).delete(key)
}

/** A page of the audit log, newest first. */
export async function readAudit(cursor: string | undefined, limit: number) {
  const {items, nextCursor, totals} = await auditIndex.page(cursor, limit)
  return {entries: items, nextCursor, totals: {entries: totals.entries ?? 0}}
}
