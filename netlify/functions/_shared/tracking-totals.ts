import {z} from 'zod'
import {STORES} from './blobs'
import {pool} from './pool'
import {changeTotals, readTotals, replaceTotals, SHARDS, shardOf, TOTALS_PREFIX} from './running-totals'

/**
 * The report's running totals of trackers, in the tracking store (tracking.ts keeps them whenever a record's
 * entries change or the record goes): `report/active/{yyyy-MM}/{shard}` counts the records of paid orders with at
 * least one entry dated in that month. A record counts once per month however many days it holds, since the change
 * is worked out from the record before and after its own conditional write: no marker is needed, the record is one.
 */
const NAME = STORES.tracking
const activeSchema = z.object({records: z.number()})
const activeKey = (month: string, shard: number) => `${TOTALS_PREFIX}active/${month}/${shard}`

/** A record's move from the months it was active in to those it is active in now. */
export type ActiveMove = {recordKey: string; before: string[]; after: string[]}

/** Moves a record's counts from the months it was active in to those it is active in now. */
export const countActiveMonths = (recordKey: string, before: string[], after: string[]) =>
  countActiveMoves([{recordKey, before, after}])

/** Moves records' counts (one, or a batch's): each month's shard changed once by their sum, when it is not zero. */
export async function countActiveMoves(moves: ActiveMove[]) {
  const changes = new Map<string, number>()
  for (const {recordKey, before, after} of moves) {
    const shard = shardOf(recordKey)
    for (const month of after.filter((month) => !before.includes(month)))
      changes.set(activeKey(month, shard), (changes.get(activeKey(month, shard)) ?? 0) + 1)
    for (const month of before.filter((month) => !after.includes(month)))
      changes.set(activeKey(month, shard), (changes.get(activeKey(month, shard)) ?? 0) - 1)
  }
  await pool(
    [...changes].filter(([, change]) => change !== 0),
    8,
    async ([key, change]) =>
      void (await changeTotals(NAME, key, activeSchema, (current) => ({records: (current?.records ?? 0) + change}))),
  )
}

/** How many paid trackers have entries in `month`. */
export async function readActiveTrackers(month: string): Promise<number> {
  const shards = await readTotals(
    NAME,
    SHARDS.map((shard) => activeKey(month, shard)),
    activeSchema,
  )
  return shards.reduce((sum, shard) => sum + shard.records, 0)
}

/** The totals that these records add up to, as blobs by key (what a recount writes). */
export function trackingTotalsOf(
  records: {key: string; months: string[]}[],
): Map<string, z.infer<typeof activeSchema>> {
  const blobs = new Map<string, z.infer<typeof activeSchema>>()
  for (const {key, months} of records)
    for (const month of months) {
      const blobKey = activeKey(month, shardOf(key))
      blobs.set(blobKey, {records: (blobs.get(blobKey)?.records ?? 0) + 1})
    }
  return blobs
}

/** Rebuilds the totals from every tracking record (tracking.ts reads them). */
export const rebuildTrackingTotals = (records: {key: string; months: string[]}[], now: Date) =>
  replaceTotals(NAME, trackingTotalsOf(records), now)
