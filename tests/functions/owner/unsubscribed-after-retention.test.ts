import {milliseconds} from 'date-fns/milliseconds'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import unsubscribeHandler from '../../../netlify/functions/unsubscribe.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {addressKey} from '../../../netlify/functions/_shared/email'
import {
  emailListIndex,
  recordCapture,
  unsubscribeLinks,
  unsubscribeToken,
} from '../../../netlify/functions/_shared/email-list'
import {sendMail} from '../../../netlify/functions/_shared/mail'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {OWNER_API} from '../../../src/config/owner'
import {RETENTION} from '../../../src/config/retention'
import {call} from '../../support/function-request'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The finding "Unsubscribed stays unsubscribed only until retention runs" (docs/threat-model.md): once retention removed the address
 * from its unsubscribe record, a purchaser's address came back into the exported list. The suppression list
 * (a keyed hash of the address, kept past retention) keeps it out of every export and every mail but receipts.
 */
describe('Unsubscribed stays unsubscribed after retention (docs/threat-model.md)', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
  })
  afterAll(() => env.close())

  const afterRetention = () => new Date(Date.now() + milliseconds({days: RETENTION.unsubscribedEmailDays + 1}))
  /** A card order of hers with the marketing opt-in ticked at checkout, so she was on the list. */
  const orderWithOptIn = (email: string, providerId: string) =>
    recordOrder(
      {provider: 'stripe', providerId, amountCents: 3700, currency: 'USD', coupon: null, email, marketingConsent: true},
      new Date(),
    )
  const mailsTo = (address: string) =>
    env.smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address)

  it('a purchaser who unsubscribed stays out of the exported list after retention removed her address', async () => {
    const email = 'Kim@Example.com'
    await orderWithOptIn('kim@example.com', 'pi_kim')
    await recordCapture(email, 'exit-intent', false, new Date())
    const res = await call(
      unsubscribeHandler,
      `/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`,
      {method: 'POST'},
    )
    expect(res).toMatchObject({status: 200, body: {unsubscribed: true}})

    await applyRetention(afterRetention())
    // Retention did its part: the record no longer holds the address.
    expect(await store(STORES.emailCaptures).get(addressKey(email), {type: 'json'})).toMatchObject({email: null})
    // The suppression list holds no address, only a keyed hash that is not the plain SHA-256 of it.
    const suppressed = (await store(STORES.suppression).list()).blobs.map((blob) => blob.key)
    expect(suppressed).toHaveLength(1)
    expect(suppressed[0]).not.toBe(addressKey(email))
    expect(JSON.stringify(await store(STORES.suppression).get(suppressed[0], {type: 'json'}))).not.toContain('kim')

    const csv = await ownerCall(emailListHandler, OWNER_API.emailListCsv, {cookie})
    expect(csv.status).toBe(200)
    expect(csv.body).not.toContain('kim@example.com')
    const list = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    expect(list.body.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({email: 'kim@example.com', unsubscribedAt: expect.any(String)})]),
    )
  })

  it('an address retention removes leaves her list and its counts too (the list index follows retention)', async () => {
    await recordCapture('gone-by-retention@example.com', 'free-guide', true, new Date())
    await recordCapture('kept-subscriber@example.com', 'free-guide', true, afterRetention())
    const before = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    expect(before.body.entries.map((entry: {email: string}) => entry.email)).toContain('gone-by-retention@example.com')

    await applyRetention(new Date(Date.now() + milliseconds({days: RETENTION.emailCaptureDays + 1})))
    const after = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    const emails = after.body.entries.map((entry: {email: string}) => entry.email)
    expect(emails).not.toContain('gone-by-retention@example.com')
    expect(emails).toContain('kept-subscriber@example.com')
    expect(after.body.totals.addresses).toBe(before.body.totals.addresses - 1)
    // A run dated past the capture period lists each day's keys since the last run: about 5 s on a busy machine.
  }, 30_000)

  it('an unsubscribe that happened before the suppression list existed is added by retention', async () => {
    const email = 'lea@example.com'
    await orderWithOptIn(email, 'pi_lea')
    const at = '2026-01-01T00:00:00.000Z'
    // An older version's record, listed as a store from before the list index is: by a listing of the records (the
    // backfill, or the recount the coach's repair runs), which retention then walks.
    await store(STORES.emailCaptures).setJSON(addressKey(email), {
      email,
      source: 'exit-intent',
      sources: ['exit-intent'],
      createdAt: at,
      updatedAt: at,
      unsubscribedAt: at,
    })
    await emailListIndex.recount()
    await applyRetention(afterRetention())
    const csv = await ownerCall(emailListHandler, OWNER_API.emailListCsv, {cookie})
    expect(csv.body).not.toContain(email)
  })

  it('no mail but a receipt reaches a suppressed address, even with its record gone', async () => {
    const email = 'mia@example.com'
    await recordCapture(email, 'exit-intent', false, new Date())
    await call(unsubscribeHandler, `/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`, {
      method: 'POST',
    })
    await store(STORES.emailCaptures).delete(addressKey(email))
    const before = mailsTo(email).length
    const list = await sendMail({
      to: 'MIA@example.com ',
      subject: 'News',
      text: 'hello',
      unsubscribe: unsubscribeLinks(email),
    })
    expect(list.via).toBe('suppressed')
    const plain = await sendMail({to: email, subject: 'Reminder', text: 'hello'})
    expect(plain.via).toBe('suppressed')
    expect(mailsTo(email)).toHaveLength(before)
    const receipt = await sendMail({to: email, subject: 'Your receipt', text: 'thank you', transactional: true})
    expect(receipt.via).toBe('smtp')
    // Another address is not affected.
    expect((await sendMail({to: 'nia@example.com', subject: 'News', text: 'hello'})).via).toBe('smtp')
  })
})
