import {createHash} from 'node:crypto'
import webPush from 'web-push'
import schedule from '../../netlify/functions/schedule-reminder.mts'
import subscribe from '../../netlify/functions/subscribe-push.mts'
import tracking from '../../netlify/functions/symptom-tracking.mts'
import unsubscribe from '../../netlify/functions/unsubscribe-push.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {markDisputed, markRefunded} from '../../netlify/functions/_shared/orders'
import {purchaseOwnerId} from '../../netlify/functions/_shared/owner-id'
import {saveSubscription} from '../../netlify/functions/_shared/push-store/subscriptions'
import {subscriptionKey} from '../../netlify/functions/_shared/push-store/records'
import {applyRetention} from '../../netlify/functions/_shared/retention'
import {trackingRecordKey} from '../../netlify/functions/_shared/tracking'
import {paidPurchaserToken} from '../support/purchaser'
import {call} from '../support/function-request'

/**
 * The finding "After a refund she is locked out of her own data" (docs/threat-model.md): deleting her tracking data and stopping her
 * reminders must not need the paid access a refund or dispute revoked, and the refund or dispute itself stops
 * her reminders.
 */
const SECRET = 'her-data-after-refund-secret-0123456789'
const vapid = webPush.generateVAPIDKeys()
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const subscriptionOf = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  keys: {p256dh: P256DH, auth: `auth-${name}-0123456789`},
})
const reminder = {
  id: 'morning',
  time: '08:00',
  title: 'Good Morning!',
  body: 'Check in',
  type: 'morning-checkin',
  enabled: true,
}
const entry = {
  email: 'her@example.com',
  date: '2026-03-01',
  symptoms: {hotFlashes: 3, sleep: 6.5, mood: 3, energy: 4},
  notes: 'warm',
  mood: 3,
  sleep: 6.5,
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const bearer = (token: string) => ({authorization: `Bearer ${token}`})
const keysOf = async (name: 'reminders' | 'pushSubscriptions' | 'tracking', prefix = '') =>
  (await store(STORES[name]).list({prefix})).blobs.map((b) => b.key)

beforeAll(() => {
  Object.assign(process.env, {
    ACCESS_TOKEN_SECRET: SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@example.com',
  })
})

/** A paid purchaser with a tracking record and one reminder on, as the toolkit leaves her. */
async function purchaserWithData(paymentId: string) {
  const token = await paidPurchaserToken(paymentId, SECRET)
  const saved = await call(tracking, '/api/symptom-tracking', {body: entry, headers: bearer(token)})
  expect(saved.status).toBe(201)
  const subscription = subscriptionOf(paymentId)
  expect((await call(subscribe, '/api/subscribe-push', {body: subscription, headers: bearer(token)})).status).toBe(201)
  const scheduled = await call(schedule, '/api/schedule-reminder', {
    body: {...reminder, endpoint: subscription.endpoint, timeZone: 'Europe/Berlin'},
    headers: bearer(token),
  })
  expect(scheduled.status).toBe(200)
  const recordKey = trackingRecordKey(`order:stripe:${paymentId}`, entry.email)
  return {
    token,
    trackerKey: saved.body.trackerKey as string,
    recordKey,
    subscription,
    sub: subscriptionKey(subscription.endpoint),
  }
}

describe('Her data stays hers after a refund (docs/threat-model.md)', () => {
  it('after a refund, the tracker key alone (no access token) deletes her tracking data', async () => {
    const her = await purchaserWithData('pi_refund_delete')
    await markRefunded('stripe:pi_refund_delete', new Date(), {by: 'stripe', reason: 'test'})
    // Paid access is gone…
    const read = await call(tracking, '/api/symptom-tracking', {
      method: 'GET',
      headers: {...bearer(her.token), 'x-tracker-key': her.trackerKey, 'x-tracker-email': 'her@example.com'},
    })
    expect(read.body.code).toBe('order_refunded')
    // …and the browser dropped its token (endAccess): the key alone still deletes, a wrong key does not.
    const wrong = await call(tracking, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {'x-tracker-key': 'not-her-key-0123456789012345678901234567', 'x-tracker-email': 'her@example.com'},
    })
    expect(wrong.status).toBe(403)
    expect(await keysOf('tracking')).toContain(her.recordKey)
    const deleted = await call(tracking, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {'x-tracker-key': her.trackerKey, 'x-tracker-email': 'her@example.com'},
    })
    expect(deleted).toMatchObject({status: 200, body: {deleted: true}})
    expect(await keysOf('tracking')).not.toContain(her.recordKey)
    expect(await keysOf('tracking', `by-key/${sha256(her.trackerKey)}`)).toEqual([])
    // Once deleted, the key opens nothing.
    expect(
      (await call(tracking, '/api/symptom-tracking', {method: 'DELETE', headers: {'x-tracker-key': her.trackerKey}}))
        .status,
    ).toBe(403)
  })

  it('her own token of a refunded order still deletes a record with the email and key', async () => {
    const her = await purchaserWithData('pi_refund_token')
    await markRefunded('stripe:pi_refund_token', new Date(), {by: 'stripe', reason: 'test'})
    // A record saved before the key index existed: only the token, email and key find it.
    await store(STORES.tracking).delete(`by-key/${sha256(her.trackerKey)}`)
    const deleted = await call(tracking, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {...bearer(her.token), 'x-tracker-key': her.trackerKey, 'x-tracker-email': 'her@example.com'},
    })
    expect(deleted).toMatchObject({status: 200, body: {deleted: true}})
    expect(await keysOf('tracking')).not.toContain(her.recordKey)
  })

  it('a refund stops her reminders: subscription and reminders deleted', async () => {
    const her = await purchaserWithData('pi_refund_reminders')
    expect(await keysOf('reminders', `r/${her.sub}/`)).toHaveLength(1)
    await markRefunded('stripe:pi_refund_reminders', new Date(), {by: 'stripe', reason: 'test'})
    expect(await keysOf('reminders', `r/${her.sub}/`)).toEqual([])
    expect((await keysOf('reminders', 'due/')).length).toBe(0)
    expect(await store(STORES.pushSubscriptions).get(her.sub)).toBeNull()
  })

  it('a dispute stops her reminders too', async () => {
    const her = await purchaserWithData('pi_dispute_reminders')
    await markDisputed('stripe:pi_dispute_reminders', new Date(), 'stripe')
    expect(await keysOf('reminders', `r/${her.sub}/`)).toEqual([])
    expect(await store(STORES.pushSubscriptions).get(her.sub)).toBeNull()
  })

  it('after a refund, her browser stops its reminders without paid access', async () => {
    const her = await purchaserWithData('pi_refund_stop')
    await markRefunded('stripe:pi_refund_stop', new Date(), {by: 'stripe', reason: 'test'})
    expect(
      (await call(subscribe, '/api/subscribe-push', {body: her.subscription, headers: bearer(her.token)})).status,
    ).toBe(403)
    // The refund already removed the subscription; it is put back under her purchase for the paths below (as one the
    // refund had not reached yet would be).
    await saveSubscription(her.subscription, purchaseOwnerId('stripe:pi_refund_stop'), new Date())
    // Turning a reminder off with her refunded token is allowed (on is not).
    const off = await call(schedule, '/api/schedule-reminder', {
      body: {...reminder, enabled: false, endpoint: her.subscription.endpoint, timeZone: 'Europe/Berlin'},
      headers: bearer(her.token),
    })
    expect(off).toMatchObject({status: 200, body: {enabled: false}})
    const on = await call(schedule, '/api/schedule-reminder', {
      body: {...reminder, endpoint: her.subscription.endpoint, timeZone: 'Europe/Berlin'},
      headers: bearer(her.token),
    })
    expect(on.body.code).toBe('order_refunded')
    // Unsubscribing with the subscription's own secret needs no token at all; a wrong secret and no token is refused.
    const forged = await call(unsubscribe, '/api/unsubscribe-push', {
      body: {...her.subscription, keys: {...her.subscription.keys, auth: 'guessed-auth-secret-0000'}},
    })
    expect(forged.status).toBe(401)
    expect(await store(STORES.pushSubscriptions).get(her.sub)).not.toBeNull()
    expect(await call(unsubscribe, '/api/unsubscribe-push', {body: her.subscription})).toMatchObject({
      status: 200,
      body: {ok: true},
    })
    expect(await store(STORES.pushSubscriptions).get(her.sub)).toBeNull()
  })

  it('retention removes key-index entries whose record is gone', async () => {
    const her = await purchaserWithData('pi_retention_index')
    const index = `by-key/${sha256(her.trackerKey)}`
    expect(await store(STORES.tracking).get(index, {type: 'json'})).toEqual({recordKey: her.recordKey})
    await store(STORES.tracking).delete(her.recordKey)
    await applyRetention(new Date())
    expect(await keysOf('tracking', index)).toEqual([])
  })
})
