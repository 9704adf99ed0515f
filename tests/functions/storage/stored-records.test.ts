import handler from '../../../netlify/functions/unsubscribe.mts'
import cleanup from '../../../netlify/functions/cleanup-personal-data.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {addressKey} from '../../../netlify/functions/_shared/email'
import {messageIndex, messageKey} from '../../../netlify/functions/_shared/contact-messages'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import {recordCapture, unsubscribeLinks} from '../../../netlify/functions/_shared/email-list'
import {API_ERRORS} from '../../../src/lib/api-contract'
import {RETENTION} from '../../../src/config/retention'
import {call} from '../../support/function-request'

const ENV = {SITE_URL: 'https://toolkit.example.com', ACCESS_TOKEN_SECRET: 'stored-records-test-secret-0123456789'}

const captures = () => store(STORES.emailCaptures)
const stored = (email: string) => captures().get(addressKey(email), {type: 'json'})
const oneClick = (email: string) =>
  call(handler, unsubscribeLinks(email).oneClickUrl, {
    rawBody: 'List-Unsubscribe=One-Click',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  })

/**
 * A record read back from Blobs is parsed with its schema (docs/architecture.md "Functions and stores"): one with a
 * wrong shape is answered 500 with its own code and left as it is (never taken for absent and overwritten), and a
 * record an older version wrote still reads.
 */
describe('stored records are validated on read', () => {
  beforeAll(() => Object.assign(process.env, ENV))
  afterAll(() => {
    for (const name of Object.keys(ENV)) delete process.env[name]
  })

  it('a capture with a wrong shape: 500 stored_record_invalid, the record unchanged, no address in the log', async () => {
    const email = 'wrong-shape@example.com'
    const junk = {email, sources: 'footer', createdAt: 5}
    await captures().setJSON(addressKey(email), junk)
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await oneClick(email)
      expect(res.status).toBe(500)
      expect(res.body).toEqual({error: API_ERRORS.storedRecordInvalid.error, code: API_ERRORS.storedRecordInvalid.code})
      const lines = logged.mock.calls.map((args) => args.join(' ')).join('\n')
      expect(lines).toContain(`The record ${addressKey(email)} in the email-captures store could not be read`)
      expect(lines).not.toContain(email)
    } finally {
      logged.mockRestore()
    }
    expect(await stored(email)).toEqual(junk)
  })

  it('a record that is not JSON at all is answered the same and left as it is', async () => {
    const email = 'not-json@example.com'
    await captures().set(addressKey(email), '{"email": ')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await oneClick(email)
      expect(res).toMatchObject({status: 500, body: {code: API_ERRORS.storedRecordInvalid.code}})
    } finally {
      logged.mockRestore()
    }
    expect(await captures().get(addressKey(email))).toBe('{"email": ')
  })

  it('a capture an older version wrote (its forms in `sources` only, a field since dropped) still reads and keeps all', async () => {
    const email = 'older-shape@example.com'
    const older = {
      email,
      sources: ['footer'],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    }
    await captures().setJSON(addressKey(email), {...older, legacyFlag: true})
    const res = await oneClick(email)
    expect(res).toMatchObject({status: 200, body: {unsubscribed: true, alreadyUnsubscribed: false}})
    expect(await stored(email)).toEqual({
      ...older,
      legacyFlag: true,
      unsubscribedAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('the nightly retention run goes past a record that does not parse: that one is left, the ones after it expire', async () => {
    const longAgo = new Date(Date.now() - (RETENTION.emailCaptureDays + 5) * 24 * 60 * 60 * 1000)
    // Signed up long ago through the form's own module (so the list, which retention walks, names each), then one
    // record spoilt in storage.
    const junk = {email: 'retention-junk@example.com', updatedAt: 7}
    const expired = ['retention-a@example.com', 'retention-b@example.com', 'retention-c@example.com']
    for (const email of [junk.email, ...expired]) await recordCapture(email, 'footer', false, longAgo)
    await captures().setJSON(addressKey(junk.email), junk)
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const info = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      const res = await call(cleanup, '/.netlify/functions/cleanup-personal-data')
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({emailCapturesDeleted: expired.length})
      expect(logged.mock.calls.map((args) => args.join(' ')).join('\n')).toContain(
        `Retention skipped a record: The record ${addressKey(junk.email)} in the email-captures store`,
      )
    } finally {
      logged.mockRestore()
      info.mockRestore()
    }
    expect(await stored(junk.email)).toEqual(junk)
    for (const email of expired) expect(await stored(email)).toBeNull()
  })

  it("a list's first read goes past a record that does not parse: the ones around it are listed, that one is left", async () => {
    const message = (n: number) => ({
      id: `message-${n}`,
      name: 'Reader',
      email: `reader-${n}@example.com`,
      subject: 'Question',
      message: 'Hello',
      createdAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
      readAt: null,
    })
    const contact = store(STORES.contact)
    // Stored before the list's index existed: its first read backfills it from the records.
    await contact.setJSON(messageKey(message(1)), message(1))
    await contact.set(messageKey(message(2)), '{"id": ')
    await contact.setJSON(messageKey(message(3)), message(3))
    const orders = store(STORES.orders)
    await orders.set('order/unreadable', '{"id": ')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const page = await messageIndex.page(undefined, 50)
      expect(page.items.map((item) => item.id)).toEqual(['message-3', 'message-1'])
      expect(page.totals).toMatchObject({messages: 2, unread: 2})
      expect(await listOrders()).toEqual([])
      const lines = logged.mock.calls.map((args) => args.join(' ')).join('\n')
      expect(lines).toContain(`The messages list skipped a record: The record ${messageKey(message(2))} in the contact`)
      expect(lines).toContain('The orders list skipped a record: The record order/unreadable in the orders')
    } finally {
      logged.mockRestore()
    }
    expect(await contact.get(messageKey(message(2)))).toBe('{"id": ')
    expect(await orders.get('order/unreadable')).toBe('{"id": ')
  })
})
