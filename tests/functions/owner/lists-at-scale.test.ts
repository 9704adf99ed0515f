import auditHandler from '../../../netlify/functions/owner-audit.mts'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import messagesHandler from '../../../netlify/functions/owner-messages.mts'
import {blobsRequestRecorder} from '../../support/blobs-requests'
import {saveContactMessage} from '../../../netlify/functions/_shared/contact-messages'
import {
  emailListIndex,
  recordCapture,
  unsubscribe,
  unsubscribeToken,
} from '../../../netlify/functions/_shared/email-list'
import {audit, auditIndex} from '../../../netlify/functions/_shared/owner/audit'
import {messageIndex} from '../../../netlify/functions/_shared/contact-messages'
import {pool} from '../../../netlify/functions/_shared/pool'
import {OWNER_API} from '../../../src/config/owner'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The back-office lists at a reduced scale (1,050 records in all, several index pages of 250 for the audit log and
 * the list; docs/capacity.md "Back-office lists"): records are seeded through the project's own store modules, and a page of a list must cost a bounded number of Blobs requests. A list that went
 * back to reading every record (one request per record) fails here.
 */
const AUDIT_ENTRIES = 600
const CAPTURES = 300
const MESSAGES = 150
/** Requests one page may make of the list's store: the head and at most four index pages. */
const PAGE_REQUESTS = 5

describe('back-office lists at scale', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  const recorder = blobsRequestRecorder()

  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
    const start = Date.parse('2026-01-01T00:00:00Z')
    const at = (n: number) => new Date(start + n * 60_000)
    await pool([...Array(AUDIT_ENTRIES).keys()], 4, async (n) => {
      await audit({action: 'resend-receipt', target: `stripe:pi_${n}`, detail: `entry ${n}`}, at(n))
    })
    await pool([...Array(CAPTURES).keys()], 4, async (n) => {
      await recordCapture(`reader-${n}@example.com`, 'exit-intent', false, at(n))
    })
    for (let n = 0; n < CAPTURES; n += 10)
      await unsubscribe(unsubscribeToken(`reader-${n}@example.com`), at(CAPTURES + n))
    await pool([...Array(MESSAGES).keys()], 4, async (n) => {
      await saveContactMessage(
        {name: `Sender ${n}`, email: `s${n}@example.com`, subject: `Subject ${n}`, message: 'hi'},
        at(n),
      )
    })
    // Writers that started together may leave an index to backfill once (paged-index.ts): the first read does it.
    for (const index of [auditIndex, emailListIndex, messageIndex]) await index.totals()
    recorder.start()
  }, 600_000)
  afterAll(async () => {
    recorder.stop()
    await env.close()
  })

  /** A GET of the list at `path`, with the requests it made of the store named. */
  async function read(handler: typeof auditHandler, path: string, storeName: string) {
    recorder.clear()
    const res = await ownerCall(handler, path, {cookie})
    return {res, ofStore: recorder.of(storeName)}
  }

  /** Every page from the first, following `nextCursor`; each page's requests of the store bounded. */
  async function everyPage(
    handler: typeof auditHandler,
    path: string,
    field: string,
    storeName: string,
    limit: number,
  ) {
    const items: Record<string, unknown>[] = []
    let cursor: string | null = null
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const {res, ofStore} = await read(handler, `${path}${query}`, storeName)
      expect(res.status).toBe(200)
      expect(res.body[field].length).toBeLessThanOrEqual(limit)
      expect(ofStore.length).toBeLessThanOrEqual(PAGE_REQUESTS)
      items.push(...res.body[field])
      cursor = res.body.nextCursor
    } while (cursor)
    return items
  }

  it('pages the audit log of 1,200 entries in a few requests a page, newest first, none seen twice or skipped', async () => {
    const first = await read(auditHandler, OWNER_API.audit, 'owner')
    expect(first.res.body.entries).toHaveLength(50)
    expect(first.res.body.entries[0]).toMatchObject({detail: `entry ${AUDIT_ENTRIES - 1}`})
    expect(first.res.body.totals).toEqual({entries: AUDIT_ENTRIES + 1}) // and the sign-in
    expect(first.ofStore.length).toBeLessThanOrEqual(PAGE_REQUESTS)

    const later = await read(auditHandler, `${OWNER_API.audit}?limit=200&cursor=${first.res.body.nextCursor}`, 'owner')
    expect(later.res.body.entries[0]).toMatchObject({detail: `entry ${AUDIT_ENTRIES - 51}`})
    expect(later.ofStore.length).toBeLessThanOrEqual(PAGE_REQUESTS)

    const all = await everyPage(auditHandler, OWNER_API.audit, 'entries', 'owner', 200)
    const ids = all.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(AUDIT_ENTRIES + 1)
    // Newest first within each index page (writers that raced may swap places across a page's edge).
    expect(all.at(-1)).toMatchObject({detail: 'entry 0'})
    expect(await auditIndex.recount()).toEqual(first.res.body.totals)
  }, 120_000)

  it('pages the email list with its running totals, which a recount confirms', async () => {
    const unsubscribed = CAPTURES / 10
    const all = await everyPage(emailListHandler, OWNER_API.emailList, 'entries', 'email-captures', 50)
    expect(new Set(all.map((entry) => entry.email)).size).toBe(CAPTURES)
    expect(all.filter((entry) => entry.unsubscribedAt)).toHaveLength(unsubscribed)
    const {res} = await read(emailListHandler, OWNER_API.emailList, 'email-captures')
    const totals = {addresses: CAPTURES, subscribed: CAPTURES - unsubscribed, unsubscribed}
    expect(res.body.totals).toEqual(totals)
    expect(await emailListIndex.recount()).toEqual(totals)
  }, 120_000)

  it('streams the CSV of the subscribed only, the header first, a page of the list at a time', async () => {
    const res = await emailListHandler(
      new Request(new URL(OWNER_API.emailListCsv, 'http://localhost:8888'), {
        headers: {cookie, origin: 'http://localhost:8888'},
      }),
      {} as never,
    )
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder('utf-8', {ignoreBOM: true})
    const head = decoder.decode((await reader.read()).value)
    expect(head).toBe('\uFEFFemail,status,consent,sources,first_seen\r\n')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    const rows = rest.split('\r\n').filter(Boolean)
    expect(rows).toHaveLength(CAPTURES - CAPTURES / 10)
    expect(rest).not.toContain('reader-0@example.com,')
    expect(rows[0]).toMatch(/^reader-1@example\.com,subscribed,/)
  }, 120_000)

  it('pages messages with the unread count; a bad cursor or limit is a 400 and changes nothing', async () => {
    const all = await everyPage(messagesHandler, OWNER_API.messages, 'messages', 'contact', 25)
    expect(new Set(all.map((message) => message.id)).size).toBe(MESSAGES)
    expect(all[0]).toMatchObject({subject: `Subject ${MESSAGES - 1}`, readAt: null})
    for (const query of ['?cursor=not-a-cursor', '?limit=0', '?limit=201', '?limit=ten', '?page=2']) {
      const res = await ownerCall(messagesHandler, `${OWNER_API.messages}${query}`, {cookie})
      expect(res.status).toBe(400)
      expect(res.body).toEqual(expect.objectContaining({error: expect.any(String)}))
    }
    expect(await messageIndex.totals()).toEqual({messages: MESSAGES, unread: MESSAGES})
  }, 120_000)
})
