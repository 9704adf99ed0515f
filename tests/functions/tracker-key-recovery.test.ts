import {paidPurchaserToken} from '../support/purchaser'
import handler from '../../netlify/functions/tracker-key-recovery.mts'
import trackingHandler from '../../netlify/functions/symptom-tracking.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {trackingRecordKey} from '../../netlify/functions/_shared/tracking'
import {call} from '../support/function-request'
import {startSmtpServer} from '../support/smtp'

const SECRET = 'tracker-recovery-test-secret-0123456789'
const ENV = {
  ACCESS_TOKEN_SECRET: SECRET,
  MAIL_FROM: 'Toolkit <support@example.com>',
  SITE_URL: 'https://toolkit.example.com',
}

describe('/api/symptom-tracking/key-recovery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let token: string
  beforeAll(async () => {
    smtp = await startSmtpServer()
    Object.assign(process.env, {...ENV, SMTP_URL: smtp.url})
    token = await paidPurchaserToken('pi_recover', SECRET)
  })
  afterAll(async () => {
    for (const name of [...Object.keys(ENV), 'SMTP_URL']) delete process.env[name]
    await smtp.close()
  })
  const as = (bearer: string, trackerKey?: string) => ({
    authorization: `Bearer ${bearer}`,
    ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
  })
  const startTracker = async (email: string) =>
    (
      await call(trackingHandler, '/api/symptom-tracking', {
        body: {email, date: '2026-03-01', symptoms: {hotFlashes: 1, sleep: 7, mood: 3, energy: 3}, notes: ''},
        headers: as(token),
      })
    ).body.trackerKey as string
  const readWith = (email: string, trackerKey: string) =>
    call(trackingHandler, '/api/symptom-tracking', {
      method: 'GET',
      headers: {...as(token, trackerKey), 'x-tracker-email': email},
    })
  const mailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email)
  const linkCode = (text: string) => decodeURIComponent(/\?tracker-link=([^#\s]+)#tracking/.exec(text)?.[1] ?? '')

  it('mails a one-time link that replaces a lost key, for the same access only', async () => {
    const email = 'lost@example.com'
    const oldKey = await startTracker(email)
    const asked = await call(handler, '/api/symptom-tracking/key-recovery', {body: {email}, headers: as(token)})
    expect(asked).toMatchObject({status: 202, body: {ok: true}})
    const [mail] = mailsTo(email)
    expect(mail.text).toContain('https://toolkit.example.com/toolkit?tracker-link=')
    const code = linkCode(mail.text ?? '')

    // Another purchaser holding the link gets nothing.
    const other = await paidPurchaserToken('pi_other', SECRET)
    expect((await call(handler, '/api/symptom-tracking/key-recovery', {body: {code}, headers: as(other)})).status).toBe(
      403,
    )

    const redeemed = await call(handler, '/api/symptom-tracking/key-recovery', {body: {code}, headers: as(token)})
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toEqual({trackerKey: expect.stringMatching(/^[\w-]{40,}$/), email})
    expect((await readWith(email, redeemed.body.trackerKey)).body).toHaveLength(1)
    expect((await readWith(email, oldKey)).status).toBe(403)

    const again = await call(handler, '/api/symptom-tracking/key-recovery', {body: {code}, headers: as(token)})
    expect(again).toMatchObject({status: 403, body: {code: 'invalid_tracker_link'}})
  })

  it('answers an address without a tracker exactly as one with a tracker, and mails nothing to it', async () => {
    await startTracker('has-one@example.com')
    const known = await call(handler, '/api/symptom-tracking/key-recovery', {
      body: {email: 'has-one@example.com'},
      headers: as(token),
    })
    const unknown = await call(handler, '/api/symptom-tracking/key-recovery', {
      body: {email: 'stranger@example.com'},
      headers: as(token),
    })
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
    expect(mailsTo('stranger@example.com')).toHaveLength(0)
  })

  it('sends at most one link per quarter hour, and an expired link does nothing', async () => {
    const email = 'impatient@example.com'
    await startTracker(email)
    await call(handler, '/api/symptom-tracking/key-recovery', {body: {email}, headers: as(token)})
    await call(handler, '/api/symptom-tracking/key-recovery', {body: {email}, headers: as(token)})
    expect(mailsTo(email)).toHaveLength(1)
    const key = trackingRecordKey('order:stripe:pi_recover', email)
    const record = await store(STORES.tracking).get(key, {type: 'json'})
    await store(STORES.tracking).setJSON(key, {
      ...record,
      recovery: {...record.recovery, expiresAt: new Date(Date.now() - 1000).toISOString()},
    })
    const res = await call(handler, '/api/symptom-tracking/key-recovery', {
      body: {code: linkCode(mailsTo(email)[0].text ?? '')},
      headers: as(token),
    })
    expect(res.status).toBe(403)
  })

  it('needs an access token and a valid body', async () => {
    expect((await call(handler, '/api/symptom-tracking/key-recovery', {body: {email: 'a@example.com'}})).status).toBe(
      401,
    )
    expect(
      (await call(handler, '/api/symptom-tracking/key-recovery', {body: {email: 'nope'}, headers: as(token)})).status,
    ).toBe(400)
  })
})
