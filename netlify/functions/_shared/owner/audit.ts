import {randomUUID} from 'node:crypto'
import type {AuditEntry} from '../../../../src/lib/api-contract/owner-answers'
import {store, STORES} from '../blobs'

const AUDIT_PREFIX = 'audit/'

/** Writes one back-office action to the audit log the coach can read (keys sort by time). */
export async function audit(entry: Omit<AuditEntry, 'id' | 'at'>, now: Date): Promise<AuditEntry> {
  const full: AuditEntry = {...entry, id: randomUUID(), at: now.toISOString()}
  await store(STORES.owner).setJSON(`${AUDIT_PREFIX}${full.at}-${full.id}`, full)
  return full
}

/** The audit log, newest first. */
export async function readAudit(limit = 500): Promise<AuditEntry[]> {
  const owner = store(STORES.owner)
  const {blobs} = await owner.list({prefix: AUDIT_PREFIX})
  const keys = blobs
    .map((blob) => blob.key)
    .sort()
    .reverse()
    .slice(0, limit)
  return (await Promise.all(keys.map((key) => owner.get(key, {type: 'json'})))).filter(Boolean) as AuditEntry[]
}
