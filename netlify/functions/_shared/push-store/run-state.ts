import {z} from 'zod'
import {readRecord, readRecordWithMetadata} from '../blobs'
import {isMinuteInWindow, shardOf, windowHourPrefixes, type Window} from '../push-schedule'
import {KEYS, listKeys, nonEmpty, reminders, sameReminder, updateJson} from './keys'
import {slotEntrySchema, type SlotEntry} from './records'

/** The sender's state between runs: chunk progress, retries, the last run and delivery counts. */

/** A failed send waiting for the next run, with the occurrence it belongs to and the chunk that handed it over. */
export type RetryEntry = SlotEntry & {occurrence: string; from?: string}
const retriesSchema = z.array(
  slotEntrySchema.extend({occurrence: z.string(), from: z.string().optional()}),
) satisfies z.ZodType<RetryEntry[]>
/** The progress of one chunk of a minute's sends (push-chunks.ts). */
const chunkSchema = z.object({
  holder: z.string(),
  leaseUntil: z.number(),
  done: z.array(z.string()),
  retried: z.array(z.string()),
  complete: z.boolean(),
})
export type ChunkRecord = z.infer<typeof chunkSchema>
const deliveryStatsSchema = z.object({sent: z.number(), failed: z.number(), removed: z.number()})
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>
const lastRunSchema = z.object({at: z.string()})

/** A chunk's progress record and its ETag (for the conditional write that updates it). */
export async function readChunk(chunk: string): Promise<{record: ChunkRecord | null; etag?: string}> {
  const found = await readRecordWithMetadata(reminders(), KEYS.progress(chunk), chunkSchema)
  return {record: found?.data ?? null, etag: found?.etag}
}

/** Writes a chunk's progress only if nobody else wrote it since `etag` was read (only if new without one). */
export const writeChunk = (chunk: string, record: ChunkRecord, etag: string | undefined) =>
  reminders().setJSON(KEYS.progress(chunk), record, etag ? {onlyIfMatch: etag} : {onlyIfNew: true})

/** Deletes the progress records of the minutes of a window (runs pass yesterday's window). */
export async function deleteProgress(window: Window) {
  const keys = (
    await Promise.all(windowHourPrefixes(window).map((hour) => listKeys(reminders(), KEYS.progress(hour))))
  ).flat()
  await Promise.all(
    keys.filter((key) => isMinuteInWindow(key.split('/')[2], window)).map((key) => reminders().delete(key)),
  )
}

export const addRetries = (minute: string, shard: string, entries: RetryEntry[]) =>
  updateJson(reminders(), KEYS.retry(minute, shard), retriesSchema, (current) => [
    ...(current ?? []).filter((entry) => !entries.some((added) => sameReminder(added, entry))),
    ...entries,
  ])

/** The retry lists a window covers. */
export async function listRetries(window: Window) {
  const keys = (
    await Promise.all(windowHourPrefixes(window).map((hour) => listKeys(reminders(), `retry/${hour}`)))
  ).flat()
  return keys
    .filter((key) => isMinuteInWindow(key.split('/')[1], window))
    .map((key) => ({key, shard: key.split('/')[2]}))
}

/** Drops a channel's entries from every retry list of its shard (it is being deleted). */
export async function dropRetriesOf(sub: string) {
  const keys = (await listKeys(reminders(), 'retry/')).filter((key) => key.endsWith(`/${shardOf(sub)}`))
  for (const key of keys)
    await updateJson(reminders(), key, retriesSchema, (entries) =>
      nonEmpty((entries ?? []).filter((entry) => entry.sub !== sub)),
    )
}

export const readRetries = async (key: string) => (await readRecord(reminders(), key, retriesSchema)) ?? []
export const deleteRetries = (key: string) => reminders().delete(key)

export async function readLastRun() {
  const state = await readRecord(reminders(), KEYS.lastRun, lastRunSchema)
  return state ? new Date(state.at) : null
}
export const writeLastRun = (at: Date) => reminders().setJSON(KEYS.lastRun, {at: at.toISOString()})

// ── Delivery stats ─────────────────────────────────────────────────────────────────────────────

const ZERO: DeliveryStats = {sent: 0, failed: 0, removed: 0}

export const addDeliveryStats = (day: string, add: DeliveryStats) =>
  updateJson(reminders(), KEYS.stats(day), deliveryStatsSchema, (current) => ({
    sent: (current?.sent ?? 0) + add.sent,
    failed: (current?.failed ?? 0) + add.failed,
    removed: (current?.removed ?? 0) + add.removed,
  }))

export const readDeliveryStatsOf = async (day: string): Promise<DeliveryStats> => ({
  ...ZERO,
  ...(await readRecord(reminders(), KEYS.stats(day), deliveryStatsSchema)),
})
