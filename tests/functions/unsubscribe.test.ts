import captureHandler from '../../netlify/functions/email-capture.mts'
import handler from '../../netlify/functions/unsubscribe.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {addressId, addressKey} from '../../netlify/functions/_shared/email'
import {unsubscribeToken} from '../../netlify/functions/_shared/email-list'
import {call} from '../support/function-request'
import {rawHeader, startSmtpServer} from '../support/smtp'

const ENV = {
  MAIL_FROM: 'Toolkit <support@example.com>',
  SURVIVAL_GUIDE_URL: 'https://guide.example.com/survival',
  SITE_URL: 'https://toolkit.example.com',
  ACCESS_TOKEN_SECRET: 'unsubscribe-test-secret-0123456789',
}
// Set before the test table below signs its tokens.
Object.assign(process.env, ENV)
const record = (email: string) => store(STORES.emailCaptures).get(addressKey(email), {type: 'json'})

/** What a mail client does for RFC 8058: POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL. */
const oneClick = (url: string) =>
  call(handler, url, {
    rawBody: 'List-Unsubscribe=One-Click',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  })

describe('/api/unsubscribe', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    process.env.SMTP_URL = smtp.url
  })
  afterAll(async () => {
    for (const name of [...Object.keys(ENV), 'SMTP_URL']) delete process.env[name]
    await smtp.close()
  })
  const guideMailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email)

  it("the guide mail's one-click link unsubscribes once, and the address gets no more guide mail", async () => {
    const email = 'leaving@example.com'
    await call(captureHandler, '/api/email-capture', {body: {email, source: 'exit-intent-popup'}})
    const [mail] = guideMailsTo(email)
    const url = (rawHeader(mail, 'List-Unsubscribe') as string).slice(1, -1)

    const first = await oneClick(url)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({unsubscribed: true, alreadyUnsubscribed: false})
    const {unsubscribedAt} = await record(email)
    expect(unsubscribedAt).toEqual(expect.any(String))

    const second = await oneClick(url)
    expect(second.body).toEqual({unsubscribed: true, alreadyUnsubscribed: true})
    expect((await record(email)).unsubscribedAt).toBe(unsubscribedAt)

    // Even a day later, a new request through the pop-up mails nothing (and answers as always).
    const stored = await record(email)
    await store(STORES.emailCaptures).setJSON(addressKey(email), {...stored, guideSentAt: '2020-01-01T00:00:00.000Z'})
    const again = await call(captureHandler, '/api/email-capture', {body: {email, source: 'exit-intent-popup'}})
    expect(again).toMatchObject({status: 200, body: {ok: true}})
    expect(guideMailsTo(email)).toHaveLength(1)
  })

  it("the landing page's JSON POST unsubscribes too", async () => {
    await call(captureHandler, '/api/email-capture', {body: {email: 'page@example.com', source: 'footer'}})
    const res = await call(handler, '/api/unsubscribe', {body: {token: unsubscribeToken('page@example.com')}})
    expect(res.body).toEqual({unsubscribed: true, alreadyUnsubscribed: false})
    expect((await record('page@example.com')).unsubscribedAt).toEqual(expect.any(String))
  })

  it('GET never unsubscribes (link scanners open links): it sends the browser to the landing page', async () => {
    await call(captureHandler, '/api/email-capture', {body: {email: 'scanned@example.com', source: 'footer'}})
    const token = unsubscribeToken('scanned@example.com')
    const res = await call(handler, `/api/unsubscribe?token=${encodeURIComponent(token)}`, {method: 'GET'})
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`)
    expect((await record('scanned@example.com')).unsubscribedAt).toBeUndefined()
  })

  it.each([
    ['no token', '/api/unsubscribe'],
    ['a malformed token', '/api/unsubscribe?token=abc'],
    [
      'a token signed for another address',
      `/api/unsubscribe?token=${addressId('victim@example.com')}.${unsubscribeToken('me@example.com').split('.')[1]}`,
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, url) => {
    const before = (await store(STORES.emailCaptures).list()).blobs.length
    const res = await oneClick(url)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_unsubscribe_link')
    expect((await store(STORES.emailCaptures).list()).blobs.length).toBe(before)
  })
})
