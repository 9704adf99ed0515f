import {addMinutes} from 'date-fns'
import schedule from '../../../netlify/functions/schedule-reminder.mts'
import unsubscribe from '../../../netlify/functions/unsubscribe.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {purchaseOwnerId} from '../../../netlify/functions/_shared/owner-id'
import {sendDueReminders} from '../../../netlify/functions/_shared/push-send'
import {readSubscription} from '../../../netlify/functions/_shared/push-store/keys'
import {legacyMailChannelKey, subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {writeLastRun} from '../../../netlify/functions/_shared/push-store/run-state'
import {readReminder, scheduleReminder} from '../../../netlify/functions/_shared/push-store/schedule'
import {recordOwner} from '../../../netlify/functions/_shared/push-store/subscriptions'
import {reminderUnsubscribeToken} from '../../../netlify/functions/_shared/reminder-mail'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {blobsRequestRecorder} from '../../support/blobs-requests'
import {call} from '../../support/function-request'
import {paidPurchaserToken} from '../../support/purchaser'
import {useReminderMailWorld} from '../../support/reminder-mail-bed'
import {MORNING_REMINDER} from '../../support/reminders'
import {rawHeader} from '../../support/smtp'

/**
 * A reminder-mail channel's key names an address, so it is a keyed hash (docs/threat-model.md "Identifiers of an
 * address"). Channels an earlier version stored under the bare hash move to it: when her page names the channel,
 * when a link mailed before is followed, and in the nightly retention run; nothing she set up is lost on the way and
 * no reminder goes out twice.
 */
const SECRET = 'mail-channel-keys-test-secret-0123456789'
const bed = useReminderMailWorld(SECRET)
const TIME_ZONE = 'Europe/London'
const bearer = (token: string) => ({authorization: `Bearer ${token}`})

/** Every key of both push stores. */
const storedKeys = async () =>
  [...(await store(STORES.pushSubscriptions).list()).blobs, ...(await store(STORES.reminders).list()).blobs].map(
    (blob) => blob.key,
  )

/** A confirmed channel with the morning reminder, stored as an earlier version did: under the bare hash. */
async function earlierChannel(email: string, paymentId: string, now: Date) {
  const headers = bearer(await paidPurchaserToken(paymentId, SECRET))
  const endpoint = `mailto:${email}`
  const sub = legacyMailChannelKey(endpoint)
  await store(STORES.pushSubscriptions).setJSON(sub, {endpoint, email, confirmedAt: now.toISOString()})
  await recordOwner(sub, purchaseOwnerId(`stripe:${paymentId}`), now)
  await store(STORES.pushSubscriptions).set(`mail/${sub}`, now.toISOString())
  await scheduleReminder(MORNING_REMINDER, sub, TIME_ZONE, now)
  return {headers, endpoint, legacy: sub, oneClickUrl: `/api/unsubscribe?token=${reminderUnsubscribeToken(sub)}`}
}

/** The next 08:00 London after `now`, and a sender run just past it; answers what the run sent. */
async function runAtEight(after: Date) {
  const due = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate() + 1, 8, 0))
  await writeLastRun(addMinutes(due, -3))
  return sendDueReminders(addMinutes(due, 1))
}

const oneClick = (url: string) =>
  call(unsubscribe, url, {
    rawBody: 'List-Unsubscribe=One-Click',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  })

describe('reminder-mail channels are keyed by an HMAC of the address', () => {
  beforeEach(() => {
    bed.received.length = 0
  })

  it('a new channel: no stored key, link or mail holds the bare hash of its address', async () => {
    const email = 'new-channel@example.com'
    const endpoint = `mailto:${email}`
    const bare = legacyMailChannelKey(endpoint)
    expect((await bed.optIn(email)).status).toBe(202)
    const confirmation = bed.mailsTo(email).at(-1)!
    const token = /confirm-reminder-email\?token=(\S+)/.exec(confirmation.text ?? '')![1]
    expect((await bed.confirm(decodeURIComponent(token))).status).toBe(200)
    const scheduled = await call(schedule, '/api/schedule-reminder', {
      body: {...MORNING_REMINDER, endpoint, timeZone: TIME_ZONE},
      headers: bed.auth,
    })
    expect(scheduled.status).toBe(200)
    expect(await runAtEight(new Date())).toMatchObject({sent: 1})

    const sub = subscriptionKey(endpoint)
    expect(sub).toMatch(/^[0-9a-f]{32}$/)
    expect(sub).not.toBe(bare)
    expect((await storedKeys()).some((key) => key.includes(sub))).toBe(true)
    expect((await storedKeys()).filter((key) => key.includes(bare))).toEqual([])
    const mails = bed.mailsTo(email)
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(`${mail.text} ${mail.html} ${rawHeader(mail, 'List-Unsubscribe')}`).not.toContain(bare)
    }
    expect(rawHeader(mails[1], 'List-Unsubscribe')).toContain(sub)
  })

  it('an earlier channel moves when her page asks for it: still on, its reminder goes out once, an old link still stops it', async () => {
    const now = new Date()
    const earlier = await earlierChannel('earlier@example.com', 'pi_mail_keys_page', now)
    const sub = subscriptionKey(earlier.endpoint)

    // Her reminders page asks whether the channel is still on: it is, and from now on under the keyed id only.
    expect((await bed.status(earlier.endpoint, earlier.headers)).body).toEqual({confirmed: true, pending: false})
    expect((await storedKeys()).filter((key) => key.includes(earlier.legacy))).toEqual([])
    expect(await readSubscription(sub)).toMatchObject({email: 'earlier@example.com', confirmedAt: expect.any(String)})
    expect(await readReminder(sub, MORNING_REMINDER.id)).toMatchObject({sub, time: '08:00', timeZone: TIME_ZONE})
    // Asking again moves nothing more, and another purchaser's token still gets "not on".
    expect((await bed.status(earlier.endpoint, earlier.headers)).body).toEqual({confirmed: true, pending: false})
    const other = bearer(await paidPurchaserToken('pi_mail_keys_other', SECRET))
    expect((await bed.status(earlier.endpoint, other)).body).toEqual({confirmed: false, pending: false})

    expect(await runAtEight(now)).toMatchObject({due: 1, sent: 1, failed: 0})
    expect(bed.mailsTo('earlier@example.com')).toHaveLength(1)

    // The one-click link of a reminder mailed before the move names the earlier key: it still stops them.
    expect((await oneClick(earlier.oneClickUrl)).body).toMatchObject({unsubscribed: true, alreadyUnsubscribed: false})
    expect(await readSubscription(sub)).toBeNull()
    expect((await runAtEight(addMinutes(now, 24 * 60))).sent).toBe(0)
    expect((await oneClick(earlier.oneClickUrl)).body).toMatchObject({alreadyUnsubscribed: true})
  })

  it('the nightly run moves every channel left under an earlier key, once; an old link followed before any move still stops its channel', async () => {
    const now = new Date()
    const quiet = await earlierChannel('quiet@example.com', 'pi_mail_keys_quiet', now)
    const clicked = await earlierChannel('clicked@example.com', 'pi_mail_keys_clicked', now)

    // Followed before any move: the link stops the channel it was mailed for.
    expect((await oneClick(clicked.oneClickUrl)).body).toMatchObject({alreadyUnsubscribed: false})
    expect(await readSubscription(clicked.legacy)).toBeNull()
    expect(await readSubscription(subscriptionKey(clicked.endpoint))).toBeNull()

    const first = await applyRetention(now)
    expect(first.reminderMailChannelsRekeyed).toBe(1)
    expect((await storedKeys()).filter((key) => key.includes(quiet.legacy))).toEqual([])
    expect((await bed.status(quiet.endpoint, quiet.headers)).body).toEqual({confirmed: true, pending: false})
    expect((await applyRetention(now)).reminderMailChannelsRekeyed).toBe(0)
    // Once the nightly run has moved them all, her page's calls look under no earlier key.
    const recorder = blobsRequestRecorder()
    recorder.start()
    try {
      expect((await bed.status(quiet.endpoint, quiet.headers)).body).toEqual({confirmed: true, pending: false})
    } finally {
      recorder.stop()
    }
    expect(recorder.requests.length).toBeGreaterThan(0)
    expect(recorder.requests.filter((request) => request.key.includes(quiet.legacy))).toEqual([])

    expect(await runAtEight(now)).toMatchObject({due: 1, sent: 1})
    expect(bed.mailsTo('quiet@example.com')).toHaveLength(1)
    expect(bed.mailsTo('clicked@example.com')).toHaveLength(0)
  })
})
