import {milliseconds} from 'date-fns/milliseconds'
import {addMinutes} from 'date-fns'
import schedule from '../../../netlify/functions/schedule-reminder.mts'
import subscribePush from '../../../netlify/functions/subscribe-push.mts'
import testReminder from '../../../netlify/functions/test-reminder.mts'
import unsubscribe from '../../../netlify/functions/unsubscribe.mts'
import unsubscribePush from '../../../netlify/functions/unsubscribe-push.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {sendDueReminders} from '../../../netlify/functions/_shared/push-send'
import {readSubscription} from '../../../netlify/functions/_shared/push-store/keys'
import {subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {writeLastRun} from '../../../netlify/functions/_shared/push-store/run-state'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {suppressKey} from '../../../netlify/functions/_shared/suppression'
import {addressKey} from '../../../netlify/functions/_shared/email'
import {RETENTION} from '../../../src/config/retention'
import {useFakePushService} from '../../support/fake-push-bed'
import {useReminderMailBed} from '../../support/reminder-mail-bed'
import {call} from '../../support/function-request'
import {paidPurchaserToken} from '../../support/purchaser'
import {MORNING_REMINDER} from '../../support/reminders'
import {rawHeader} from '../../support/smtp'

const SECRET = 'reminder-mail-test-secret-0123456789'
const push = useFakePushService({
  ACCESS_TOKEN_SECRET: SECRET,
  MAIL_FROM: 'Toolkit <support@example.com>',
  SITE_URL: 'https://toolkit.example.com',
})
const bed = useReminderMailBed(SECRET)
const {status, confirm, mailsTo} = bed
const EMAIL = 'her@example.com'
/** Opts in `email` (her address unless another is named). */
const optIn = (email = EMAIL, headers = bed.auth) => bed.optIn(email, headers)
const morning = MORNING_REMINDER

beforeEach(() => {
  bed.received.length = 0
})

/** The token of the confirmation link in the latest mail to `email` (double opt-in, DECISIONS 39). */
const confirmationToken = (email = EMAIL) => {
  const mail = mailsTo(email).findLast((each) => each.subject === 'Confirm your daily reminder emails')
  const match = /https:\/\/toolkit\.example\.com\/confirm-reminder-email\?token=(\S+)/.exec(mail?.text ?? '')
  if (!match) throw new Error(`No confirmation link to ${email}`)
  return decodeURIComponent(match[1])
}
/** Opts in and follows the link of the confirmation mail (then forgets that mail, so counts are of reminders). */
async function optInConfirmed(email = EMAIL, headers = bed.auth) {
  const res = await optIn(email, headers)
  if (res.status === 202) {
    expect((await confirm(confirmationToken(email))).status).toBe(200)
    bed.received.length = 0
  }
  return res
}

describe('daily reminders by email (DECISIONS 39)', () => {
  it('opting in needs access and a valid address; the channel is confirmed only to its owner', async () => {
    expect((await optIn(EMAIL, {})).status).toBe(401)
    expect((await optIn('not-an-address')).status).toBe(400)
    const res = await optIn(' Her@Example.com ')
    // Double opt-in (DECISIONS 39): pending until she follows the mailed link.
    expect(res).toMatchObject({status: 202, body: {confirmed: false, pending: true, endpoint: `mailto:${EMAIL}`}})
    expect(await readSubscription(subscriptionKey(`mailto:${EMAIL}`))).toMatchObject({
      endpoint: `mailto:${EMAIL}`,
      email: EMAIL,
      confirmedAt: null,
    })
    expect((await status(`mailto:${EMAIL}`)).body).toEqual({confirmed: false, pending: true})
    expect((await confirm(confirmationToken())).status).toBe(200)
    expect(await readSubscription(subscriptionKey(`mailto:${EMAIL}`))).toEqual({
      endpoint: `mailto:${EMAIL}`,
      email: EMAIL,
      confirmedAt: expect.any(String),
    })
    expect((await status(`mailto:${EMAIL}`)).body).toEqual({confirmed: true, pending: false})
    const other = {authorization: `Bearer ${await paidPurchaserToken('pi_reminder_mail_other', SECRET)}`}
    expect((await status(`mailto:${EMAIL}`, other)).body).toEqual({confirmed: false, pending: false})
    expect((await status('mailto:nobody@example.com')).body).toEqual({confirmed: false, pending: false})
  })

  it('an address on the suppression list is refused, not shown as on', async () => {
    await suppressKey(addressKey('gone@example.com'), new Date())
    expect(await optIn('gone@example.com')).toMatchObject({status: 409, body: {code: 'address_unsubscribed'}})
    expect(await readSubscription(subscriptionKey('mailto:gone@example.com'))).toBeNull()
  })

  it('sends each due reminder once, at 08:00 her time on both sides of a DST change, with one-click unsubscribe', async () => {
    const {body} = await optInConfirmed()
    const endpoint = (body as {endpoint: string}).endpoint
    // Scheduled on Saturday 7 March 2026 in New York; the clocks spring forward on Sunday 8 March.
    jest.useFakeTimers({now: new Date('2026-03-07T05:00:00Z'), doNotFake: ['setTimeout', 'setImmediate', 'nextTick']})
    const scheduled = await call(schedule, '/api/schedule-reminder', {
      body: {...morning, endpoint, timeZone: 'America/New_York'},
      headers: bed.auth,
    })
    jest.useRealTimers()
    expect(scheduled).toMatchObject({status: 200, body: {nextDue: '2026-03-07T13:00:00.000Z'}})

    const saturday = new Date('2026-03-07T13:00:00Z') // 08:00 EST
    await writeLastRun(addMinutes(saturday, -3))
    expect(await sendDueReminders(addMinutes(saturday, -1))).toMatchObject({due: 0, sent: 0})
    expect(mailsTo(EMAIL)).toHaveLength(0)
    expect(await sendDueReminders(addMinutes(saturday, 1))).toMatchObject({due: 1, sent: 1, failed: 0})
    // The same window again (a retried run): nothing more.
    await writeLastRun(addMinutes(saturday, -3))
    expect(await sendDueReminders(addMinutes(saturday, 2))).toMatchObject({sent: 0})
    // Later that day: nothing more either.
    expect(await sendDueReminders(addMinutes(saturday, 600))).toMatchObject({sent: 0})
    expect(mailsTo(EMAIL)).toHaveLength(1)

    const [mail] = mailsTo(EMAIL)
    expect(mail.subject).toBe('Reminder: Good Morning!')
    expect(mail.text).toContain('Start your day with a symptom check-in')
    expect(mail.text).toContain('https://toolkit.example.com/toolkit#tracking')
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const oneClickUrl = (rawHeader(mail, 'List-Unsubscribe') as string).slice(1, -1)
    expect(oneClickUrl).toMatch(/^https:\/\/toolkit\.example\.com\/api\/unsubscribe\?token=rm\./)

    // Sunday, after the change: 08:00 EDT is 12:00Z, an hour earlier in UTC.
    const sunday = new Date('2026-03-08T12:00:00Z')
    await writeLastRun(addMinutes(sunday, -3))
    expect(await sendDueReminders(addMinutes(sunday, 1))).toMatchObject({due: 1, sent: 1})
    expect(mailsTo(EMAIL)).toHaveLength(2)

    // One click (RFC 8058 POST) stops them: the channel and its reminders go; the address is not suppressed.
    const first = await call(unsubscribe, oneClickUrl, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    })
    expect(first).toMatchObject({
      status: 200,
      body: {unsubscribed: true, alreadyUnsubscribed: false, list: 'reminders'},
    })
    expect((await status(endpoint)).body).toEqual({confirmed: false, pending: false})
    const monday = new Date('2026-03-09T12:00:00Z')
    await writeLastRun(addMinutes(monday, -3))
    expect(await sendDueReminders(addMinutes(monday, 1))).toMatchObject({due: 0, sent: 0})
    expect(mailsTo(EMAIL)).toHaveLength(2)
    expect((await call(unsubscribe, oneClickUrl, {rawBody: 'List-Unsubscribe=One-Click'})).body).toMatchObject({
      alreadyUnsubscribed: true,
    })
    // A forged token is refused; she can opt in again later.
    const forged = oneClickUrl.replace(/\.[^.]+$/, '.forged')
    expect((await call(unsubscribe, forged, {rawBody: 'List-Unsubscribe=One-Click'})).status).toBe(400)
    expect((await optIn()).status).toBe(202)
  })

  it('a test reminder goes through the server by the channel: mail to her address, push to her push service', async () => {
    const {body} = await optInConfirmed()
    const mailEndpoint = (body as {endpoint: string}).endpoint
    expect(
      await call(testReminder, '/api/test-reminder', {body: {endpoint: mailEndpoint}, headers: bed.auth}),
    ).toMatchObject({
      status: 200,
      body: {ok: true, via: 'mail'},
    })
    expect(mailsTo(EMAIL).map((mail) => mail.subject)).toEqual([
      'Test reminder: your daily reminders reach this address',
    ])
    expect(rawHeader(mailsTo(EMAIL)[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    const subscription = push.subscribe()
    expect((await call(subscribePush, '/api/subscribe-push', {body: subscription, headers: bed.auth})).status).toBe(201)
    expect(
      await call(testReminder, '/api/test-reminder', {body: {endpoint: subscription.endpoint}, headers: bed.auth}),
    ).toMatchObject({status: 200, body: {via: 'push'}})
    expect(push.received).toEqual([
      expect.objectContaining({
        endpointId: subscription.id,
        payload: expect.objectContaining({title: 'Test Notification', body: 'Your wellness reminders are working.'}),
      }),
    ])

    // Someone else's channel, or none: 404, nothing sent.
    const other = {authorization: `Bearer ${await paidPurchaserToken('pi_reminder_mail_test', SECRET)}`}
    expect(
      (await call(testReminder, '/api/test-reminder', {body: {endpoint: mailEndpoint}, headers: other})).status,
    ).toBe(404)
    expect((await call(testReminder, '/api/test-reminder', {body: {endpoint: mailEndpoint}})).status).toBe(401)
    expect(mailsTo(EMAIL)).toHaveLength(1)
  })

  it('turning reminder emails off on the page deletes the channel with its reminders', async () => {
    const {body} = await optInConfirmed()
    const endpoint = (body as {endpoint: string}).endpoint
    await call(schedule, '/api/schedule-reminder', {
      body: {...morning, endpoint, timeZone: 'Europe/Berlin'},
      headers: bed.auth,
    })
    expect((await store(STORES.reminders).list({prefix: 'r/'})).blobs).toHaveLength(1)
    expect((await call(unsubscribePush, '/api/unsubscribe-push', {body: {endpoint}, headers: bed.auth})).status).toBe(
      200,
    )
    expect(await readSubscription(subscriptionKey(endpoint))).toBeNull()
    expect((await store(STORES.reminders).list({prefix: 'r/'})).blobs).toHaveLength(0)
  })

  it('retention deletes an address not confirmed on the reminders page for the retention period', async () => {
    const now = new Date()
    const longAgo = new Date(now.getTime() - milliseconds({days: RETENTION.reminderMailInactiveDays + 1}))
    jest.useFakeTimers({now: longAgo, doNotFake: ['setTimeout', 'setImmediate', 'nextTick']})
    await optIn('old@example.com')
    jest.useRealTimers()
    await optIn('recent@example.com')
    const summary = await applyRetention(now)
    expect(summary.reminderMailChannelsDeleted).toBe(1)
    expect(await readSubscription(subscriptionKey('mailto:old@example.com'))).toBeNull()
    expect(await readSubscription(subscriptionKey('mailto:recent@example.com'))).not.toBeNull()
  })
})
