import {z} from 'zod'
import {readRecord, store, type StoreName} from './blobs'
import {createOnce, updateJSON} from './conditional-update'
import {logError} from './log'
import {pool} from './pool'
import {youngStore} from './young-store'

/**
 * A list the back office pages through, kept beside the records it lists and maintained on each write
 * (docs/capacity.md "Back-office lists"): reading a page costs a few Blobs reads whatever the store holds, where a
 * listing plus one read per record made each view cost one request per record ever stored.
 *
 * Under `index/<name>/` in the records' own store:
 * - `head`: the running totals and the number of the last page;
 * - `page/<n>`: up to PAGE_SIZE entries, each a copy of what the list shows of one record, in the order they
 *   joined the list (`t`, fixed when the entry joins; later changes rewrite it in place);
 * - `at/<key>`: the page an entry is on, so a change or a delete rewrites that one page.
 * Every write is conditional (conditional-update.ts), so concurrent writers never lose an entry or a count.
 */
export const INDEX_PREFIX = 'index/'
/** Whether a key of a store is one of its indexes' (stores that keep an index list their records around these). */
export const isIndexKey = (key: string) => key.startsWith(INDEX_PREFIX)

/** Entries per index page: a page of the largest list answer (MAX_PAGE_LIMIT in the API contract) spans at most two of them. */
export const PAGE_SIZE = 250
/** Index pages one answer reads at most (pages emptied by deletes are skipped, up to this many). */
const MAX_PAGES_PER_ANSWER = 4
/** Times a change waits for an entry another writer has claimed but not yet placed on its page. */
const PLACEMENT_ATTEMPTS = 20

const totalsSchema = z.record(z.string(), z.number())
export type Totals = z.infer<typeof totalsSchema>
/** `complete`: every record stored before the index started is listed (the backfill ran, or there were none). */
const headSchema = z.object({lastPage: z.number(), totals: totalsSchema, complete: z.boolean()})
type Head = z.infer<typeof headSchema>
type Slot<E> = {k: string; t: string; e: E}
type Page<E> = {entries: Slot<E>[]}
const pageSchema = <E>(entry: z.ZodType<E>) =>
  z.object({entries: z.array(z.object({k: z.string(), t: z.string(), e: entry}))}) satisfies z.ZodType<Page<E>>
/** Which page an entry is on. */
const atSchema = z.object({page: z.number()})

/** Where the next answer starts: on page `p`, after the entry (`t`, `k`) when given. Opaque to the browser. */
const Position = z.object({
  p: z.number().int().min(0),
  t: z.string().max(40).optional(),
  k: z.string().max(300).optional(),
})
type Position = z.infer<typeof Position>

/** A cursor the browser sent that is not one this module made: answered 400 (lists.ts). */
export class BadCursorError extends Error {
  constructor() {
    super('The cursor is not valid: start again from the first page.')
  }
}

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url')
function decodeCursor(cursor: string): Position {
  try {
    return Position.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
  } catch {
    throw new BadCursorError()
  }
}

/** Entries in list order: by the time they joined, then by key (a total order, so a cursor never skips a tie). */
const before = (a: {t: string; k: string}, b: {t: string; k: string}) => a.t < b.t || (a.t === b.t && a.k < b.k)
const byJoining = <E>(a: Slot<E>, b: Slot<E>) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)

const addTotals = (totals: Totals, add: Totals, sign: 1 | -1) => {
  const sum = {...totals}
  for (const [name, value] of Object.entries(add)) sum[name] = (sum[name] ?? 0) + sign * value
  return sum
}
const isZero = (totals: Totals) => Object.values(totals).every((value) => value === 0)

export type IndexDefinition<E> = {
  store: StoreName
  name: string
  /** An entry's shape: every page read back is parsed with it (blobs.ts). */
  entry: z.ZodType<E>
  /** When an entry joined the list (its place in the list: newest first, or oldest first for an export). */
  joinedAt: (entry: E) => string
  /** What one entry adds to each running total (e.g. `{messages: 1, unread: 1}`). */
  tally: (entry: E) => Totals
  /** The store's own records, by key, as index entries: for a rebuild (`recount`) and the one-time backfill. */
  scan: () => Promise<Map<string, E>>
  /**
   * Keys of the store that are records, and the prefix they all share if any: the first write into a store without
   * records starts the index (one listing of a first page, only while the index is missing).
   */
  isRecordKey: (key: string) => boolean
  recordPrefix?: string
  /** Whether records outside this store feed the list too (the email list's purchasers): then a backfill runs. */
  hasOtherSources?: () => Promise<boolean>
  /** Entries per index page (PAGE_SIZE unless a test needs many pages from few entries). */
  pageSize?: number
}

export type IndexPage<E> = {items: E[]; nextCursor: string | null; totals: Totals}
/** A change of the entry of `key`: gets it as listed (null: not listed), answers the new one (null: off the list). */
export type IndexChange<E> = {key: string; change: (current: E | null) => E | null}

export function pagedIndex<E>(definition: IndexDefinition<E>) {
  const blobs = () => store(definition.store)
  const base = `${INDEX_PREFIX}${definition.name}/`
  const headKey = `${base}head`
  const pageKey = (page: number) => `${base}page/${String(page).padStart(8, '0')}`
  const atKey = (key: string) => `${base}at/${key}`
  const pageSize = definition.pageSize ?? PAGE_SIZE

  const Page = pageSchema(definition.entry)
  const readHead = () => readRecord(blobs(), headKey, headSchema)
  const readPage = async (page: number) => (await readRecord(blobs(), pageKey(page), Page)) ?? {entries: []}
  const readAt = (key: string) => readRecord(blobs(), atKey(key), atSchema)

  const changeHead = (change: (head: Head) => Head) =>
    updateJSON(blobs(), headKey, headSchema, (head) => (head ? {next: change(head), result: null} : {result: null}))

  /**
   * The first write starts the index: complete from the start when the store held no record but the `written` ones
   * being listed (one, or a batch's), which their writer stored first (one listing of a first page, only while the
   * index is missing). A store still small then (writers racing to be first, or a young store from before the index)
   * is listed into it at once, while that is cheap: left for the first read, the backfill would run at the coach's
   * first view, whatever the store has grown to by then. Only a large store, or a list fed from another store too,
   * waits for that read.
   */
  async function start(written = 1): Promise<Head> {
    const {young, onlyWritten} = await youngStore(
      definition.store,
      definition.recordPrefix ?? '',
      definition.isRecordKey,
      written,
    )
    const otherSources = (await definition.hasOtherSources?.()) ?? false
    await createOnce(blobs(), headKey, {
      lastPage: 0,
      totals: {},
      complete: onlyWritten && !otherSources,
    } satisfies Head)
    const head = (await readHead())!
    if (head.complete || otherSources || !young) return head
    // The writer's own record is written already: a failure while listing the others (the storage busy) must not
    // fail its request. The index then stays incomplete, and the first read backfills it, as before.
    try {
      return await backfill()
    } catch (error) {
      logError(`The ${definition.name} index was not listed at its start`, error)
      return head
    }
  }

  /** Places a new entry on the last page with room (a full page sends it to the next), and claims its key. */
  async function append(head: Head, key: string, entry: E): Promise<'placed' | 'claimed'> {
    if (!(await createOnce(blobs(), atKey(key), {page: head.lastPage}))) return 'claimed'
    const slot: Slot<E> = {k: key, t: definition.joinedAt(entry), e: entry}
    let page = head.lastPage
    for (;;) {
      const placed = await updateJSON<Page<E>, boolean>(blobs(), pageKey(page), Page, (current) => {
        const entries = current?.entries ?? []
        if (entries.length >= pageSize) return {result: false}
        return {next: {entries: [...entries, slot].sort(byJoining)}, result: true}
      })
      if (placed) break
      page += 1
    }
    if (page !== head.lastPage) await blobs().setJSON(atKey(key), {page})
    await changeHead((current) => ({
      ...current,
      lastPage: Math.max(current.lastPage, page),
      totals: addTotals(current.totals, definition.tally(entry), 1),
    }))
    return 'placed'
  }

  /** Rewrites (or removes) the entry on its page; false when it is not there (yet: another writer is placing it). */
  async function rewrite(key: string, page: number, change: (current: E | null) => E | null) {
    const outcome = await updateJSON<Page<E>, {found: boolean; was?: E; now?: E | null}>(
      blobs(),
      pageKey(page),
      Page,
      (current) => {
        const entries = current?.entries ?? []
        const at = entries.findIndex((slot) => slot.k === key)
        if (at < 0) return {result: {found: false}}
        const was = entries[at].e
        const now = change(was)
        if (now !== null && JSON.stringify(now) === JSON.stringify(was)) return {result: {found: true, was, now}}
        const next = now === null ? entries.filter((_, i) => i !== at) : entries.with(at, {...entries[at], e: now})
        return {next: {entries: next}, result: {found: true, was, now}}
      },
    )
    if (!outcome.found) return false
    const delta = addTotals(outcome.now ? definition.tally(outcome.now) : {}, definition.tally(outcome.was!), -1)
    if (outcome.now === null) await blobs().delete(atKey(key))
    if (!isZero(delta)) await changeHead((head) => ({...head, totals: addTotals(head.totals, delta, 1)}))
    return true
  }

  /**
   * Brings the entry of `key` up to date: `change` gets the entry as listed (null: not listed) and answers the new
   * one, or null to take it off the list. It may run more than once (a concurrent writer), so it must be pure.
   */
  async function upsert(key: string, change: (current: E | null) => E | null): Promise<void> {
    for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
      const head = (await readHead()) ?? (change(null) === null ? null : await start())
      if (!head) return // nothing to list, and no index to take it off
      const at = await readAt(key)
      if (at) {
        if (await rewrite(key, at.page, change)) return
      } else {
        const entry = change(null)
        if (entry === null) return
        if ((await append(head, key, entry)) === 'placed') return
      }
      await new Promise((resolve) => setTimeout(resolve, 5 * (attempt + 1)))
    }
    // A claim whose writer died before placing its entry: the entry waits for a recount (docs/capacity.md).
    throw new Error(`The ${definition.name} index entry ${key} stayed claimed but unplaced`)
  }

  /**
   * `upsert` for a batch of records their writer has just stored, each key naming one of them (a first batch into a
   * store without an index counts them to start it complete, as a single writer counts its one record). The first
   * change of each key not yet listed is listed by `appendMany`: the open page and the head are written once per
   * page-full instead of once per entry. A key already listed, or claimed by another writer, and every later change of
   * a key the batch names again, are made once the new entries are placed, each key's in the batch's order, by
   * `rewriteMany`.
   */
  async function upsertMany(changes: IndexChange<E>[]): Promise<void> {
    const byKey = new Map<string, IndexChange<E>['change'][]>()
    for (const {key, change} of changes) {
      const earlier = byKey.get(key)
      if (earlier) earlier.push(change)
      else byKey.set(key, [change])
    }
    const fresh: Slot<E>[] = []
    for (const [key, [first]] of byKey) {
      const entry = first(null)
      if (entry !== null) fresh.push({k: key, t: definition.joinedAt(entry), e: entry})
    }
    if (fresh.length && !(await readHead())) await start(byKey.size)
    const claimedBefore = new Set((await appendMany(fresh)).map((slot) => slot.k))
    const placed = new Set(fresh.map((slot) => slot.k).filter((key) => !claimedBefore.has(key)))
    const later = [...byKey]
      .map(([key, keyChanges]) => ({key, changes: placed.has(key) ? keyChanges.slice(1) : keyChanges}))
      .filter(({changes: keyChanges}) => keyChanges.length)
    await rewriteMany(
      later.map(({key, changes: keyChanges}) => ({
        key,
        change: (current: E | null) => keyChanges.reduce((entry, change) => change(entry), current),
      })),
    )
  }

  /**
   * Changes listed entries a page per conditional update, and the head's totals once (where `upsert` writes an entry's
   * page and the head for each): each key's page is read from its claim, and the changes on one page are made in one
   * write. A key not listed, or claimed by another writer and not yet on its page, goes through `upsert`.
   */
  async function rewriteMany(changes: IndexChange<E>[]): Promise<void> {
    const byPage = new Map<number, IndexChange<E>[]>()
    const single: IndexChange<E>[] = []
    await pool(changes, 16, async (change) => {
      const at = await readAt(change.key)
      if (!at) single.push(change)
      else byPage.set(at.page, [...(byPage.get(at.page) ?? []), change])
    })
    let delta: Totals = {}
    const removed: string[] = []
    await pool([...byPage], 16, async ([page, onPage]) => {
      const outcome = await updateJSON<Page<E>, {missing: IndexChange<E>[]; delta: Totals; removed: string[]}>(
        blobs(),
        pageKey(page),
        Page,
        (current) => {
          let entries = current?.entries ?? []
          const result = {missing: [] as IndexChange<E>[], delta: {} as Totals, removed: [] as string[]}
          for (const {key, change} of onPage) {
            const at = entries.findIndex((slot) => slot.k === key)
            if (at < 0) {
              result.missing.push({key, change})
              continue
            }
            const was = entries[at].e
            const now = change(was)
            result.delta = addTotals(
              addTotals(result.delta, now ? definition.tally(now) : {}, 1),
              definition.tally(was),
              -1,
            )
            if (now === null) {
              entries = entries.filter((_, i) => i !== at)
              result.removed.push(key)
            } else entries = entries.with(at, {...entries[at], e: now})
          }
          const same = JSON.stringify(entries) === JSON.stringify(current?.entries ?? [])
          return same ? {result} : {next: {entries}, result}
        },
      )
      single.push(...outcome.missing)
      removed.push(...outcome.removed)
      delta = addTotals(delta, outcome.delta, 1)
    })
    await pool(removed, 16, async (key) => void (await blobs().delete(atKey(key))))
    if (!isZero(delta)) await changeHead((head) => ({...head, totals: addTotals(head.totals, delta, 1)}))
    await pool(single, 16, async ({key, change}) => upsert(key, change))
  }

  const remove = (key: string) => upsert(key, () => null)

  /** The entry of `key` as listed, or null (two reads: where it is, and its page). */
  async function find(key: string): Promise<E | null> {
    const at = await readAt(key)
    return at ? ((await readPage(at.page)).entries.find((slot) => slot.k === key)?.e ?? null) : null
  }

  /**
   * Lists new entries a page-full at a time, oldest first: each key's place is claimed as a single writer claims it
   * (only-if-new), so an entry another writer lists meanwhile is never listed twice; the claimed ones go onto the
   * last pages a page-full per conditional update, and into the head's totals and last page once per page-full,
   * where `append` writes the open page and the head once per entry (the hot keys, docs/capacity.md). Answers the
   * slots whose key was claimed already, left as they are.
   */
  async function appendMany(slots: Slot<E>[]): Promise<Slot<E>[]> {
    const sorted = [...slots].sort(byJoining)
    const claimedBefore: Slot<E>[] = []
    for (let from = 0; from < sorted.length; from += pageSize) {
      const head = (await readHead())!
      const chunk = sorted.slice(from, from + pageSize)
      // Each claim names the page its entry will be on unless another writer takes a place meanwhile (the open
      // page's free places, then the next page's), so only such an entry's claim is written a second time; the
      // open page is mostly full, and claiming it for all would write each claim twice.
      const free = pageSize - (await readPage(head.lastPage)).entries.length
      const claimedOn = new Map<string, number>()
      await pool([...chunk.entries()], 16, async ([at, slot]) => {
        const page = at < free ? head.lastPage : head.lastPage + 1
        if (await createOnce(blobs(), atKey(slot.k), {page})) claimedOn.set(slot.k, page)
        else claimedBefore.push(slot)
      })
      const claimed = chunk.filter((slot) => claimedOn.has(slot.k))
      // Every key listed already (a batch of changes): nothing to place, and the head stays as it is.
      if (!claimed.length) continue
      let remaining = claimed
      let page = head.lastPage
      while (remaining.length) {
        const taken = await updateJSON<Page<E>, Slot<E>[]>(blobs(), pageKey(page), Page, (current) => {
          const entries = current?.entries ?? []
          const fits = remaining.slice(0, Math.max(0, pageSize - entries.length))
          return fits.length ? {next: {entries: [...entries, ...fits].sort(byJoining)}, result: fits} : {result: []}
        })
        const elsewhere = taken.filter((slot) => claimedOn.get(slot.k) !== page)
        await pool(elsewhere, 16, async (slot) => void (await blobs().setJSON(atKey(slot.k), {page})))
        remaining = remaining.slice(taken.length)
        if (remaining.length) page += 1
      }
      const added = claimed.reduce<Totals>((sum, slot) => addTotals(sum, definition.tally(slot.e), 1), {})
      await changeHead((current) => ({
        ...current,
        lastPage: Math.max(current.lastPage, page),
        totals: addTotals(current.totals, added, 1),
      }))
    }
    return claimedBefore
  }

  /**
   * Lists every record a scan finds that the index lacks, then marks the index complete (a record a writer listed
   * meanwhile is left as that writer listed it).
   */
  async function backfill(): Promise<Head> {
    await appendMany([...(await definition.scan())].map(([k, e]) => ({k, t: definition.joinedAt(e), e})))
    await changeHead((head) => ({...head, complete: true}))
    return (await readHead())!
  }

  /** Rebuilds the index and its totals from a full scan of the records (the coach's repair); answers the totals. */
  async function recount(): Promise<Totals> {
    const {blobs: old} = await blobs().list({prefix: base})
    await pool(old, 16, async ({key}) => void (await blobs().delete(key)))
    await createOnce(blobs(), headKey, {lastPage: 0, totals: {}, complete: false} satisfies Head)
    return (await backfill()).totals
  }

  /** The head; a missing or incomplete index is backfilled first (once: the backfill marks it complete). */
  const headOrBackfill = async () => {
    const head = await readHead()
    if (head?.complete) return head
    if (!head) await createOnce(blobs(), headKey, {lastPage: 0, totals: {}, complete: false} satisfies Head)
    return backfill()
  }

  /** `limit` entries, newest first, from `cursor` (none: the newest), with the totals and the next page's cursor. */
  async function page(cursor: string | undefined, limit: number): Promise<IndexPage<E>> {
    const start = cursor === undefined ? null : decodeCursor(cursor)
    const head = await headOrBackfill()
    const items: E[] = []
    let position: Position | null = start ?? {p: head.lastPage}
    for (let read = 0; position && items.length < limit && read < MAX_PAGES_PER_ANSWER; read += 1) {
      const {p, t, k}: Position = position
      const after = t !== undefined && k !== undefined ? {t, k} : null
      const newestFirst: Slot<E>[] = (await readPage(p)).entries
        .filter((slot) => !after || before(slot, after))
        .sort(byJoining)
        .reverse()
      const taken: Slot<E>[] = newestFirst.slice(0, limit - items.length)
      items.push(...taken.map((slot) => slot.e))
      const last = taken.at(-1)
      position = taken.length < newestFirst.length && last ? {p, t: last.t, k: last.k} : p > 0 ? {p: p - 1} : null
    }
    return {items, nextCursor: position ? encodeCursor(position) : null, totals: head.totals}
  }

  /** Every entry, oldest first, a page at a time (an export streams them without holding the list). */
  async function* oldestFirst(): AsyncGenerator<E[]> {
    for await (const {entries} of pagesFrom(0)) yield entries.map(({entry}) => entry)
  }

  /**
   * Every page from `first` on, oldest first, each with its number (retention walks them, and resumes at a page):
   * the index's own copy of each record, so a walk reads one blob per page-full of records and lists nothing.
   */
  async function* pagesFrom(first: number): AsyncGenerator<{page: number; entries: {key: string; entry: E}[]}> {
    const head = await headOrBackfill()
    for (let p = first; p <= head.lastPage; p += 1)
      yield {
        page: p,
        entries: (await readPage(p)).entries.sort(byJoining).map((slot) => ({key: slot.k, entry: slot.e})),
      }
  }

  /**
   * The key of every entry placed or being placed whose key has no `/` (an earlier version's flat keys): one listing
   * of the claims' own folder, which does not descend into the folders under it (where keyed records' claims are).
   */
  const flatKeys = async () =>
    (await blobs().list({prefix: atKey(''), directories: true})).blobs.map((blob) => blob.key.slice(atKey('').length))

  /** The running totals as maintained on write. */
  const totals = async () => (await headOrBackfill()).totals

  return {upsert, upsertMany, remove, find, flatKeys, page, oldestFirst, pagesFrom, totals, recount}
}

export type PagedIndex<E> = ReturnType<typeof pagedIndex<E>>
