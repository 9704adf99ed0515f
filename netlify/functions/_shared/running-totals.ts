import {createHash} from 'node:crypto'
import {z} from 'zod'
import {readRecord, store, type StoreName} from './blobs'
import {updateJSON} from './conditional-update'
import {pool} from './pool'

/**
 * Running totals kept beside a store's records (docs/capacity-report-retention.md): the women's report reads a
 * few of these blobs instead of every record. They live in the records' own store under `report/`, so a deploy
 * context's totals count only its own records (DECISIONS 49), and the store's own module keeps them on write.
 */
export const TOTALS_PREFIX = 'report/'
export const isTotalsKey = (key: string) => key.startsWith(TOTALS_PREFIX)

/**
 * Present once the totals count every record of the store: written by a recount, or by the first write to an empty
 * store. `version` names which totals it vouches for (1 when absent): a store that starts keeping more totals raises
 * it, so a marker written before them reads as not ready and the next recount builds them all.
 */
const READY_KEY = `${TOTALS_PREFIX}ready`
const readySchema = z.object({version: z.number().int().positive().optional()}).catch({})

/**
 * A month's totals are split over this many blobs, each record or contributor always adding to the same one: saves
 * of different women rarely contend for one blob (each change is a conditional write that retries on a race), and
 * the report still reads few blobs (this many per month).
 */
export const TOTAL_SHARDS = 8
export const shardOf = (id: string) => createHash('sha256').update(id).digest()[0] % TOTAL_SHARDS
export const SHARDS = Array.from({length: TOTAL_SHARDS}, (_, shard) => shard)

/** Whether the store's totals (of `version` or later) count every record (else a recount must build them first). */
export async function totalsReady(name: StoreName, version = 1) {
  const marker = await readRecord(store(name), READY_KEY, readySchema)
  return marker !== null && (marker.version ?? 1) >= version
}

export const markTotalsReady = (name: StoreName, now: Date, version = 1) =>
  store(name).setJSON(READY_KEY, {since: now.toISOString(), version})

/**
 * Before a write that keeps the totals: while they are not marked complete, a store that holds no record yet (only
 * totals, or nothing) has nothing a recount could add, so they are marked complete now and every later write keeps
 * them. A store with any record from before (or a concurrent first writer's) is left for a recount: never marked
 * complete by mistake.
 */
export async function markReadyIfEmpty(name: StoreName, now: Date) {
  if (await totalsReady(name)) return
  for await (const page of store(name).list({paginate: true})) {
    if (page.blobs.every(({key}) => isTotalsKey(key))) await markTotalsReady(name, now)
    return
  }
  await markTotalsReady(name, now)
}

/** One conditional read-change-write of a totals blob: a concurrent change is never lost (conditional-update.ts). */
export const changeTotals = <T>(name: StoreName, key: string, schema: z.ZodType<T>, change: (current: T | null) => T) =>
  updateJSON<T, void>(store(name), key, schema, (current) => ({next: change(current), result: undefined}))

/** These totals blobs, read at once and parsed with `schema`; a missing one is left out. */
export async function readTotals<T>(name: StoreName, keys: string[], schema: z.ZodType<T>): Promise<T[]> {
  const found: Array<T | null> = await Promise.all(keys.map((key) => readRecord(store(name), key, schema)))
  return found.filter((value): value is T => value !== null)
}

/**
 * Replaces every totals blob of the store with `blobs` (a recount), then marks the totals complete. Totals a save
 * changed while the recount ran may be overwritten: a recount is for totals that are missing or doubted, not a
 * routine step (docs/capacity-report-retention.md).
 */
export async function replaceTotals(name: StoreName, blobs: Map<string, unknown>, now: Date, version = 1) {
  const blobStore = store(name)
  const stale = (await totalsKeys(name)).filter((key) => !blobs.has(key))
  await pool([...blobs], 16, async ([key, value]) => {
    await blobStore.setJSON(key, value)
  })
  await pool(stale, 16, (key) => blobStore.delete(key))
  await markTotalsReady(name, now, version)
}

/** The keys of every totals blob of the store (not the ready marker). */
export const totalsKeys = async (name: StoreName) =>
  (await store(name).list({prefix: TOTALS_PREFIX})).blobs.map(({key}) => key).filter((key) => key !== READY_KEY)

/** Deletes every totals blob under `prefix` (a month past retention). */
export async function dropTotals(name: StoreName, prefix: string) {
  const blobStore = store(name)
  const {blobs} = await blobStore.list({prefix})
  await pool(blobs, 16, ({key}) => blobStore.delete(key))
  return blobs.length
}
