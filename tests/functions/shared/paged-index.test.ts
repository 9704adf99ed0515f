import {z} from 'zod'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {BadCursorError, pagedIndex, type PagedIndex} from '../../../netlify/functions/_shared/paged-index'
import {blobsRequestRecorder} from '../../support/blobs-requests'

/** A record of the owner store, as a list of notes would keep it: the index lists it under its id. */
const noteSchema = z.object({id: z.string(), at: z.string(), done: z.boolean()})
type Note = z.infer<typeof noteSchema>
const RECORDS = 'note/'

/** An index over notes stored in the owner store under `note/<name>/`, with small pages so few notes fill many. */
function notesIndex(name: string): PagedIndex<Note> & {save: (note: Note) => Promise<void>} {
  const owner = () => store(STORES.owner)
  const prefix = `${RECORDS}${name}/`
  const index = pagedIndex<Note>({
    store: STORES.owner,
    name,
    entry: noteSchema,
    pageSize: 8,
    joinedAt: (note) => note.at,
    tally: (note) => ({notes: 1, open: note.done ? 0 : 1}),
    isRecordKey: (key) => key.startsWith(prefix),
    recordPrefix: prefix,
    async scan() {
      const {blobs} = await owner().list({prefix})
      const notes = await Promise.all(blobs.map(({key}) => owner().get(key, {type: 'json'}) as Promise<Note>))
      return new Map(notes.map((note) => [note.id, note]))
    },
  })
  const save = async (note: Note) => {
    await owner().setJSON(`${prefix}${note.id}`, note)
    await index.upsert(note.id, () => note)
  }
  return {...index, save}
}

const note = (n: number): Note => ({
  id: `n${String(n).padStart(3, '0')}`,
  at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  done: n % 3 === 0,
})

/** Every entry, following the cursors from the first page. */
async function allPages(index: PagedIndex<Note>, limit: number) {
  const seen: Note[] = []
  let cursor: string | undefined
  for (let pages = 0; ; pages += 1) {
    const page = await index.page(cursor, limit)
    expect(page.items.length).toBeLessThanOrEqual(limit)
    seen.push(...page.items)
    if (page.nextCursor === null) return seen
    cursor = page.nextCursor
    expect(pages).toBeLessThan(100)
  }
}

describe('a paged index kept on write', () => {
  it('loses no entry and no count when 50 writers append at once, and a recount agrees', async () => {
    const index = notesIndex('concurrent')
    const notes = Array.from({length: 50}, (_, n) => note(n))
    await Promise.all(notes.map((n) => index.save(n)))

    const listed = await allPages(index, 7)
    expect(listed.map((n) => n.id).sort()).toEqual(notes.map((n) => n.id))
    expect(await index.totals()).toEqual({notes: 50, open: notes.filter((n) => !n.done).length})
    const maintained = await index.totals()
    expect(await index.recount()).toEqual(maintained)
    expect((await allPages(index, 50)).map((n) => n.id).sort()).toEqual(notes.map((n) => n.id))
  }, 60_000)

  it('first writes that race leave the index complete: the first read lists from it, scanning nothing', async () => {
    const index = notesIndex('racing-start')
    const notes = Array.from({length: 12}, (_, n) => note(n))
    // Each note is stored before its writer reaches the index, so the index's first write finds several records.
    await Promise.all(notes.map((n) => store(STORES.owner).setJSON(`${RECORDS}racing-start/${n.id}`, n)))
    await Promise.all(notes.map((n) => index.upsert(n.id, () => n)))
    const head = (await store(STORES.owner).get('index/racing-start/head', {type: 'json'})) as {complete: boolean}
    expect(head.complete).toBe(true)
    expect(await index.totals()).toEqual({notes: 12, open: notes.filter((n) => !n.done).length})
    expect((await allPages(index, 5)).map((n) => n.id).sort()).toEqual(notes.map((n) => n.id))
  })

  it('a record it cannot read does not fail the first writer: the index then waits for its first read', async () => {
    const index = notesIndex('unreadable-start')
    await store(STORES.owner).set(`${RECORDS}unreadable-start/junk`, '{"id": ')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await index.save(note(1))
      expect(logged.mock.calls.map((args) => args.join(' ')).join('\n')).toContain(
        'The unreadable-start index was not listed at its start',
      )
    } finally {
      logged.mockRestore()
    }
    const head = (await store(STORES.owner).get('index/unreadable-start/head', {type: 'json'})) as {complete: boolean}
    expect(head.complete).toBe(false)
  })

  it('pages newest first, and a change or a delete rewrites its entry and the totals', async () => {
    const index = notesIndex('changes')
    for (let n = 0; n < 20; n += 1) await index.save(note(n))
    const first = await index.page(undefined, 5)
    expect(first.items.map((n) => n.id)).toEqual(['n019', 'n018', 'n017', 'n016', 'n015'])
    const second = await index.page(first.nextCursor!, 5)
    expect(second.items.map((n) => n.id)).toEqual(['n014', 'n013', 'n012', 'n011', 'n010'])

    await index.upsert('n001', (current) => current && {...current, done: true})
    await index.remove('n012')
    await index.remove('n099')
    expect(await index.find('n001')).toMatchObject({done: true})
    expect(await index.find('n012')).toBeNull()
    const open = Array.from({length: 20}, (_, n) => note(n)).filter(
      (n) => !n.done && n.id !== 'n001' && n.id !== 'n012',
    )
    expect(await index.totals()).toEqual({notes: 19, open: open.length})
    // The later page still follows on from where the first ended: nothing seen twice, the deleted one gone.
    const again = await index.page(first.nextCursor!, 5)
    expect(again.items.map((n) => n.id)).toEqual(['n014', 'n013', 'n011', 'n010', 'n009'])
    const listed = await allPages(index, 6)
    expect(new Set(listed.map((n) => n.id)).size).toBe(19)
  })

  it('backfills records written before the index existed, once', async () => {
    const owner = store(STORES.owner)
    const notes = Array.from({length: 12}, (_, n) => note(n))
    for (const n of notes) await owner.setJSON(`${RECORDS}legacy/${n.id}`, n)
    const index = notesIndex('legacy')
    const first = await index.page(undefined, 50)
    expect(first.items.map((n) => n.id)).toEqual(notes.map((n) => n.id).reverse())
    expect(first.totals).toEqual({notes: 12, open: notes.filter((n) => !n.done).length})
    // From now on writes keep it: a new note is listed without another scan.
    await index.save(note(40))
    expect((await index.page(undefined, 1)).items).toEqual([note(40)])
  })

  it('a batch and single writers at once: every entry listed once, on the page its claim names, totals as a recount', async () => {
    const index = notesIndex('batch-and-singles')
    const owner = store(STORES.owner)
    // The first single writer starts the index; then a batch of 60 and 20 single writers race for its open page.
    await index.save(note(0))
    const batch = Array.from({length: 60}, (_, n) => note(n + 1))
    const singles = Array.from({length: 20}, (_, n) => note(n + 61))
    await Promise.all(batch.map((n) => owner.setJSON(`${RECORDS}batch-and-singles/${n.id}`, n)))
    await Promise.all([
      index.upsertMany(batch.map((n) => ({key: n.id, change: () => n}))),
      ...singles.map((n) => index.save(n)),
    ])

    const all = [note(0), ...batch, ...singles]
    const listed = await allPages(index, 7)
    expect(listed.map((n) => n.id).sort()).toEqual(all.map((n) => n.id))
    for (const n of all) expect(await index.find(n.id)).toEqual(n)
    const maintained = await index.totals()
    expect(maintained).toEqual({notes: 81, open: all.filter((n) => !n.done).length})
    expect(await index.recount()).toEqual(maintained)
  }, 60_000)

  it('a batch alone writes each claim once, and its pages and head once per page-full', async () => {
    const index = notesIndex('batch-writes')
    await index.save(note(0))
    const batch = Array.from({length: 40}, (_, n) => note(n + 1))
    await Promise.all(batch.map((n) => store(STORES.owner).setJSON(`${RECORDS}batch-writes/${n.id}`, n)))
    const recorder = blobsRequestRecorder()
    recorder.start()
    try {
      await index.upsertMany(batch.map((n) => ({key: n.id, change: () => n})))
    } finally {
      recorder.stop()
    }
    const puts = (prefix: string) =>
      recorder.of(STORES.owner, 'PUT').filter(({key}) => key.startsWith(`index/batch-writes/${prefix}`)).length
    // 40 entries of 8 a page: 5 page-fulls, each onto one page or across the edge of two.
    expect(puts('at/')).toBe(40)
    expect(puts('head')).toBe(5)
    expect(puts('page/')).toBeLessThanOrEqual(10)
    expect((await allPages(index, 50)).map((n) => n.id).sort()).toEqual([note(0), ...batch].map((n) => n.id))
    for (const n of batch) expect(await index.find(n.id)).toEqual(n)
  })

  it('a batch naming listed keys, or a key twice, changes those entries as upsert would', async () => {
    const index = notesIndex('batch-listed')
    for (let n = 1; n <= 4; n += 1) await index.save({...note(n), done: false})
    const fresh = Array.from({length: 20}, (_, n) => note(n + 10))
    // The records first, as a batch writer stores them before it lists them.
    const owner = store(STORES.owner)
    await Promise.all(fresh.map((n) => owner.setJSON(`${RECORDS}batch-listed/${n.id}`, n)))
    await owner.setJSON(`${RECORDS}batch-listed/n002`, {...note(2), done: true})
    await owner.delete(`${RECORDS}batch-listed/n004`)
    await owner.setJSON(`${RECORDS}batch-listed/n010`, {...note(10), done: !note(10).done})
    await index.upsertMany([
      ...fresh.map((n) => ({key: n.id, change: () => n})),
      // Listed already: its change gets the listed entry, as `upsert` gives it.
      {key: 'n002', change: (current: Note | null) => current && {...current, done: true}},
      {key: 'n004', change: () => null},
      // Named twice: the second change gets what the first listed.
      {key: 'n010', change: (current: Note | null) => current && {...current, done: !current.done}},
    ])

    expect(await index.find('n002')).toEqual({...note(2), done: true})
    expect(await index.find('n004')).toBeNull()
    expect(await index.find('n010')).toEqual({...note(10), done: !note(10).done})
    const listed = await allPages(index, 5)
    expect(listed.map((n) => n.id).sort()).toEqual(['n001', 'n002', 'n003', ...fresh.map((n) => n.id)])
    const maintained = await index.totals()
    expect(maintained).toEqual({notes: 23, open: listed.filter((n) => !n.done).length})
    expect(await index.recount()).toEqual(maintained)
  })

  it('a batch changing listed entries writes each of their pages once and the head once, single writers at once', async () => {
    const index = notesIndex('batch-changes')
    const owner = store(STORES.owner)
    const notes = Array.from({length: 24}, (_, n) => ({...note(n + 1), done: false}))
    for (const n of notes) await index.save(n)
    // A batch writer stores its records first, then changes their entries (the records are what a recount reads).
    const changeBatch = async (done: boolean) => {
      const changed = notes.slice(0, 12).map((n) => ({...n, done}))
      await Promise.all(changed.map((n) => owner.setJSON(`${RECORDS}batch-changes/${n.id}`, n)))
      await index.upsertMany(changed.map((n) => ({key: n.id, change: () => n})))
    }
    const recorder = blobsRequestRecorder()
    recorder.start()
    try {
      await changeBatch(true)
    } finally {
      recorder.stop()
    }
    const puts = (prefix: string) =>
      recorder.of(STORES.owner, 'PUT').filter(({key}) => key.startsWith(`index/batch-changes/${prefix}`)).length
    // 12 entries on the first two pages of 8: each page written once, the head's counts once.
    expect(puts('page/')).toBe(2)
    expect(puts('head')).toBe(1)
    expect(await index.totals()).toEqual({notes: 24, open: 12})

    // Back again, with single writers changing and removing other entries of the same pages at once.
    await Promise.all([
      changeBatch(false),
      ...notes.slice(12, 18).map((n) => index.save({...n, done: true})),
      ...notes.slice(18, 20).map(async (n) => {
        await owner.delete(`${RECORDS}batch-changes/${n.id}`)
        await index.remove(n.id)
      }),
    ])
    const listed = await allPages(index, 5)
    expect(listed.map((n) => n.id).sort()).toEqual([...notes.slice(0, 18), ...notes.slice(20)].map((n) => n.id))
    expect(await index.totals()).toEqual({notes: 22, open: 16})
    expect(await index.recount()).toEqual({notes: 22, open: 16})
  }, 60_000)

  it('a first batch starts the index complete when the store holds only its records, and lists older ones too', async () => {
    const owner = store(STORES.owner)
    const alone = notesIndex('batch-alone')
    const batch = Array.from({length: 20}, (_, n) => note(n))
    await Promise.all(batch.map((n) => owner.setJSON(`${RECORDS}batch-alone/${n.id}`, n)))
    await alone.upsertMany(batch.map((n) => ({key: n.id, change: () => n})))
    expect(await owner.get('index/batch-alone/head', {type: 'json'})).toMatchObject({complete: true})
    expect((await allPages(alone, 50)).map((n) => n.id).sort()).toEqual(batch.map((n) => n.id))

    // Twelve records from before the index: the batch's 20 are not all the store holds, so it is not taken as complete.
    const withOlder = notesIndex('batch-older')
    const older = Array.from({length: 12}, (_, n) => note(n + 40))
    await Promise.all([...older, ...batch].map((n) => owner.setJSON(`${RECORDS}batch-older/${n.id}`, n)))
    await withOlder.upsertMany(batch.map((n) => ({key: n.id, change: () => n})))
    expect((await allPages(withOlder, 50)).map((n) => n.id).sort()).toEqual([...batch, ...older].map((n) => n.id))
    expect(await withOlder.totals()).toEqual(await withOlder.recount())
  })

  it('refuses a cursor it did not make', async () => {
    const index = notesIndex('cursors')
    await index.save(note(1))
    for (const cursor of [
      'nonsense',
      Buffer.from('{"p":-1}').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
    ])
      await expect(index.page(cursor, 5)).rejects.toBeInstanceOf(BadCursorError)
  })
})
