import {isIndexKey} from '../../netlify/functions/_shared/paged-index'
import {milliseconds} from 'date-fns/milliseconds'
import handler from '../../netlify/functions/cleanup-personal-data.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {outboxOverview} from '../../netlify/functions/_shared/mail-outbox'
import {audit, readAudit} from '../../netlify/functions/_shared/owner/audit'
import {currentRecordKey} from '../../netlify/functions/_shared/tracking'
import {RETENTION} from '../../src/config/retention'
import {call} from '../support/function-request'

const DAY = milliseconds({days: 1})
/** An ISO time `days` days ago, give or take an hour so the boundary is clear. */
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY + hours * 60 * 60 * 1000).toISOString()
/** The records of a store (never the lists the back office pages through, kept beside them). */
const keys = async (name: (typeof STORES)[keyof typeof STORES]) =>
  (await store(name).list()).blobs
    .map((blob) => blob.key)
    .filter((key) => !isIndexKey(key))
    .sort()
const get = (name: (typeof STORES)[keyof typeof STORES], key: string) => store(name).get(key, {type: 'json'})

jest.spyOn(console, 'log').mockImplementation(() => undefined)
// An unsubscribe goes onto the suppression list before its address goes; the list's ids are keyed (suppression.ts).
process.env.ACCESS_TOKEN_SECRET ??= 'cleanup-personal-data-test-secret-0123456789'

describe('cleanup-personal-data (daily retention)', () => {
  beforeAll(async () => {
    const assessments = store(STORES.assessments)
    await assessments.setJSON(`${daysAgo(RETENTION.assessmentDays + 2).slice(0, 10)}/old`, {
      createdAt: daysAgo(RETENTION.assessmentDays + 2),
    })
    await assessments.setJSON(`${daysAgo(RETENTION.assessmentDays - 2).slice(0, 10)}/kept`, {
      createdAt: daysAgo(RETENTION.assessmentDays - 2),
    })

    // Under bare hashes, as earlier versions keyed records: the run moves them to their keyed keys first (tracking.ts).
    const tracking = store(STORES.tracking)
    const record = (updatedAt: string) => ({keyHash: 'a'.repeat(64), entries: {}, createdAt: updatedAt, updatedAt})
    await tracking.setJSON('b'.repeat(64), record(daysAgo(RETENTION.trackingInactiveDays, -1)))
    await tracking.setJSON(`pending/${'b'.repeat(64)}/2025-01-01/x`, {date: '2025-01-01'})
    await tracking.setJSON('c'.repeat(64), {
      ...record(daysAgo(RETENTION.trackingInactiveDays, 1)),
      recovery: {codeHash: 'e'.repeat(64), email: 'lost@example.com', expiresAt: daysAgo(0, -1)},
    })
    await tracking.setJSON(`pending/${'d'.repeat(64)}/2025-01-01/x`, {date: '2025-01-01'})

    const contact = store(STORES.contact)
    await contact.setJSON(`${daysAgo(RETENTION.contactMessageDays, -1)}-old`, {message: 'old'})
    await contact.setJSON(`${daysAgo(RETENTION.contactMessageDays, 1)}-kept`, {message: 'kept'})

    await audit({action: 'resend-receipt', target: 'stripe:pi_old'}, new Date(daysAgo(RETENTION.auditLogDays, -1)))
    await audit({action: 'resend-receipt', target: 'stripe:pi_kept'}, new Date(daysAgo(RETENTION.auditLogDays, 1)))

    // Two mails the outbox gave up on, as it stores them: one past the period, one not yet.
    const deadMail = (to: string, deadAt: string) => ({
      key: `receipt:${to}`,
      kind: 'receipt',
      envelope: {
        from: 'coach@example.com',
        to,
        subject: 'Your receipt',
        text: 'Thank you.',
        html: '<p>Thank you.</p>',
        headers: {},
      },
      checkSuppression: false,
      queuedAt: deadAt,
      attempts: 8,
      nextAttemptAt: deadAt,
      lastError: '421 try later',
      leaseUntil: null,
      deadAt,
    })
    const mailQueue = store(STORES.mailQueue)
    await mailQueue.setJSON('dead/old', deadMail('gone@example.com', daysAgo(RETENTION.deadMailDays, -1)))
    await mailQueue.setJSON('dead/kept', deadMail('kept@example.com', daysAgo(RETENTION.deadMailDays, 1)))

    const captures = store(STORES.emailCaptures)
    const capture = (email: string, updatedAt: string, unsubscribedAt?: string) => ({
      email,
      source: 'x',
      sources: ['x'],
      createdAt: updatedAt,
      updatedAt,
      unsubscribedAt,
    })
    await captures.setJSON('stale', capture('stale@example.com', daysAgo(RETENTION.emailCaptureDays, -1)))
    // As older versions stored them, without `updatedAt`: the period counts from when the address was given.
    const {updatedAt: _staleSince, ...olderStale} = capture(
      'older@example.com',
      daysAgo(RETENTION.emailCaptureDays, -1),
    )
    await captures.setJSON('older-stale', olderStale)
    const {updatedAt: _activeSince, ...olderActive} = capture(
      'older-active@example.com',
      daysAgo(RETENTION.emailCaptureDays, 1),
    )
    await captures.setJSON('older-active', olderActive)
    await captures.setJSON('active', capture('active@example.com', daysAgo(RETENTION.emailCaptureDays, 1)))
    await captures.setJSON(
      'left-long-ago',
      capture('left@example.com', daysAgo(400), daysAgo(RETENTION.unsubscribedEmailDays, -1)),
    )
    await captures.setJSON(
      'left-recently',
      capture('recent@example.com', daysAgo(400), daysAgo(RETENTION.unsubscribedEmailDays, 1)),
    )
  })

  it('deletes or anonymises exactly what is past the periods the privacy policy states', async () => {
    const res = await call(handler, '/.netlify/functions/cleanup-personal-data')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      assessmentsDeleted: 1,
      trackingRecordsDeleted: 1,
      contactMessagesDeleted: 1,
      auditEntriesDeleted: 1,
      deadMailsDeleted: 1,
      emailCapturesDeleted: 2,
      emailAddressesRemoved: 1,
      emailAddressesRekeyed: 0,
      trackingRecordsRekeyed: 2,
      pendingPaymentsDeleted: 0,
      reminderMailChannelsDeleted: 0,
      reminderMailChannelsRekeyed: 0,
      complete: true,
    })

    expect((await keys(STORES.assessments)).map((key) => key.split('/')[1])).toEqual(['kept'])
    expect(await keys(STORES.tracking)).toEqual([currentRecordKey('c'.repeat(64))])
    // An expired one-time link takes its copy of the address with it.
    expect(JSON.stringify(await get(STORES.tracking, currentRecordKey('c'.repeat(64))))).not.toContain(
      'lost@example.com',
    )
    expect((await keys(STORES.contact)).map((key) => key.slice(25))).toEqual(['kept'])
    // The audit log's old entry is gone from the store and from the log the coach pages through.
    expect((await keys(STORES.owner)).filter((key) => key.startsWith('audit/'))).toHaveLength(1)
    expect((await readAudit(undefined, 10)).entries.map((entry) => entry.target)).toEqual(['stripe:pi_kept'])
    // The coach's dead-letter list keeps only the mail not yet past the period, and its address.
    expect((await outboxOverview()).dead.map((mail) => mail.to)).toEqual(['kept@example.com'])
    expect(await keys(STORES.emailCaptures)).toEqual(['active', 'left-long-ago', 'left-recently', 'older-active'])
    // The unsubscribed address is gone but its record stays, so the address is never mailed again.
    expect(await get(STORES.emailCaptures, 'left-long-ago')).toMatchObject({
      email: null,
      unsubscribedAt: expect.any(String),
    })
    expect(await get(STORES.emailCaptures, 'left-recently')).toMatchObject({email: 'recent@example.com'})
  })

  it('changes nothing more when run again', async () => {
    const res = await call(handler, '/.netlify/functions/cleanup-personal-data')
    expect(res.body).toEqual({
      assessmentsDeleted: 0,
      trackingRecordsDeleted: 0,
      contactMessagesDeleted: 0,
      auditEntriesDeleted: 0,
      deadMailsDeleted: 0,
      emailCapturesDeleted: 0,
      emailAddressesRemoved: 0,
      emailAddressesRekeyed: 0,
      trackingRecordsRekeyed: 0,
      pendingPaymentsDeleted: 0,
      reminderMailChannelsDeleted: 0,
      reminderMailChannelsRekeyed: 0,
      complete: true,
    })
  })
})
