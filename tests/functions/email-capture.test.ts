import {milliseconds} from 'date-fns/milliseconds'
import handler from '../../netlify/functions/email-capture.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {addressKey} from '../../netlify/functions/_shared/email'
import {runOutbox} from '../../netlify/functions/_shared/mail-outbox'
import {call} from '../support/function-request'
import {rawHeader, startSmtpServer} from '../support/smtp'

const ENV = {
  MAIL_FROM: 'Toolkit <support@example.com>',
  SURVIVAL_GUIDE_URL: 'https://guide.example.com/survival',
  SITE_URL: 'https://toolkit.example.com',
  ACCESS_TOKEN_SECRET: 'email-capture-test-secret-0123456789',
}
const listKeys = async () => (await store(STORES.emailCaptures).list()).blobs.map((blob) => blob.key)

describe('POST /api/email-capture', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    Object.assign(process.env, {...ENV, SMTP_URL: smtp.url})
  })
  afterAll(async () => {
    for (const name of [...Object.keys(ENV), 'SMTP_URL']) delete process.env[name]
    await smtp.close()
  })

  it('stores the email with its source, normalised', async () => {
    const res = await call(handler, '/api/email-capture', {
      body: {email: '  Jane@Example.COM ', source: 'exit-intent-popup'},
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ok: true})
    const record = await store(STORES.emailCaptures).get(addressKey('jane@example.com'), {type: 'json'})
    expect(record).toMatchObject({email: 'jane@example.com', sources: ['exit-intent-popup']})
  })

  it('keeps one record per address and remembers every source', async () => {
    await call(handler, '/api/email-capture', {body: {email: 'ann@example.com', source: 'exit-intent-popup'}})
    const again = await call(handler, '/api/email-capture', {body: {email: 'ANN@example.com', source: 'footer'}})
    expect(again.status).toBe(200)
    const record = await store(STORES.emailCaptures).get(addressKey('ann@example.com'), {type: 'json'})
    expect(record).toMatchObject({source: 'exit-intent-popup', sources: ['exit-intent-popup', 'footer']})
  })

  it('answers a known address exactly as a new one, so the list cannot be probed', async () => {
    const first = await call(handler, '/api/email-capture', {
      body: {email: 'probe@example.com', source: 'exit-intent-popup'},
    })
    const again = await call(handler, '/api/email-capture', {
      body: {email: 'probe@example.com', source: 'exit-intent-popup'},
    })
    expect([again.status, again.body]).toEqual([first.status, first.body])
  })

  it('mails the guide to the same address at most once a day, even for requests at the same moment', async () => {
    const before = smtp.received.length
    await Promise.all(
      Array.from({length: 5}, () =>
        call(handler, '/api/email-capture', {body: {email: 'daily@example.com', source: 'exit-intent-popup'}}),
      ),
    )
    await call(handler, '/api/email-capture', {body: {email: 'daily@example.com', source: 'exit-intent-popup'}})
    expect(
      smtp.received
        .slice(before)
        .filter((mail) => mail.to && 'text' in mail.to && mail.to.text === 'daily@example.com'),
    ).toHaveLength(1)
    // A day later it may go again.
    const key = addressKey('daily@example.com')
    const record = await store(STORES.emailCaptures).get(key, {type: 'json'})
    await store(STORES.emailCaptures).setJSON(key, {
      ...record,
      guideSentAt: new Date(Date.now() - milliseconds({days: 1}) - 1000).toISOString(),
    })
    await call(handler, '/api/email-capture', {body: {email: 'daily@example.com', source: 'exit-intent-popup'}})
    expect(smtp.received.slice(before)).toHaveLength(2)
  })

  it('puts a one-click unsubscribe in the guide mail (RFC 8058 headers and a link in the text)', async () => {
    const before = smtp.received.length
    await call(handler, '/api/email-capture', {body: {email: 'links@example.com', source: 'exit-intent-popup'}})
    const [mail] = smtp.received.slice(before)
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/toolkit\.example\.com\/api\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]+>$/,
    )
    expect(mail.text).toMatch(
      /unsubscribe with one click: https:\/\/toolkit\.example\.com\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]+/,
    )
  })

  it("mails the 'Menopause Survival Guide' to the pop-up's and the inline offer's captures only", async () => {
    const before = smtp.received.length
    await call(handler, '/api/email-capture', {body: {email: 'guide@example.com', source: 'exit-intent-popup'}})
    await call(handler, '/api/email-capture', {body: {email: 'footer@example.com', source: 'footer'}})
    await call(handler, '/api/email-capture', {body: {email: 'inline@example.com', source: 'survival-guide-offer'}})
    const sent = smtp.received.slice(before)
    expect(sent).toHaveLength(2)
    expect(sent[1].to).toMatchObject({text: 'inline@example.com'})
    expect(sent[1].subject).toBe('Your free Menopause Survival Guide')
    expect(sent[0].to).toMatchObject({text: 'guide@example.com'})
    expect(sent[0].subject).toBe('Your free Menopause Survival Guide')
    expect(sent[0].text).toContain('https://guide.example.com/survival')
  })

  it('keeps the address and queues the guide when the mail server cannot take it; the outbox sends it once', async () => {
    const saved = process.env.SMTP_URL!
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await call(handler, '/api/email-capture', {
        body: {email: 'unsent@example.com', source: 'exit-intent-popup'},
      })
      expect(res.status).toBe(200)
      expect(await store(STORES.emailCaptures).get(addressKey('unsent@example.com'))).not.toBeNull()
    } finally {
      process.env.SMTP_URL = saved
    }
    const before = smtp.received.length
    expect(await runOutbox(new Date(Date.now() + milliseconds({hours: 1})))).toMatchObject({sent: 1, waiting: 0})
    expect(smtp.received.slice(before).map((mail) => [mail.to, mail.subject])).toEqual([
      [expect.objectContaining({text: 'unsent@example.com'}), 'Your free Menopause Survival Guide'],
    ])
  })

  it.each([
    ['a missing email', {source: 'exit-intent-popup'}, /email/],
    ['an invalid email', {email: 'not-an-email', source: 'x'}, /valid email/],
    ['a missing source', {email: 'a@example.com'}, /source/],
    ['an empty source', {email: 'a@example.com', source: '  '}, /form/],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const before = await listKeys()
    const res = await call(handler, '/api/email-capture', {body})
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
    expect(await listKeys()).toEqual(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(handler, '/api/email-capture', {rawBody: '{nope'})
    expect(res.status).toBe(400)
    expect(res.body).toEqual({error: 'The request body must be valid JSON.', code: 'invalid_json'})
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/email-capture', {method: 'GET'})
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })
})
