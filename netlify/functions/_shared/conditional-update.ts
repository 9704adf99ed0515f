import {randomUUID} from 'node:crypto'
import type {Store} from '@netlify/blobs'
import {z} from 'zod'
import {readRecordWithMetadata} from './blobs'

/** Thrown when a record stayed contended for the whole time budget; answered as 503 (try again). */
export class ContendedRecordError extends Error {
  constructor(readonly key: string) {
    super(`The record ${key} was changed by other requests for too long; nothing was written.`)
  }
}

/**
 * Thrown when the storage never gave an ETag for an existing record, so no write to it can be conditional:
 * nothing is written (fail closed, 503), since an unconditional write could undo a concurrent change.
 */
export class UnconditionalWriteError extends ContendedRecordError {
  constructor(key: string) {
    super(key)
    this.message = `The storage gave no ETag for ${key}, so it cannot be changed safely; nothing was written.`
  }
}

/** What a decision does with the record it was shown: write `next` (or nothing), and answer `result`. */
export type UpdateDecision<T, R> = {next?: T; result: R}

/** Reads in a row without an ETag after which the storage is taken to give none (fail closed). */
const NO_ETAG_ATTEMPTS = 3

/** Full-jitter exponential back-off: 5 ms, 10 ms, … up to 400 ms, times a random factor. */
const backoffMs = (attempt: number) => Math.random() * Math.min(400, 5 * 2 ** attempt)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The one pause before trying again (this helper's, and any caller's own retry), so colliding writers part. */
export const backOff = (attempt: number) => sleep(backoffMs(attempt))

const queues = new Map<string, Promise<unknown>>()
/**
 * Tasks of one key in this process take turns (the next starts once the last settled, failed or not): no round-trips
 * wasted on conditional writes that would fail. Across processes the conditional write decides. One queue for every
 * caller: `key` names its domain (`order:…`, `push:…`).
 */
export function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task)
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  void tail.then(() => queues.get(key) === tail && queues.delete(key))
  return run
}

const listedETag = async (store: Store, key: string) =>
  (await store.list({prefix: key})).blobs.find((blob) => blob.key === key)?.etag

/**
 * The record and its ETag. Netlify's hosted Blobs answer a read with its ETag; the local server of
 * `netlify dev` does not, but lists ETags: there the ETag is taken from listings before and after the read,
 * and the read counts only when both agree (otherwise another write came in between: undefined, retry).
 */
async function readWithETag<T>(
  store: Store,
  key: string,
  schema: z.ZodType<T>,
): Promise<{data: T; etag?: string; metadata: Record<string, unknown>} | null> {
  const read = await readRecordWithMetadata(store, key, schema)
  if (!read || read.etag) return read
  const before = await listedETag(store, key)
  const again = await readRecordWithMetadata(store, key, schema)
  const after = await listedETag(store, key)
  return again && before && before === after
    ? {data: again.data, etag: before, metadata: again.metadata}
    : {data: read.data, etag: undefined, metadata: read.metadata}
}

/**
 * The ids of the last writes to a blob, kept in its metadata (newest last). A write whose answer was lost (the Blobs
 * client then retries it, and the retry finds the ETag changed, by itself) is found there and counts as made, never
 * applied a second time, even when other writers came after it (docs/capacity.md "Faults").
 */
const RECENT_WRITES = 16
const writesSchema = z.array(z.string()).catch([])
const writesOf = (metadata: Record<string, unknown> | undefined) => writesSchema.parse(metadata?.writes ?? [])
const withWrite = (metadata: Record<string, unknown> | undefined, write: string) => ({
  writes: [...writesOf(metadata).slice(1 - RECENT_WRITES), write],
})
const landed = async (store: Store, key: string, write: string) =>
  writesOf((await store.getMetadata(key))?.metadata).includes(write)

/**
 * Writes `value` under `key` only if the key is new; true when this call created it, also when the answer to its
 * write was lost (the client's retry then finds the key taken, by itself). Every write-once claim goes through it.
 */
export async function createOnce(store: Store, key: string, value: unknown): Promise<boolean> {
  const write = randomUUID()
  const {modified} = await store.setJSON(key, value, {onlyIfNew: true, metadata: withWrite(undefined, write)})
  return modified || landed(store, key, write)
}

/**
 * Read-decide-write on one JSON blob that loses no concurrent change: the write is conditional on the
 * ETag that was read (`onlyIfMatch`), or on the key not existing yet (`onlyIfNew`). When another request
 * wrote first (`modified: false`), the record is read again and `decide` runs again on the fresh value.
 * `decide` must be pure with respect to the record: it may run several times. `beforeWrite` runs before each
 * write attempt (e.g. an index the record must never be without). The record is parsed with `schema` (blobs.ts): one
 * that does not parse throws StoredRecordInvalidError and is never taken for absent, so it is not overwritten. Each
 * write carries its own id in the blob's metadata, so a write whose answer was lost is recognised as made by the read
 * that follows it (docs/capacity.md "Faults"): a count is never added twice.
 */
export async function updateJSON<T, R>(
  store: Store,
  key: string,
  schema: z.ZodType<T>,
  decide: (current: T | null) => UpdateDecision<T, R>,
  {
    budgetMs = 10_000,
    maxAttempts = 50,
    beforeWrite,
  }: {budgetMs?: number; maxAttempts?: number; beforeWrite?: (next: T) => Promise<void>} = {},
): Promise<R> {
  const deadline = Date.now() + budgetMs
  let withoutETag = 0
  /** The last write that was not answered as made, with what it would have answered. */
  let unanswered: {write: string; result: R} | null = null
  for (let attempt = 1; ; attempt += 1) {
    const read = await readWithETag(store, key, schema)
    // Its answer was lost, but the write is the stored one or among those since: done, not applied again.
    if (unanswered && writesOf(read?.metadata).includes(unanswered.write)) return unanswered.result
    const {next, result} = decide(read?.data ?? null)
    if (next === undefined) return result
    if (read && !read.etag) {
      // A race between the listings leaves one read without an ETag; a storage that never gives one fails fast.
      withoutETag += 1
      if (withoutETag >= NO_ETAG_ATTEMPTS) throw new UnconditionalWriteError(key)
    } else {
      withoutETag = 0
      if (beforeWrite) await beforeWrite(next)
      const write = randomUUID()
      const condition = read ? {onlyIfMatch: read.etag as string} : {onlyIfNew: true as const}
      const written = await store.setJSON(key, next, {...condition, metadata: withWrite(read?.metadata, write)})
      if (written.modified) return result
      unanswered = {write, result}
    }
    if (attempt >= maxAttempts || Date.now() > deadline) {
      if (unanswered && (await landed(store, key, unanswered.write))) return unanswered.result
      throw new ContendedRecordError(key)
    }
    await backOff(attempt)
  }
}
