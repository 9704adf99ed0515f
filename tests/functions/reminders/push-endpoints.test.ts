import {TEST_REVIEWER_CODE} from '../../support/reviewer-code'
import webPush from 'web-push'
import schedule from '../../../netlify/functions/schedule-reminder.mts'
import subscribe from '../../../netlify/functions/subscribe-push.mts'
import unsubscribe from '../../../netlify/functions/unsubscribe-push.mts'
import vapidPublicKey from '../../../netlify/functions/vapid-public-key.mts'
import {signAccessToken} from '../../../netlify/functions/_shared/access-token'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {readReminder} from '../../../netlify/functions/_shared/push-store/schedule'
import {subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {call} from '../../support/function-request'
import {paidPurchaserToken} from '../../support/purchaser'
import {MORNING_REMINDER} from '../../support/reminders'

const SECRET = 'push-endpoints-test-secret-0123456789'
const vapid = webPush.generateVAPIDKeys()
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
}
const sub = subscriptionKey(subscription.endpoint)
const reminder = MORNING_REMINDER

let auth: Record<string, string>
beforeAll(async () => {
  Object.assign(process.env, {
    ACCESS_TOKEN_SECRET: SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:support@example.com',
  })
  auth = {
    authorization: `Bearer ${await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET)}`,
  }
})

const keys = async (name: 'reminders' | 'pushSubscriptions', prefix = '') =>
  (await store(STORES[name]).list({prefix})).blobs.map((b) => b.key).sort()

describe('GET /api/vapid-public-key', () => {
  it('answers the public key', async () => {
    const res = await call(vapidPublicKey, '/api/vapid-public-key', {method: 'GET'})
    expect(res).toMatchObject({status: 200, body: {publicKey: vapid.publicKey}})
  })

  it('answers 500 naming the variable when the key is not configured', async () => {
    delete process.env.VAPID_PUBLIC_KEY
    const res = await call(vapidPublicKey, '/api/vapid-public-key', {method: 'GET'})
    process.env.VAPID_PUBLIC_KEY = vapid.publicKey
    expect(res).toMatchObject({
      status: 500,
      body: {code: 'missing_config', error: expect.stringContaining('VAPID_PUBLIC_KEY')},
    })
  })
})

describe('POST /api/subscribe-push and /api/unsubscribe-push', () => {
  it('needs a valid access token', async () => {
    expect((await call(subscribe, '/api/subscribe-push', {body: subscription})).status).toBe(401)
    expect(
      (await call(subscribe, '/api/subscribe-push', {body: subscription, headers: {authorization: 'Bearer forged'}}))
        .status,
    ).toBe(401)
    expect(await keys('pushSubscriptions')).toEqual([])
  })

  it.each([
    ['no keys', {endpoint: subscription.endpoint}],
    ['an http endpoint', {...subscription, endpoint: 'http://push.example.com/x'}],
    ['an empty auth key', {...subscription, keys: {...subscription.keys, auth: ''}}],
  ])('refuses a subscription with %s', async (_case, body) => {
    const res = await call(subscribe, '/api/subscribe-push', {body, headers: auth})
    expect(res).toMatchObject({status: 400, body: {code: 'invalid_request'}})
    expect(await keys('pushSubscriptions')).toEqual([])
  })

  it('stores the subscription, then forgets it with its reminders', async () => {
    expect(await call(subscribe, '/api/subscribe-push', {body: subscription, headers: auth})).toMatchObject({
      status: 201,
      body: {ok: true},
    })
    expect(await store(STORES.pushSubscriptions).get(sub, {type: 'json'})).toEqual(subscription)
    await call(schedule, '/api/schedule-reminder', {
      body: {...reminder, endpoint: subscription.endpoint, timeZone: 'Europe/Berlin'},
      headers: auth,
    })
    expect(await keys('reminders', `r/${sub}/`)).toHaveLength(1)

    expect(await call(unsubscribe, '/api/unsubscribe-push', {body: subscription, headers: auth})).toMatchObject({
      status: 200,
      body: {ok: true},
    })
    expect(await keys('pushSubscriptions')).toEqual([])
    expect(await keys('reminders')).toEqual([])
    // Repeating changes nothing: it is not there any more (404, as one that is not hers; DECISIONS 47).
    expect((await call(unsubscribe, '/api/unsubscribe-push', {body: subscription, headers: auth})).status).toBe(404)
    expect(await keys('pushSubscriptions')).toEqual([])
  })

  it('answers 405 to other methods', async () => {
    expect((await call(subscribe, '/api/subscribe-push', {method: 'GET'})).status).toBe(405)
    expect((await call(unsubscribe, '/api/unsubscribe-push', {method: 'GET'})).status).toBe(405)
  })
})

describe('POST /api/schedule-reminder', () => {
  beforeAll(() => call(subscribe, '/api/subscribe-push', {body: subscription, headers: auth}))
  const post = (body: object, headers = auth) => call(schedule, '/api/schedule-reminder', {body, headers})

  it('puts an enabled reminder on the schedule at its next local time, indexed by due minute', async () => {
    const before = Date.now()
    const res = await post({...reminder, endpoint: subscription.endpoint, timeZone: 'America/New_York'})
    expect(res).toMatchObject({status: 200, body: {ok: true, enabled: true}})
    const due = new Date(res.body.nextDue)
    expect(due.getTime()).toBeGreaterThan(before)
    expect(due.getTime() - before).toBeLessThanOrEqual(25 * 60 * 60 * 1000)
    expect(
      new Intl.DateTimeFormat('en-GB', {timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit'}).format(due),
    ).toBe('08:00')
    const record = await readReminder(sub, '1')
    expect(record).toMatchObject({title: 'Good Morning!', timeZone: 'America/New_York', nextDue: res.body.nextDue})
    // Indexed by its UTC minute of the day, in the shard of its subscription.
    expect(await keys('reminders', 'due/')).toEqual([`due/${res.body.nextDue.slice(11, 16)}/${sub[0]}`])
    expect(
      await store(STORES.reminders).get(`due/${res.body.nextDue.slice(11, 16)}/${sub[0]}`, {type: 'json'}),
    ).toEqual([expect.objectContaining({sub, id: '1', subscription})])
  })

  it('moves the index entry when the time changes, and removes it when disabled', async () => {
    const res = await post({...reminder, time: '21:15', endpoint: subscription.endpoint, timeZone: 'Asia/Tokyo'})
    expect(await keys('reminders', 'due/')).toEqual([`due/${res.body.nextDue.slice(11, 16)}/${sub[0]}`])
    expect(
      await post({...reminder, enabled: false, endpoint: subscription.endpoint, timeZone: 'Asia/Tokyo'}),
    ).toMatchObject({status: 200, body: {enabled: false}})
    expect(await keys('reminders')).toEqual([])
  })

  it('keeps the supplement of the midday reminder', async () => {
    await post({
      id: '2',
      time: '12:00',
      title: 'Midday Supplement Reminder',
      body: 'Time for your midday supplements',
      type: 'supplement-reminder',
      enabled: true,
      supplement: 'Magnesium',
      endpoint: subscription.endpoint,
      timeZone: 'UTC',
    })
    expect(await readReminder(sub, '2')).toMatchObject({supplement: 'Magnesium'})
    await post({
      id: '2',
      time: '12:00',
      title: 'x',
      body: '',
      type: 'supplement-reminder',
      enabled: false,
      endpoint: subscription.endpoint,
      timeZone: 'UTC',
    })
  })

  it('answers 404 for an endpoint that never subscribed, storing nothing', async () => {
    const res = await post({...reminder, endpoint: 'https://push.example.com/send/unknown', timeZone: 'UTC'})
    expect(res).toMatchObject({status: 404, body: {code: 'subscription_not_found'}})
    expect(await keys('reminders')).toEqual([])
  })

  it.each([
    ['a bad time', {time: '8am'}],
    ['an unknown time zone', {timeZone: 'Mars/Olympus'}],
    ['an unknown type', {type: 'nap'}],
    ['an empty title', {title: ' '}],
    ['no endpoint', {endpoint: undefined}],
  ])('refuses %s', async (_case, change) => {
    const res = await post({...reminder, endpoint: subscription.endpoint, timeZone: 'UTC', ...change})
    expect(res).toMatchObject({status: 400, body: {code: 'invalid_request'}})
    expect(await keys('reminders')).toEqual([])
  })

  it('needs a valid access token', async () => {
    expect((await post({...reminder, endpoint: subscription.endpoint, timeZone: 'UTC'}, {})).status).toBe(401)
  })
})

describe('Push subscriptions bound to their purchaser, endpoints normalised before the cap (docs/threat-model.md)', () => {
  it('variants of one endpoint are one subscription, so they cannot push others out of the cap', async () => {
    const base = 'https://fcm.googleapis.com/fcm/send/variant-abc'
    const variants = [
      base,
      'https://FCM.googleapis.com/fcm/send/variant-abc',
      'https://fcm.googleapis.com:443/fcm/send/variant-abc',
      'https://fcm.googleapis.com/fcm/./send/variant-abc',
      `${base}#x`,
      'https://fcm.googleapis.com/fcm/x/../send/variant-abc',
    ]
    const subs = async () => (await keys('pushSubscriptions')).filter((key) => /^[0-9a-f]{32}$/.test(key))
    const before = await subs()
    for (const endpoint of variants)
      expect(
        (await call(subscribe, '/api/subscribe-push', {body: {...subscription, endpoint}, headers: auth})).status,
      ).toBe(201)
    expect((await subs()).filter((key) => !before.includes(key))).toEqual([subscriptionKey(base)])
    expect(await store(STORES.pushSubscriptions).get(subscriptionKey(base), {type: 'json'})).toMatchObject({
      endpoint: base,
    })
  })

  it('only the token that saved a subscription schedules reminders on it', async () => {
    expect((await call(subscribe, '/api/subscribe-push', {body: subscription, headers: auth})).status).toBe(201)
    // Another purchaser (a second reviewer token signed in the same second would be the very same token).
    const other = {authorization: `Bearer ${await paidPurchaserToken('pi_someone_else', SECRET)}`}
    const body = {...reminder, endpoint: subscription.endpoint, timeZone: 'Europe/Berlin'}
    const foreign = await call(schedule, '/api/schedule-reminder', {body, headers: other})
    expect(foreign).toMatchObject({status: 404, body: {code: 'subscription_not_found'}})
    expect(await keys('reminders', `r/${sub}/`)).toEqual([])
    expect((await call(schedule, '/api/schedule-reminder', {body, headers: auth})).status).toBe(200)
  })
})
