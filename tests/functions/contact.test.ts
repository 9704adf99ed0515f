import handler from '../../netlify/functions/contact.mts'
import {isIndexKey} from '../../netlify/functions/_shared/paged-index'
import {listMessages} from '../../netlify/functions/_shared/owner/messages'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {runOutbox} from '../../netlify/functions/_shared/mail-outbox'
import {call} from '../support/function-request'
import {startSmtpServer} from '../support/smtp'

const message = {
  name: 'Jane Doe',
  email: 'Jane@Example.com',
  subject: 'Billing question',
  message: 'Hello,\nI was charged twice.',
}
const storedMessages = async () => {
  const contact = store(STORES.contact)
  const {blobs} = await contact.list()
  // The records, not the list the back office pages through (kept beside them under `index/`).
  const records = blobs.filter((blob) => !isIndexKey(blob.key))
  return Promise.all(records.map((blob) => contact.get(blob.key, {type: 'json'})))
}

describe('POST /api/contact', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Toolkit <support@example.com>',
      COACH_EMAIL: 'coach@example.com',
    })
  })
  afterAll(async () => {
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'COACH_EMAIL']) delete process.env[name]
    await smtp.close()
  })

  it('stores the message and mails it to the coach with the sender as reply-to', async () => {
    const res = await call(handler, '/api/contact', {body: message})
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ok: true})
    expect(await storedMessages()).toEqual([
      expect.objectContaining({name: 'Jane Doe', email: 'jane@example.com', subject: 'Billing question'}),
    ])
    const mail = smtp.received.at(-1)
    expect(mail?.to).toMatchObject({text: 'coach@example.com'})
    expect(mail?.replyTo).toMatchObject({text: 'jane@example.com'})
    expect(mail?.subject).toBe('Contact form: Billing question')
    expect(mail?.text).toContain('I was charged twice.')
  })

  it.each([
    ['a missing name', {...message, name: ' '}, /name/],
    ['an invalid email', {...message, email: 'jane'}, /valid email/],
    ['a missing subject', {...message, subject: undefined}, /subject/],
    ['an empty message', {...message, message: ''}, /message/],
  ])('answers 400 for %s and sends nothing', async (_case, body, error) => {
    const [storedBefore, sentBefore] = [(await storedMessages()).length, smtp.received.length]
    const res = await call(handler, '/api/contact', {body})
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(error)
    expect((await storedMessages()).length).toBe(storedBefore)
    expect(smtp.received.length).toBe(sentBefore)
  })

  it('keeps the message and queues its mail when the mail server cannot take it; the outbox sends it once', async () => {
    const before = (await storedMessages()).length
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await call(handler, '/api/contact', {body: {...message, subject: 'Queued question'}})
      expect(res.status).toBe(201)
      expect((await storedMessages()).length).toBe(before + 1)
    } finally {
      process.env.SMTP_URL = smtp.url
    }
    const sentBefore = smtp.received.length
    const later = new Date(Date.now() + 60 * 60_000)
    expect(await runOutbox(later)).toMatchObject({sent: 1, waiting: 0})
    expect(await runOutbox(later)).toMatchObject({sent: 0, waiting: 0})
    expect(smtp.received.slice(sentBefore)).toHaveLength(1)
    expect(smtp.received.at(-1)!.subject).toContain('Queued question')
  })

  it('many messages at once: each one answered 201 is stored and listed once, and the count is the list (no stranded message)', async () => {
    const before = (await storedMessages()).length
    const answers = await Promise.all(
      Array.from({length: 40}, (_, n) => call(handler, '/api/contact', {body: {...message, subject: `At once ${n}`}})),
    )
    const accepted = answers.filter((res) => res.status === 201).length
    // A busy store may answer 503 (try again); what it answered 503 to is not kept.
    for (const res of answers) expect([201, 503]).toContain(res.status)
    const stored = await storedMessages()
    expect(stored).toHaveLength(before + accepted)
    const {messages: items, totals} = await listMessages(undefined, 100)
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(stored.map((record) => (record as {id: string}).id)))
    expect(items).toHaveLength(stored.length)
    expect(totals.messages).toBe(stored.length)
    expect(accepted).toBe(40)
  }, 60_000)

  it('answers 405 to other methods', async () => {
    expect((await call(handler, '/api/contact', {method: 'GET'})).status).toBe(405)
  })
})
