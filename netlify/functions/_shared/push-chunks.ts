import {randomUUID} from 'node:crypto'
import {fingerprint} from './push-schedule'
import {readChunk, writeChunk, type ChunkRecord} from './push-store/run-state'
import {type SlotEntry} from './push-store/records'
import {logError} from './log'

/**
 * Exactly once, one conditional write per many reminders. A minute's sends are split in chunks (a shard's
 * bucket, push-schedule.ts); whoever sends a chunk first takes it with a conditional write that records a lease
 * (holder, until when). While it sends, it writes what it has done (fingerprints) a few times a second, each
 * write conditional on the previous one, which also renews the lease. So:
 * - two workers racing for a chunk: only one conditional write wins, the other leaves the chunk alone;
 * - a worker that dies mid-chunk stops renewing; once its lease has run out, the next taker (Netlify's retry of
 *   the background function, or the next scheduled run) resumes after the recorded progress;
 * - a holder whose write fails (its lease ran out and someone else took over) stops at once, and a send starts
 *   only with at least half a lease left, which is far longer than a send may take (SEND_TIMEOUT_MS).
 * A send confirmed in the last fraction of a second before a crash may go out again after the takeover (the
 * notification's tag makes the browser replace the first, not show two); a send is never lost to a crash.
 */

/** How long a taken chunk stays its holder's without a renewal. Longer than any send (5 s) by far. */
export const LEASE_MS = 30_000
/** Progress is written at most this often (and once more at the end of the chunk). */
const PROGRESS_INTERVAL_MS = 250

export type ChunkItem = {entry: SlotEntry; occurrence: Date; from?: string}
/** `rejected`: the push service refused our authorisation (401/403); tried again at the next occurrence, not the next minute. */
export type Outcome = 'sent' | 'skipped' | 'gone' | 'failed' | 'rejected'

export type ChunkOptions = {
  /** Sends one reminder (or skips it). */
  handle: (item: ChunkItem) => Promise<Outcome>
  /** Parallel sends in this chunk. */
  concurrency: number
  /** False once the run has no time left: the chunk is released (lease ended) with its progress. */
  more: () => boolean
  /** Hands failed sends on to a later run, before the chunk records them as handed on. */
  handOff: (failed: ChunkItem[]) => Promise<void>
  leaseMs?: number
}

/**
 * 'complete': every item done or handed on (now or before); 'held': another live holder has it; 'released': the
 * run stopped for time; 'lost': another taker came in between (this holder stopped sending).
 */
export type ChunkRun = {
  status: 'complete' | 'held' | 'released' | 'lost'
  outcomes: Array<{item: ChunkItem; outcome: Outcome}>
  notStarted: number
}

const fingerprintOf = (item: ChunkItem) => fingerprint(item.entry, item.occurrence)

/** Sends the items of one chunk that its progress record does not list yet, holding the chunk meanwhile. */
export async function runChunk(chunk: string, items: ChunkItem[], options: ChunkOptions): Promise<ChunkRun> {
  const leaseMs = options.leaseMs ?? LEASE_MS
  const outcomes: ChunkRun['outcomes'] = []
  if (!options.more()) return {status: 'released', outcomes, notStarted: items.length}
  const found = await readChunk(chunk)
  if (found.record?.complete) return {status: 'complete', outcomes, notStarted: 0}
  if (found.record && found.record.leaseUntil > Date.now()) return {status: 'held', outcomes, notStarted: items.length}

  const state: ChunkRecord = {
    holder: randomUUID(),
    leaseUntil: 0,
    done: found.record?.done ?? [],
    retried: found.record?.retried ?? [],
    complete: false,
  }
  let etag = found.etag
  let lost = false
  /** Until when this holder surely holds the chunk: the lease of its last successful write. */
  let heldUntil = 0
  let chain: Promise<void> = Promise.resolve()
  /** Queues a write of the current progress (one at a time, each conditional on the one before). */
  const persist = (release = false) => {
    chain = chain.then(async () => {
      if (lost) return
      const leaseUntil = release ? 0 : Date.now() + leaseMs
      try {
        const written = await writeChunk(
          chunk,
          {...state, leaseUntil, done: [...state.done], retried: [...state.retried]},
          etag,
        )
        if (written.modified) [etag, heldUntil] = [written.etag, leaseUntil]
        else lost = true
      } catch (error) {
        // Unsure whether it was written: stop sending, the next taker resumes after the lease.
        logError(`Could not record reminder progress of ${chunk}`, error)
        lost = true
      }
    })
    return chain
  }
  await persist()
  if (lost) return {status: 'held', outcomes, notStarted: items.length}

  const finished = new Set([...state.done, ...state.retried])
  const todo = items.filter((item) => !finished.has(fingerprintOf(item)))
  let timer: ReturnType<typeof setTimeout> | null = null
  const progressed = () => {
    timer ??= setTimeout(() => {
      timer = null
      void persist()
    }, PROGRESS_INTERVAL_MS)
  }
  let renewing: Promise<void> | null = null
  let next = 0
  const lane = async () => {
    while (next < todo.length && !lost && options.more()) {
      if (heldUntil - Date.now() < leaseMs / 2) {
        renewing ??= persist().finally(() => (renewing = null))
        await renewing
        continue
      }
      const item = todo[next++]
      const outcome = await options.handle(item)
      outcomes.push({item, outcome})
      if (outcome !== 'failed') state.done.push(fingerprintOf(item))
      progressed()
    }
  }
  await Promise.all(Array.from({length: Math.min(options.concurrency, todo.length)}, lane))
  if (timer) clearTimeout(timer)
  await chain
  if (lost) return {status: 'lost', outcomes, notStarted: todo.length - next}

  const failed = outcomes.filter(({outcome}) => outcome === 'failed').map(({item}) => item)
  if (failed.length) {
    // Still the holder? (A holder that was taken over leaves the failed sends to the taker.)
    await persist()
    if (lost) return {status: 'lost', outcomes, notStarted: todo.length - next}
    await options.handOff(failed)
    state.retried.push(...failed.map(fingerprintOf))
  }
  state.complete = next === todo.length
  // Done: nobody needs the lease any more; stopped for time: the next run may take over at once.
  await persist(true)
  if (lost) return {status: 'lost', outcomes, notStarted: todo.length - next}
  return {status: state.complete ? 'complete' : 'released', outcomes, notStarted: todo.length - next}
}

/** Whether a handed-on item is still this retry's to send: the chunk that handed it on recorded the hand-over. */
export async function wasHandedOn(items: ChunkItem[]): Promise<ChunkItem[]> {
  const sources = new Map<string, Promise<ChunkRecord | null>>()
  const kept = await Promise.all(
    items.map(async (item) => {
      if (!item.from) return true
      if (!sources.has(item.from))
        sources.set(
          item.from,
          readChunk(item.from).then((found) => found.record),
        )
      return (await sources.get(item.from))?.retried.includes(fingerprintOf(item)) ?? false
    }),
  )
  return items.filter((_, i) => kept[i])
}
