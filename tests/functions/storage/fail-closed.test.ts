import sessionHandler from '../../../netlify/functions/owner-session.mts'
import signInHandler from '../../../netlify/functions/owner-sign-in.mts'
import messagesHandler from '../../../netlify/functions/owner-messages.mts'
import {contactMessages} from '../../../netlify/functions/_shared/contact-messages'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {OWNER_API} from '../../../src/config/owner'
import {REMINDER_TYPES, type Reminder} from '../../../src/lib/api-contract/reminders'
import {UnconditionalWriteError} from '../../../netlify/functions/_shared/conditional-update'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {markRefunded, recordOrder} from '../../../netlify/functions/_shared/orders'
import {readStoredReminder, scheduleReminder} from '../../../netlify/functions/_shared/push-store/schedule'
import {readSubscription} from '../../../netlify/functions/_shared/push-store/keys'
import {saveSubscription} from '../../../netlify/functions/_shared/push-store/subscriptions'
import {recordCapture, undoCapture} from '../../../netlify/functions/_shared/email-list'
import {startETaglessBlobsProxy} from '../../support/etagless-blobs-proxy'
import {COACH, linkToken, ownerCall, ownerEnv} from '../owner/owner-support'

/**
 * The threat model's storage under `npm start` (docs/threat-model.md): a read-modify-write that cannot be made conditional (the storage gave no
 * ETag, as Netlify's stock local server does) writes nothing and answers 503, never a 2xx. orders.ts used to
 * write such a change unconditionally.
 */
describe('A write that cannot be conditional fails closed (docs/threat-model.md)', () => {
  const realContext = process.env.NETLIFY_BLOBS_CONTEXT as string
  const {siteID, token} = JSON.parse(Buffer.from(realContext, 'base64').toString('utf8')) as {
    siteID: string
    token: string
  }
  let proxy: Awaited<ReturnType<typeof startETaglessBlobsProxy>>
  beforeAll(async () => {
    proxy = await startETaglessBlobsProxy(process.env.TEST_BLOBS_URL as string)
  })
  afterEach(() => {
    process.env.NETLIFY_BLOBS_CONTEXT = realContext
  })
  afterAll(() => proxy.close())

  const withoutETags = async <T>(task: () => Promise<T>) => {
    process.env.NETLIFY_BLOBS_CONTEXT = proxy.contextFor(siteID, token)
    try {
      return await task()
    } finally {
      process.env.NETLIFY_BLOBS_CONTEXT = realContext
    }
  }

  it('orders: a refund without an ETag writes nothing and throws, never an unconditional write', async () => {
    const {order} = await recordOrder(
      {provider: 'stripe', providerId: 'pi_no_etag', amountCents: 3700, currency: 'USD', coupon: null, email: null},
      new Date(),
    )
    await expect(
      withoutETags(() => markRefunded(order.id, new Date(), {by: 'stripe', reason: 'test'})),
    ).rejects.toBeInstanceOf(UnconditionalWriteError)
    expect(await getOrderById(order.id)).toMatchObject({state: 'paid'})
    // With ETags the same change goes through.
    expect((await markRefunded(order.id, new Date(), {by: 'stripe', reason: 'test'})).changed).toBe(true)
  })

  it('handlers answer 503 (busy) and write nothing: the one-time sign-in link is not spent, a message is not marked read', async () => {
    const env = await ownerEnv()
    try {
      await ownerCall(signInHandler, '/api/owner/sign-in', {method: 'POST', body: {email: COACH}})
      const link = linkToken(env.smtp.received.at(-1)?.text ?? '')
      expect(link).toBeTruthy()
      const busy = await withoutETags(() =>
        ownerCall(sessionHandler, '/api/owner/session', {method: 'POST', body: {token: link}}),
      )
      expect(busy.status).toBe(503)
      expect(busy.body.code).toBe('busy')
      expect(busy.headers.get('retry-after')).toBe('1')
      const signedIn = await ownerCall(sessionHandler, '/api/owner/session', {method: 'POST', body: {token: link}})
      expect(signedIn.status).toBe(200)

      // Marking a contact message read: no ETag, no write (it could bring back a message deleted meanwhile).
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]
      const id = crypto.randomUUID()
      const key = `2026-01-01T00:00:00.000Z-${id}`
      await contactMessages.set(key, {
        id,
        name: 'A',
        email: 'a@example.com',
        subject: 'Hi',
        message: 'hello',
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      const patch = await withoutETags(() =>
        ownerCall(messagesHandler, OWNER_API.messages, {method: 'PATCH', cookie, body: {id, read: true}}),
      )
      expect(patch.status).toBe(503)
      expect(await store(STORES.contact).get(key, {type: 'json'})).not.toHaveProperty('readAt')
      expect(
        (await ownerCall(messagesHandler, OWNER_API.messages, {method: 'PATCH', cookie, body: {id, read: true}}))
          .status,
      ).toBe(200)
      expect(await store(STORES.contact).get(key, {type: 'json'})).toHaveProperty('readAt', expect.any(String))
    } finally {
      await env.close()
    }
  })

  it('the remaining read-modify-writes go through the conditional-update helper: push subscriptions, reminders, captures (docs/threat-model.md)', async () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/fail-closed-1',
      keys: {p256dh: 'BPublicKeyForFailClosedTest', auth: 'authsecret'},
    }
    const sub = await saveSubscription(subscription, 'token:a', new Date('2026-01-01T00:00:00Z'))
    // Re-saving with new keys, no ETag: nothing written.
    const rotated = {...subscription, keys: {p256dh: 'BRotatedKey', auth: 'newauth'}}
    await expect(
      withoutETags(() => saveSubscription(rotated, 'token:a', new Date('2026-01-02T00:00:00Z'))),
    ).rejects.toBeInstanceOf(UnconditionalWriteError)
    expect(await readSubscription(sub)).toMatchObject({keys: subscription.keys})

    const reminder: Reminder = {
      id: 'r1',
      time: '20:00',
      title: 'Evening',
      body: 'Log today',
      type: REMINDER_TYPES[0],
      enabled: true,
    }
    await scheduleReminder(reminder, sub, 'Europe/London', new Date('2026-01-01T00:00:00Z'))
    const before = await readStoredReminder(sub, 'r1')
    await expect(
      withoutETags(() => scheduleReminder({...reminder, time: '21:00'}, sub, 'Europe/London', new Date())),
    ).rejects.toBeInstanceOf(UnconditionalWriteError)
    expect(await readStoredReminder(sub, 'r1')).toEqual(before)

    // Undoing an email capture after a failed send: no ETag, the record stays as it is. Captures are keyed by a keyed
    // hash of the address (email.ts); the back office's test above took its secret away with its environment.
    process.env.ACCESS_TOKEN_SECRET ??= 'fail-closed-test-secret-0123456789abcdef'
    await recordCapture('undo@example.com', 'footer', false, new Date())
    const {previous} = await recordCapture('undo@example.com', 'quiz', false, new Date())
    expect(previous).not.toBeNull()
    await expect(withoutETags(() => undoCapture('undo@example.com', previous))).rejects.toBeInstanceOf(
      UnconditionalWriteError,
    )
  })
})
