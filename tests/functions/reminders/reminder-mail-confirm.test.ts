import {addMinutes} from 'date-fns'
import confirmMail from '../../../netlify/functions/reminder-mail-confirm.mts'
import schedule from '../../../netlify/functions/schedule-reminder.mts'
import testReminder from '../../../netlify/functions/test-reminder.mts'
import {sendDueReminders} from '../../../netlify/functions/_shared/push-send'
import {readSubscription} from '../../../netlify/functions/_shared/push-store/keys'
import {subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {writeLastRun} from '../../../netlify/functions/_shared/push-store/run-state'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {REMINDER_MAIL_CONFIRM_HOURS} from '../../../src/config/retention'
import {useReminderMailWorld} from '../../support/reminder-mail-bed'
import {call} from '../../support/function-request'
import {paidPurchaserToken} from '../../support/purchaser'
import {rawHeader} from '../../support/smtp'

/** See DECISIONS 39. The daily reminder email goes only to an address she confirmed from the link mailed to it. */
const SECRET = 'reminder-confirm-test-secret-0123456789'
// Several purchases, mails and refunds per test: under the full suite on a shared machine they take seconds.
jest.setTimeout(30_000)
const bed = useReminderMailWorld(SECRET)
const {optIn, status, confirm, mailsTo} = bed
afterEach(() => jest.useRealTimers())
const CONFIRM_SUBJECT = 'Confirm your daily reminder emails'
const evening = {
  id: 'walk',
  time: '19:30',
  title: 'Evening walk',
  body: 'Twenty minutes outside',
  type: 'custom',
  enabled: true,
}
const keepTimers: {doNotFake: Array<'setTimeout' | 'setImmediate' | 'nextTick'>} = {
  doNotFake: ['setTimeout', 'setImmediate', 'nextTick'],
}

const LINK = /^https:\/\/toolkit\.example\.com\/confirm-reminder-email\?token=([\w.-]+)$/m
const tokensTo = (email: string) =>
  mailsTo(email)
    .filter((mail) => mail.subject === CONFIRM_SUBJECT)
    .map((mail) => (LINK.exec(mail.text ?? '') ?? [])[1])
const stored = (email: string) => readSubscription(subscriptionKey(`mailto:${email}`))

describe('double opt-in of the daily reminder email (DECISIONS 39)', () => {
  it('a pending address gets its confirmation link and no reminder; once confirmed, the reminder comes at her time, once', async () => {
    const email = 'pending@example.com'
    const endpoint = `mailto:${email}`
    // Thursday 12 March 2026, 10:00 in New York (EDT since 8 March): she opts in and turns on a 19:30 reminder.
    jest.useFakeTimers({now: new Date('2026-03-12T14:00:00Z'), ...keepTimers})
    expect(await optIn(email)).toMatchObject({status: 202, body: {confirmed: false, pending: true, endpoint}})
    const scheduled = await call(schedule, '/api/schedule-reminder', {
      body: {...evening, endpoint, timeZone: 'America/New_York'},
      headers: bed.auth,
    })
    jest.useRealTimers()
    expect(scheduled).toMatchObject({status: 200, body: {nextDue: '2026-03-12T23:30:00.000Z'}})

    // The confirmation mail: a link built on SITE_URL, a text and an HTML part, and as its one-click unsubscribe the
    // "this wasn't me" of the address that did not ask (DECISIONS 47).
    const [confirmation] = mailsTo(email)
    expect(mailsTo(email)).toHaveLength(1)
    expect(confirmation.subject).toBe(CONFIRM_SUBJECT)
    expect(confirmation.text).toContain(`within ${REMINDER_MAIL_CONFIRM_HOURS} hours`)
    expect(confirmation.html).toContain('href="https://toolkit.example.com/confirm-reminder-email?token=')
    expect(rawHeader(confirmation, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/toolkit\.example\.com\/api\/unsubscribe\?token=nm\./,
    )
    const [token] = tokensTo(email)

    // Pending: the page is told so, the test reminder is refused, and the scheduler sends nothing at 19:30.
    expect((await status(endpoint)).body).toEqual({confirmed: false, pending: true})
    expect(await call(testReminder, '/api/test-reminder', {body: {endpoint}, headers: bed.auth})).toMatchObject({
      status: 409,
      body: {code: 'address_not_confirmed'},
    })
    const thursday = new Date('2026-03-12T23:30:00Z')
    await writeLastRun(addMinutes(thursday, -3))
    expect(await sendDueReminders(addMinutes(thursday, 1))).toMatchObject({due: 1, sent: 0})
    expect(mailsTo(email)).toHaveLength(1)

    // She follows the link that evening (within its time): confirmed, and the page may say "on".
    jest.useFakeTimers({now: addMinutes(thursday, 30), ...keepTimers})
    expect(await confirm(token)).toMatchObject({status: 200, body: {confirmed: true}})
    jest.useRealTimers()
    expect(await stored(email)).toEqual({endpoint, email, confirmedAt: expect.any(String)})
    expect((await status(endpoint)).body).toEqual({confirmed: true, pending: false})

    // Friday 19:30 her time: the reminder comes once, however often the scheduler runs.
    const friday = new Date('2026-03-13T23:30:00Z')
    await writeLastRun(addMinutes(friday, -3))
    expect(await sendDueReminders(addMinutes(friday, -1))).toMatchObject({sent: 0})
    expect(await sendDueReminders(addMinutes(friday, 1))).toMatchObject({due: 1, sent: 1})
    await writeLastRun(addMinutes(friday, -3))
    expect(await sendDueReminders(addMinutes(friday, 2))).toMatchObject({sent: 0})
    const reminders = mailsTo(email).filter((mail) => mail.subject === 'Reminder: Evening walk')
    expect(reminders).toHaveLength(1)
    expect(rawHeader(reminders[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The used link: a clear 409, nothing changes; asking again for a confirmed address mails nothing more.
    const before = await stored(email)
    jest.useFakeTimers({now: addMinutes(friday, 5), ...keepTimers})
    expect(await confirm(token)).toMatchObject({status: 409, body: {code: 'reminder_link_used'}})
    jest.useRealTimers()
    expect(await stored(email)).toEqual(before)
    expect(await optIn(email)).toMatchObject({status: 200, body: {confirmed: true, pending: false, endpoint}})
    expect(tokensTo(email)).toHaveLength(1)
  })

  it('an expired, forged, foreign or replaced link gets a 4xx JSON answer and changes nothing', async () => {
    const email = 'links@example.com'
    const issuedAt = new Date()
    await optIn(email)
    await optIn(email) // a second request replaces the first link
    const [first, second] = tokensTo(email)
    const pending = await stored(email)
    expect(pending).toMatchObject({confirmedAt: null})

    expect(await confirm(first)).toMatchObject({status: 409, body: {code: 'reminder_link_used'}})
    const forged = second.replace(/\.[^.]+$/, '.AAAA')
    expect(await confirm(forged)).toMatchObject({status: 400, body: {code: 'invalid_reminder_link'}})
    expect(await confirm('not-a-token')).toMatchObject({status: 400, body: {code: 'invalid_reminder_link'}})
    expect(await confirm(second, 'production')).toMatchObject({status: 400, body: {code: 'invalid_reminder_link'}})
    expect(await call(confirmMail, '/api/reminder-mail/confirm', {body: {}})).toMatchObject({status: 400})
    jest.useFakeTimers({now: addMinutes(issuedAt, REMINDER_MAIL_CONFIRM_HOURS * 60 + 1), ...keepTimers})
    expect(await confirm(second)).toMatchObject({status: 410, body: {code: 'reminder_link_expired'}})
    jest.useRealTimers()
    expect(await stored(email)).toEqual(pending)

    // Within its time the latest link still works.
    expect(await confirm(second)).toMatchObject({status: 200})
  })

  it('another purchaser entering a confirmed address changes nothing: her reminders keep coming (DECISIONS 47)', async () => {
    const email = 'shared@example.com'
    const endpoint = `mailto:${email}`
    jest.useFakeTimers({now: new Date('2026-04-01T08:00:00Z'), ...keepTimers})
    await optIn(email)
    await call(schedule, '/api/schedule-reminder', {
      body: {...evening, endpoint, timeZone: 'Europe/London'},
      headers: bed.auth,
    })
    expect((await confirm(tokensTo(email)[0])).status).toBe(200)
    jest.useRealTimers()

    const other = {authorization: `Bearer ${await paidPurchaserToken('pi_reminder_confirm_other', SECRET)}`}
    expect(await optIn(email, other)).toMatchObject({status: 202, body: {pending: true}})
    expect(await stored(email)).toMatchObject({confirmedAt: expect.any(String)})
    // 19:30 in London (BST) on 1 April is 18:30Z: her reminder goes as before.
    const due = new Date('2026-04-01T18:30:00Z')
    await writeLastRun(addMinutes(due, -3))
    expect(await sendDueReminders(addMinutes(due, 1))).toMatchObject({sent: 1})
    expect(mailsTo(email).filter((mail) => mail.subject === 'Reminder: Evening walk')).toHaveLength(1)
  })

  it('retention deletes an address never confirmed once its link expired, and keeps a confirmed one', async () => {
    const asked = new Date('2026-05-04T09:00:00Z')
    jest.useFakeTimers({now: asked, ...keepTimers})
    await optIn('never@example.com')
    await optIn('confirmed@example.com')
    expect((await confirm(tokensTo('confirmed@example.com')[0])).status).toBe(200)
    jest.useRealTimers()
    // Within the link's time nothing goes; after it, the unconfirmed address goes with its reminders.
    await applyRetention(addMinutes(asked, REMINDER_MAIL_CONFIRM_HOURS * 60 - 1))
    expect(await stored('never@example.com')).not.toBeNull()
    const summary = await applyRetention(addMinutes(asked, REMINDER_MAIL_CONFIRM_HOURS * 60 + 1))
    expect(summary.reminderMailChannelsDeleted).toBeGreaterThanOrEqual(1)
    expect(await stored('never@example.com')).toBeNull()
    expect(await stored('confirmed@example.com')).toMatchObject({confirmedAt: expect.any(String)})
  })
})
