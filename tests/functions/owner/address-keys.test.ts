import {createHmac} from 'node:crypto'
import emailCaptureHandler from '../../../netlify/functions/email-capture.mts'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import unsubscribeHandler from '../../../netlify/functions/unsubscribe.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {addressKey, legacyAddressKey} from '../../../netlify/functions/_shared/email'
import {emailListIndex, recordCapture, unsubscribeToken} from '../../../netlify/functions/_shared/email-list'
import {contextKey} from '../../../netlify/functions/_shared/keys'
import {sendMail} from '../../../netlify/functions/_shared/mail'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {OWNER_API} from '../../../src/config/owner'
import {EXIT_INTENT_SOURCE} from '../../../src/config/site'
import {call} from '../../support/function-request'
import {rawHeader} from '../../support/smtp'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The email list's keys and links (docs/threat-model.md, "Address identifiers"): earlier versions keyed every
 * capture and list entry by the address's bare SHA-256 and put that hash in every unsubscribe link, so anyone with a
 * list of addresses could tell who is on the coach's list from a leaked store or a forwarded mail. Records and links
 * now carry a keyed hash; what an earlier version stored is moved when the address comes back and by the nightly run,
 * and a link already in an inbox keeps working.
 */
describe('Address identifiers are keyed, and what earlier versions stored under bare hashes moves', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    process.env.SURVIVAL_GUIDE_URL = 'https://guide.example.com/survival'
    cookie = await signIn(env.smtp)
  })
  afterAll(() => env.close())

  const captures = () => store(STORES.emailCaptures)
  const sha256Of = (email: string) => legacyAddressKey(email)
  /** Every key of the list's store and the suppression list (records and the index's claims alike). */
  const storedKeys = async () => [
    ...(await captures().list()).blobs.map((blob) => blob.key),
    ...(await store(STORES.suppression).list()).blobs.map((blob) => blob.key),
  ]
  /** What the coach's list shows, address by address, and its running totals. */
  const coachList = async () => {
    const res = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    expect(res.status).toBe(200)
    const entries = res.body.entries as {email: string; sources: string[]; firstSeen: string; unsubscribedAt: null}[]
    return {entries: [...entries].sort((a, b) => a.email.localeCompare(b.email)), totals: res.body.totals}
  }
  /** A link as an earlier version mailed it: the bare hash, signed with this context's unsubscribe key. */
  const legacyLink = (email: string) => {
    const hash = sha256Of(email)
    return `${hash}.${createHmac('sha256', contextKey('unsubscribe-link')).update(hash).digest('base64url')}`
  }
  /**
   * What an earlier version stored for an address: its capture and its list entry, as this version writes them,
   * moved under the bare hash.
   */
  async function keyAsEarlierVersion(email: string) {
    const [key, legacy] = [addressKey(email), sha256Of(email)]
    const capture = await captures().get(key, {type: 'json'})
    if (capture) await captures().setJSON(legacy, capture)
    await captures().delete(key)
    const listed = await emailListIndex.find(key)
    await emailListIndex.remove(key)
    if (listed) await emailListIndex.upsert(legacy, () => listed)
  }
  const orderWithOptIn = (email: string, providerId: string, at: string) =>
    recordOrder(
      {provider: 'stripe', providerId, amountCents: 3700, currency: 'USD', coupon: null, email, marketingConsent: true},
      new Date(at),
    )

  it('a new sign-up is stored, linked and mailed under a keyed hash: its SHA-256 appears nowhere', async () => {
    const email = 'new-reader@example.com'
    const res = await call(emailCaptureHandler, '/api/email-capture', {
      body: {email, source: EXIT_INTENT_SOURCE},
    })
    expect(res.status).toBe(200)
    const mail = env.smtp.received.find(
      (received) => received.to && 'text' in received.to && received.to.text === email,
    )
    expect(mail?.text).toContain('/unsubscribe?token=')
    expect(mail?.text).not.toContain(sha256Of(email))
    expect(rawHeader(mail!, 'List-Unsubscribe')).toContain('/api/unsubscribe?token=')
    expect(rawHeader(mail!, 'List-Unsubscribe')).not.toContain(sha256Of(email))
    expect(unsubscribeToken(email)).not.toContain(sha256Of(email))
    expect((await storedKeys()).filter((key) => key.includes(sha256Of(email)))).toEqual([])
    const outbox = (await store(STORES.outbox).list()).blobs.map((blob) => blob.key)
    expect(outbox.filter((key) => key.includes(sha256Of(email)))).toEqual([])
  })

  it('the nightly run moves every earlier capture and list entry, and the coach sees the same list before and after', async () => {
    await recordCapture('buyer@example.com', 'exit-intent', false, new Date('2026-03-01T00:00:00.000Z'))
    await orderWithOptIn('buyer@example.com', 'pi_buyer', '2026-03-05T00:00:00.000Z')
    await recordCapture('reader@example.com', 'footer', false, new Date('2026-03-02T00:00:00.000Z'))
    await recordCapture('reader@example.com', 'quiz', false, new Date('2026-03-03T00:00:00.000Z'))
    // A buyer who ticked the opt-in at checkout and never used a form: an entry with no capture to move it.
    const optIn = 'opt-in-only@example.com'
    await orderWithOptIn(optIn, 'pi_opt_in', '2026-03-04T00:00:00.000Z')
    for (const email of ['buyer@example.com', 'reader@example.com', optIn]) await keyAsEarlierVersion(email)
    // An unsubscribed address whose record retention had already blanked: its hash is all that was left.
    const blanked = 'blanked@example.com'
    await captures().setJSON(sha256Of(blanked), {
      email: null,
      sources: ['footer'],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-02-01T00:00:00.000Z',
      unsubscribedAt: '2025-02-01T00:00:00.000Z',
    })
    const shown = await coachList()

    const first = await applyRetention(new Date())
    expect(first.complete).toBe(true)
    expect(first.emailAddressesRekeyed).toBe(4)
    expect(await coachList()).toEqual(shown)
    const earlier = ['buyer@example.com', 'reader@example.com', optIn, blanked].map(sha256Of)
    expect((await storedKeys()).filter((key) => earlier.some((hash) => key.includes(hash)))).toEqual([])
    // The blanked address stays suppressed: its entry on the suppression list is what remains of it.
    expect(await sendMail({to: blanked, subject: 'News', text: 'Hello'})).toMatchObject({via: 'suppressed'})
    expect(await emailListIndex.recount()).toEqual(shown.totals)

    const second = await applyRetention(new Date())
    expect(second.emailAddressesRekeyed).toBe(0)
    expect(await coachList()).toEqual(shown)
  })

  it('a link an earlier version mailed still unsubscribes, and the address stays unsubscribed once its records move', async () => {
    const email = 'old-link@example.com'
    await recordCapture(email, 'footer', false, new Date('2026-01-02T00:00:00.000Z'))
    await keyAsEarlierVersion(email)
    const res = await call(unsubscribeHandler, `/api/unsubscribe?token=${legacyLink(email)}`, {method: 'POST'})
    expect(res).toMatchObject({status: 200, body: {unsubscribed: true}})

    await applyRetention(new Date())
    expect((await storedKeys()).filter((key) => key.includes(sha256Of(email)))).toEqual([])
    expect((await coachList()).entries.find((entry) => entry.email === email)?.unsubscribedAt).toEqual(
      expect.any(String),
    )
    expect(await sendMail({to: email, subject: 'News', text: 'Hello'})).toMatchObject({via: 'suppressed'})
    // The same link again, after the move: still a clear answer, and still nothing mailed.
    const again = await call(unsubscribeHandler, `/api/unsubscribe?token=${legacyLink(email)}`, {method: 'POST'})
    expect(again).toMatchObject({status: 200, body: {unsubscribed: true}})
    expect((await storedKeys()).filter((key) => key.includes(sha256Of(email)))).toEqual([])
    // Coming back to a form does not put her back on the list as subscribed, nor mail her the guide.
    const mailsBefore = env.smtp.received.length
    await call(emailCaptureHandler, '/api/email-capture', {body: {email, source: EXIT_INTENT_SOURCE}})
    expect(env.smtp.received.length).toBe(mailsBefore)
    expect((await coachList()).entries.find((entry) => entry.email === email)?.unsubscribedAt).toEqual(
      expect.any(String),
    )
  })

  it('an address that comes back moves its earlier record first: one entry, every form, the first sign-up kept', async () => {
    const email = 'returning@example.com'
    await recordCapture(email, 'footer', false, new Date('2026-02-01T00:00:00.000Z'))
    await keyAsEarlierVersion(email)
    const before = (await coachList()).totals
    const res = await call(emailCaptureHandler, '/api/email-capture', {
      body: {email, source: 'quiz'},
    })
    expect(res.status).toBe(200)
    const entries = (await coachList()).entries.filter((entry) => entry.email === email)
    expect(entries).toEqual([
      {email, sources: ['footer', 'quiz'], firstSeen: '2026-02-01T00:00:00.000Z', unsubscribedAt: null},
    ])
    expect((await coachList()).totals).toEqual(before)
    expect((await storedKeys()).filter((key) => key.includes(sha256Of(email)))).toEqual([])
  })
})
