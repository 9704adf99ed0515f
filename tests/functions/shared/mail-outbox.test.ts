import ownerMailQueue from '../../../netlify/functions/owner-mail-queue.mts'
import ownerAudit from '../../../netlify/functions/owner-audit.mts'
import sendQueuedMail from '../../../netlify/functions/send-queued-mail.mts'
import {sendMail, type Mail} from '../../../netlify/functions/_shared/mail'
import {outboxOverview, runOutbox} from '../../../netlify/functions/_shared/mail-outbox'
import {MAIL_OUTBOX, retryDelayMinutes} from '../../../src/config/mail-outbox'
import {OWNER_API} from '../../../src/config/owner'
import {call} from '../../support/function-request'
import {startSmtpServer} from '../../support/smtp'
import {fakeDate} from '../../support/until'
import {COACH, ownerCall, signIn} from '../owner/owner-support'

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>

/**
 * The durable mail outbox (docs/mail-outbox.md) against the local SMTP server, stopped and started again on the
 * same port: a mail that can wait is queued while the server is down, delivered once when it is back, never twice
 * (a replayed sender, a second run, two runs at once), and given up on after MAIL_OUTBOX.maxAttempts failures into
 * the dead-letter list the coach reads and retries from.
 */
describe('the mail outbox', () => {
  let smtp: Smtp | null = null
  let port = 0
  /** Every mail the SMTP server received, across its restarts. */
  const delivered: Smtp['received'] = []
  const serverDown = async () => {
    if (!smtp) return
    delivered.push(...smtp.received)
    await smtp.close()
    smtp = null
  }
  const serverUp = async () => {
    smtp = await startSmtpServer(port)
  }
  const allDelivered = () => [...delivered, ...(smtp?.received ?? [])]

  const saved = {...process.env}
  beforeAll(async () => {
    await serverUp()
    port = Number(new URL(smtp!.url).port)
    Object.assign(process.env, {
      SMTP_URL: smtp!.url,
      MAIL_FROM: 'Toolkit <support@example.com>',
      COACH_EMAIL: COACH,
      SITE_URL: 'http://localhost:8888',
      ACCESS_TOKEN_SECRET: 'outbox-test-secret-0123456789abcdef',
    })
  })
  afterAll(async () => {
    process.env = {...saved}
    await serverDown()
  })
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  const receipt = (subject: string): Mail => ({transactional: true, to: 'jane@example.com', subject, text: 'Paid'})
  const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000)

  it('queues a receipt the server cannot take, and delivers it exactly once when the server is back', async () => {
    await serverDown()
    const key = {kind: 'receipt', key: 'receipt:order-1:restore-1'} as const
    const first = await sendMail(receipt('Receipt one'), {queue: key})
    expect(first.via).toBe('queued')
    // A replayed webhook sends the same logical mail again: it is neither queued nor sent a second time.
    expect((await sendMail(receipt('Receipt one'), {queue: key})).via).toBe('duplicate')
    expect((await outboxOverview()).queued).toBe(1)

    const queuedAt = new Date()
    // Not due before its back-off has passed.
    expect(await runOutbox(queuedAt)).toMatchObject({sent: 0, waiting: 1})

    await serverUp()
    const due = minutesAfter(queuedAt, retryDelayMinutes(1) + 1)
    // Two runs of the worker at once: one takes the mail, the other finds it held.
    const [a, b] = await Promise.all([runOutbox(due), runOutbox(due)])
    expect(a.sent + b.sent).toBe(1)
    expect(await runOutbox(minutesAfter(due, 60))).toMatchObject({sent: 0, waiting: 0})
    const received = allDelivered().filter((mail) => mail.subject === 'Receipt one')
    expect(received).toHaveLength(1)
    expect(received[0].to).toMatchObject({text: 'jane@example.com'})

    // Delivered by the outbox: the same logical mail sent again later is still a duplicate, never a second mail.
    expect((await sendMail(receipt('Receipt one'), {queue: key})).via).toBe('duplicate')
    expect(allDelivered().filter((mail) => mail.subject === 'Receipt one')).toHaveLength(1)
  })

  it('a mail wanted now (no queue: the sign-in link, the tracker-key link) fails to its caller and is not kept', async () => {
    await serverDown()
    const before = (await outboxOverview()).queued
    await expect(sendMail(receipt('Sign-in link'))).rejects.toThrow()
    expect((await outboxOverview()).queued).toBe(before)
    await serverUp()
  })

  it('gives a mail up after the last attempt; the coach sees it, retries it once, and the retry is audited', async () => {
    await serverDown()
    expect(
      (await sendMail(receipt('Stuck receipt'), {queue: {kind: 'receipt', key: 'receipt:order-2:restore-2'}})).via,
    ).toBe('queued')
    // The scheduled worker, run each time the back-off has passed, until the last attempt fails.
    let at = new Date()
    for (let attempts = 1; attempts < MAIL_OUTBOX.maxAttempts; attempts += 1) {
      at = minutesAfter(at, retryDelayMinutes(attempts) + 1)
      const run = await runOutbox(at)
      expect(run).toMatchObject(attempts + 1 < MAIL_OUTBOX.maxAttempts ? {retry: 1, dead: 0} : {retry: 0, dead: 1})
    }
    expect(await runOutbox(minutesAfter(at, 24 * 60))).toMatchObject({sent: 0, waiting: 0})

    await serverUp()
    const cookie = await signIn(smtp!)
    expect((await ownerCall(ownerMailQueue, OWNER_API.mailQueue)).status).toBe(401)
    const listed = await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {cookie})
    expect(listed.status).toBe(200)
    expect(listed.body.queued).toBe(0)
    expect(listed.body.dead).toHaveLength(1)
    const [dead] = listed.body.dead
    expect(dead).toMatchObject({
      kind: 'receipt',
      to: 'jane@example.com',
      subject: 'Stuck receipt',
      attempts: MAIL_OUTBOX.maxAttempts,
    })
    expect(dead.lastError).toMatch(/ECONNREFUSED/)
    expect(dead).not.toHaveProperty('text')

    const retry = (body: unknown) => ownerCall(ownerMailQueue, OWNER_API.mailQueue, {method: 'POST', cookie, body})
    expect((await retry({action: 'retry', id: 'not-an-id'})).status).toBe(400)
    expect((await retry({action: 'resend', id: dead.id})).status).toBe(400)
    expect((await retry({action: 'retry', id: 'f'.repeat(64)})).status).toBe(404)
    expect((await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {method: 'DELETE', cookie})).status).toBe(405)
    expect((await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {cookie})).body.dead).toHaveLength(1)

    const retried = await retry({action: 'retry', id: dead.id})
    expect(retried).toMatchObject({status: 200, body: {result: 'sent'}})
    expect(allDelivered().filter((mail) => mail.subject === 'Stuck receipt')).toHaveLength(1)
    expect((await retry({action: 'retry', id: dead.id})).status).toBe(404)
    expect((await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {cookie})).body).toEqual({queued: 0, dead: []})

    const auditLog = await ownerCall(ownerAudit, OWNER_API.audit, {cookie})
    expect(auditLog.body.entries).toContainEqual(
      expect.objectContaining({action: 'mail-retry', target: dead.id, detail: 'receipt to jane@example.com: sent'}),
    )
  })

  it('a retry refused again goes back to the queue with its back-off, not straight to the dead-letter list', async () => {
    await serverDown()
    await sendMail(receipt('Refused twice'), {queue: {kind: 'receipt', key: 'receipt:order-3:restore-3'}})
    let at = new Date()
    for (let attempts = 1; attempts < MAIL_OUTBOX.maxAttempts; attempts += 1) {
      at = minutesAfter(at, retryDelayMinutes(attempts) + 1)
      await runOutbox(at)
    }
    await serverUp()
    const cookie = await signIn(smtp!)
    const {id} = (await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {cookie})).body.dead[0]
    await serverDown()
    const retried = await ownerCall(ownerMailQueue, OWNER_API.mailQueue, {
      method: 'POST',
      cookie,
      body: {action: 'retry', id},
    })
    expect(retried.body).toEqual({result: 'queued'})
    expect(await outboxOverview()).toEqual({queued: 1, dead: []})

    await serverUp()
    // The scheduled function itself, as Netlify runs it, once the first back-off has passed.
    // Only the clock moves on: sockets and the Blobs client keep their real timers.
    fakeDate(minutesAfter(new Date(), retryDelayMinutes(1) + 1))
    try {
      const run = await call(sendQueuedMail, '/.netlify/functions/send-queued-mail')
      expect(run.status).toBe(200)
      expect(run.body).toMatchObject({sent: 1, waiting: 0})
    } finally {
      jest.useRealTimers()
    }
    expect(allDelivered().filter((mail) => mail.subject === 'Refused twice')).toHaveLength(1)
  })
})
