import schedule from '../../../netlify/functions/schedule-reminder.mts'
import subscribePush from '../../../netlify/functions/subscribe-push.mts'
import testReminder from '../../../netlify/functions/test-reminder.mts'
import unsubscribe from '../../../netlify/functions/unsubscribe.mts'
import unsubscribePush from '../../../netlify/functions/unsubscribe-push.mts'
import {markRefunded} from '../../../netlify/functions/_shared/orders'
import {readReminder} from '../../../netlify/functions/_shared/push-store/schedule'
import {readSubscription} from '../../../netlify/functions/_shared/push-store/keys'
import {subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {REMINDER_MAIL_CONFIRMATIONS_PER_DAY} from '../../../src/config/retention'
import {useReminderMailWorld} from '../../support/reminder-mail-bed'
import {call} from '../../support/function-request'
import {paidPurchaserToken} from '../../support/purchaser'
import {MORNING_REMINDER} from '../../support/reminders'
import {rawHeader} from '../../support/smtp'

/**
 * DECISIONS 47, as the attacks: a second purchaser's token, and a refunded purchaser's, aimed at the first one's
 * reminder address and push subscription. Each is refused with a 4xx and changes nothing stored.
 */
const SECRET = 'her-channels-only-test-secret-0123456789'
const bed = useReminderMailWorld(SECRET)
const HER = 'her@example.com'
const ENDPOINT = `mailto:${HER}`
/** Her channel's key (a keyed hash: the secret is set when the tests run). */
const sub = () => subscriptionKey(ENDPOINT)
const bearer = (token: string) => ({authorization: `Bearer ${token}`})
// Several purchases, mails and refunds per test: under the full suite on a shared machine they take seconds.
jest.setTimeout(30_000)

let n = 0
/** A paid purchaser's authorization header (each call a new purchase). */
const purchaser = async () => bearer(await paidPurchaserToken(`pi_walls_${(n += 1)}_${Date.now()}`, SECRET))

const linkIn = (email: string, pattern: RegExp) => {
  const mail = bed.mailsTo(email).findLast((each) => each.subject === 'Confirm your daily reminder emails')
  const match = pattern.exec(mail?.text ?? '')
  if (!match) throw new Error(`No such link in the latest confirmation to ${email}`)
  return decodeURIComponent(match[1])
}
const confirmToken = (email = HER) => linkIn(email, /\/confirm-reminder-email\?token=(\S+)/)
const notMeToken = (email = HER) => linkIn(email, /\/unsubscribe\?token=(nm\.\S+)/)

/** She opts in with `headers`, follows her confirmation link and schedules the morning reminder on it. */
async function herConfirmedChannel(headers: Record<string, string>) {
  expect((await bed.optIn(HER, headers)).status).toBe(202)
  expect((await bed.confirm(confirmToken())).status).toBe(200)
  const scheduled = await call(schedule, '/api/schedule-reminder', {
    body: {...MORNING_REMINDER, endpoint: ENDPOINT, timeZone: 'Europe/Berlin'},
    headers,
  })
  expect(scheduled.status).toBe(200)
  bed.received.length = 0
}

/** Her channel is as she left it: confirmed, with its reminder, and on for her. */
async function expectHerChannelUntouched(headers: Record<string, string>) {
  expect(await readSubscription(sub())).toMatchObject({email: HER, confirmedAt: expect.any(String)})
  expect(await readReminder(sub(), MORNING_REMINDER.id)).not.toBeNull()
  expect((await bed.status(ENDPOINT, headers)).body).toEqual({confirmed: true, pending: false})
}

beforeEach(() => {
  bed.received.length = 0
})

describe('her reminder address answers only to her (DECISIONS 47)', () => {
  it("another purchaser's token cannot remove her address or its reminders with its endpoint", async () => {
    const her = await purchaser()
    await herConfirmedChannel(her)
    const other = await purchaser()
    const attack = await call(unsubscribePush, '/api/unsubscribe-push', {body: {endpoint: ENDPOINT}, headers: other})
    expect(attack).toMatchObject({status: 404, body: {code: 'subscription_not_found'}})
    // Nor turn her reminder off, nor send her a test reminder.
    const off = await call(schedule, '/api/schedule-reminder', {
      body: {...MORNING_REMINDER, enabled: false, endpoint: ENDPOINT, timeZone: 'Europe/Berlin'},
      headers: other,
    })
    expect(off.status).toBe(404)
    expect((await call(testReminder, '/api/test-reminder', {body: {endpoint: ENDPOINT}, headers: other})).status).toBe(
      404,
    )
    expect(bed.mailsTo(HER)).toHaveLength(0)
    await expectHerChannelUntouched(her)
    // An address nobody holds answers alike: a token cannot probe which addresses have reminders.
    const nobody = await call(unsubscribePush, '/api/unsubscribe-push', {
      body: {endpoint: 'mailto:nobody@example.com'},
      headers: other,
    })
    expect(nobody).toMatchObject({status: 404, body: {code: 'subscription_not_found'}})
    // Her own token still turns them off.
    expect(
      (await call(unsubscribePush, '/api/unsubscribe-push', {body: {endpoint: ENDPOINT}, headers: her})).status,
    ).toBe(200)
    expect(await readSubscription(sub())).toBeNull()
  })

  it("a refunded purchaser's token cannot remove them either", async () => {
    const her = await purchaser()
    await herConfirmedChannel(her)
    const paymentId = `pi_walls_refunded_${Date.now()}`
    const refunded = bearer(await paidPurchaserToken(paymentId, SECRET))
    await markRefunded(`stripe:${paymentId}`, new Date(), {by: 'stripe', reason: 'test'})
    const attack = await call(unsubscribePush, '/api/unsubscribe-push', {
      body: {endpoint: ENDPOINT},
      headers: refunded,
    })
    expect(attack.status).toBe(404)
    await expectHerChannelUntouched(her)
  })

  it("another purchaser's push subscription is not hers to take by its endpoint", async () => {
    const her = await purchaser()
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/walls-her-browser',
      keys: {p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u', auth: 'her-auth-secret-0000'},
    }
    expect((await call(subscribePush, '/api/subscribe-push', {body: subscription, headers: her})).status).toBe(201)
    const other = await purchaser()
    const taken = await call(subscribePush, '/api/subscribe-push', {
      body: {...subscription, keys: {...subscription.keys, auth: 'guessed-auth-secret-00'}},
      headers: other,
    })
    expect(taken).toMatchObject({status: 409, body: {code: 'subscription_taken'}})
    expect(await readSubscription(subscriptionKey(subscription.endpoint))).toEqual(subscription)
    const scheduled = await call(schedule, '/api/schedule-reminder', {
      body: {...MORNING_REMINDER, endpoint: subscription.endpoint, timeZone: 'Europe/Berlin'},
      headers: other,
    })
    expect(scheduled.status).toBe(404)
    // The same browser (it holds the subscription's auth secret) under a new token is hers again.
    expect((await call(subscribePush, '/api/subscribe-push', {body: subscription, headers: other})).status).toBe(201)
  })

  it('opting in her address from another token changes nothing until her address confirms it', async () => {
    const her = await purchaser()
    await herConfirmedChannel(her)
    const other = await purchaser()
    const claim = await bed.optIn(HER, other)
    expect(claim).toMatchObject({status: 202, body: {confirmed: false, pending: true, endpoint: ENDPOINT}})
    // Her channel stays confirmed and hers; the other token only waits.
    await expectHerChannelUntouched(her)
    expect((await bed.status(ENDPOINT, other)).body).toEqual({confirmed: false, pending: true})
    // The mail to her address says so, with "this wasn't me" (also its one-click List-Unsubscribe).
    const [mail] = bed.mailsTo(HER)
    expect(mail.text).toContain('tell us with one click:\nhttps://toolkit.example.com/unsubscribe?token=nm.')
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(rawHeader(mail, 'List-Unsubscribe')).toContain('token=nm.')

    // If the address follows the link, the channel is the other owner's, and her reminders on it are gone.
    expect((await bed.confirm(confirmToken())).status).toBe(200)
    expect((await bed.status(ENDPOINT, other)).body).toEqual({confirmed: true, pending: false})
    expect((await bed.status(ENDPOINT, her)).body).toEqual({confirmed: false, pending: false})
    expect(await readReminder(sub(), MORNING_REMINDER.id)).toBeNull()
    // The link works once.
    expect((await bed.confirm(confirmToken())).status).toBe(409)
  })

  it(`at most ${REMINDER_MAIL_CONFIRMATIONS_PER_DAY} confirmation mails a day to one address`, async () => {
    const her = await purchaser()
    await herConfirmedChannel(her)
    const other = await purchaser()
    // Her own opt-in took the first of the day.
    for (let i = 1; i < REMINDER_MAIL_CONFIRMATIONS_PER_DAY; i += 1)
      expect((await bed.optIn(HER, other)).status).toBe(202)
    const flood = await bed.optIn(HER, other)
    expect(flood).toMatchObject({status: 429, body: {code: 'confirmation_limit'}})
    expect(bed.mailsTo(HER)).toHaveLength(REMINDER_MAIL_CONFIRMATIONS_PER_DAY - 1)
    await expectHerChannelUntouched(her)
  })

  it('"this wasn\'t me" drops the request and stops confirmation mails to the address; her channel stays', async () => {
    const her = await purchaser()
    await herConfirmedChannel(her)
    const other = await purchaser()
    expect((await bed.optIn(HER, other)).status).toBe(202)
    const token = notMeToken()
    const confirmLink = confirmToken()
    const declined = await call(unsubscribe, `/api/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(declined).toMatchObject({
      status: 200,
      body: {unsubscribed: true, alreadyUnsubscribed: false, list: 'reminders'},
    })
    expect((await bed.status(ENDPOINT, other)).body).toEqual({confirmed: false, pending: false})
    // The request's confirmation link no longer hands her address over.
    expect((await bed.confirm(confirmLink)).status).toBe(409)
    await expectHerChannelUntouched(her)
    bed.received.length = 0
    expect(await bed.optIn(HER, other)).toMatchObject({status: 409, body: {code: 'address_declined'}})
    expect(bed.mailsTo(HER)).toHaveLength(0)
    // A forged "not me" token is refused.
    const forged = `${token.slice(0, -4)}AAAA`
    expect((await call(unsubscribe, `/api/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400)
  })

  it('"this wasn\'t me" on a first opt-in deletes the pending address', async () => {
    const stranger = await purchaser()
    expect((await bed.optIn(HER, stranger)).status).toBe(202)
    const declined = await call(unsubscribe, `/api/unsubscribe?token=${encodeURIComponent(notMeToken())}`)
    expect(declined).toMatchObject({status: 200, body: {alreadyUnsubscribed: false}})
    expect(await readSubscription(sub())).toBeNull()
  })
})
