import handler from '../../netlify/functions/email-capture.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {emailKey} from '../../netlify/functions/_shared/email'
import {call} from '../support/function-request'
import {startSmtpServer} from '../support/smtp'

const listKeys = async () => (await store(STORES.emailCaptures).list()).blobs.map((blob) => blob.key)

describe('POST /api/email-capture', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    Object.assign(process.env, {SMTP_URL: smtp.url, MAIL_FROM: 'Toolkit <support@example.com>', SURVIVAL_GUIDE_URL: 'https://guide.example.com/survival'})
  })
  afterAll(async () => {
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'SURVIVAL_GUIDE_URL']) delete process.env[name]
    await smtp.close()
  })

  it('stores the email with its source, normalised', async () => {
    const res = await call(handler, '/api/email-capture', {body: {email: '  Jane@Example.COM ', source: 'exit-intent-popup'}})
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ok: true})
    const record = await store(STORES.emailCaptures).get(emailKey('jane@example.com'), {type: 'json'})
    expect(record).toMatchObject({email: 'jane@example.com', sources: ['exit-intent-popup']})
  })

  it('keeps one record per address and remembers every source', async () => {
    await call(handler, '/api/email-capture', {body: {email: 'ann@example.com', source: 'exit-intent-popup'}})
    const again = await call(handler, '/api/email-capture', {body: {email: 'ANN@example.com', source: 'footer'}})
    expect(again.status).toBe(200)
    const record = await store(STORES.emailCaptures).get(emailKey('ann@example.com'), {type: 'json'})
    expect(record.sources).toEqual(['exit-intent-popup', 'footer'])
  })

  it("mails the 'Menopause Survival Guide' to exit-intent captures only", async () => {
    const before = smtp.received.length
    await call(handler, '/api/email-capture', {body: {email: 'guide@example.com', source: 'exit-intent-popup'}})
    await call(handler, '/api/email-capture', {body: {email: 'footer@example.com', source: 'footer'}})
    const sent = smtp.received.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toMatchObject({text: 'guide@example.com'})
    expect(sent[0].subject).toBe('Your free Menopause Survival Guide')
    expect(sent[0].text).toContain('https://guide.example.com/survival')
  })

  it('stores nothing when the guide cannot be sent', async () => {
    const saved = process.env.SMTP_URL
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await call(handler, '/api/email-capture', {body: {email: 'unsent@example.com', source: 'exit-intent-popup'}})
      expect(res.status).toBe(500)
      expect(await store(STORES.emailCaptures).get(emailKey('unsent@example.com'))).toBeNull()
    } finally {
      process.env.SMTP_URL = saved
    }
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
