import {paidPurchaserToken} from '../../support/purchaser'
import schedule from '../../../netlify/functions/schedule-reminder.mts'
import subscribe from '../../../netlify/functions/subscribe-push.mts'
import unsubscribe from '../../../netlify/functions/unsubscribe-push.mts'
import worker from '../../../netlify/functions/send-reminders-background.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {dispatchDueReminders, sendDueReminders, type WorkerJob} from '../../../netlify/functions/_shared/push-send'
import {isPushServiceEndpoint, PUSH_SERVICES} from '../../../netlify/functions/_shared/push-services'
import {readDeliveryStats} from '../../../netlify/functions/_shared/push-stats'
import {
  MAX_REMINDERS_PER_SUBSCRIPTION,
  MAX_SUBSCRIPTIONS_PER_OWNER,
  subscriptionKey,
} from '../../../netlify/functions/_shared/push-store/records'
import {readReminder, scheduleReminder} from '../../../netlify/functions/_shared/push-store/schedule'
import {saveSubscription} from '../../../netlify/functions/_shared/push-store/subscriptions'
import {SIGNATURE_HEADER, workerRequest} from '../../../netlify/functions/_shared/push-workers'
import type {Context} from '@netlify/functions'
import {FAKE_PUSH_HOSTS} from '../../support/fake-push'
import {useFakePushService} from '../../support/fake-push-bed'
import {call} from '../../support/function-request'
import {fakeDate} from '../../support/until'

const SECRET = 'push-limits-test-secret-0123456789'
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}
const reminder = {
  time: '08:00',
  title: 'Good Morning!',
  body: 'Start your day with a symptom check-in',
  type: 'morning-checkin',
  enabled: true,
}
const push = useFakePushService({ACCESS_TOKEN_SECRET: SECRET})

const tokenFor = async (paymentId: string) => ({authorization: `Bearer ${await paidPurchaserToken(paymentId, SECRET)}`})
const storedKeys = async (name: 'reminders' | 'pushSubscriptions') =>
  (await store(STORES[name]).list()).blobs.map((b) => b.key).sort()

describe('push only to push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true)
  })

  const refused = [
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push/1',
    'https://127.0.0.1:443/push/1',
    'https://localhost/push/1',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.8/push',
    'https://172.16.3.4/push',
    'https://192.168.1.10/push',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://[fe80::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://2130706433/push',
    'https://0x7f.0.0.1/push',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com:80/fcm/send/abc',
    'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://evil-fcm.googleapis.com/fcm/send/abc',
    'https://push.services.mozilla.com.attacker.example/x',
    'https://notify.windows.com/x',
    'https://push.example.com/send/abc123',
    'not a url',
  ]
  it.each(refused)('refuses %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false)
  })

  it('lists the four browser push services in one place', () => {
    expect(PUSH_SERVICES.map((service) => service.name)).toEqual([
      'Firebase Cloud Messaging',
      'Mozilla autopush',
      'Windows Push Notification Services',
      'Apple web push',
    ])
    // The fake push service of the tests answers for one host of each, through the same allowlist.
    expect(FAKE_PUSH_HOSTS.filter((host) => !isPushServiceEndpoint(`https://${host}/x`))).toEqual([])
  })

  it.each(refused.slice(0, 18))('POST /api/subscribe-push answers 400 for %s and stores nothing', async (endpoint) => {
    const res = await call(subscribe, '/api/subscribe-push', {body: {endpoint, keys}, headers: await tokenFor('pi_1')})
    expect(res).toMatchObject({status: 400, body: {code: 'invalid_request'}})
    expect(await storedKeys('pushSubscriptions')).toEqual([])
  })

  it('never sends to a stored subscription outside the allowlist (stored before the rule existed): it is pruned', async () => {
    const endpoint = 'https://127.0.0.1:9/push/old'
    const sub = subscriptionKey(endpoint)
    await store(STORES.pushSubscriptions).setJSON(sub, {endpoint, keys})
    await scheduleReminder(
      {...reminder, id: '1', type: 'morning-checkin'},
      sub,
      'UTC',
      new Date('2026-01-15T07:00:00Z'),
    )
    await store(STORES.reminders).setJSON('state/last-run', {at: '2026-01-16T07:58:00Z'})
    expect(await sendDueReminders(new Date('2026-01-16T08:01:00Z'))).toMatchObject({sent: 0, pruned: 1})
    expect(await storedKeys('pushSubscriptions')).toEqual([])
  })
})

describe('limits per subscription and per access', () => {
  afterEach(() => jest.useRealTimers())

  it(`takes at most ${MAX_REMINDERS_PER_SUBSCRIPTION} reminders per subscription, also when requests race`, async () => {
    const auth = await tokenFor('pi_cap')
    const endpoint = 'https://fcm.googleapis.com/fcm/send/cap'
    await call(subscribe, '/api/subscribe-push', {body: {endpoint, keys}, headers: auth})
    const post = (id: string, enabled = true) =>
      call(schedule, '/api/schedule-reminder', {
        body: {...reminder, id, enabled, endpoint, timeZone: 'UTC'},
        headers: auth,
      })
    for (let i = 1; i <= 8; i += 1) expect((await post(`r${i}`)).status).toBe(200)
    const racing = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => post(id)))
    expect(racing.filter((res) => res.status === 200).length).toBeLessThanOrEqual(2)
    for (const res of racing.filter((r) => r.status !== 200))
      expect(res).toMatchObject({status: 409, body: {code: 'reminder_limit'}})
    const sub = subscriptionKey(endpoint)
    const stored = async () => (await store(STORES.reminders).list({prefix: `r/${sub}/`})).blobs.length
    expect(await stored()).toBeLessThanOrEqual(MAX_REMINDERS_PER_SUBSCRIPTION)
    while ((await stored()) < MAX_REMINDERS_PER_SUBSCRIPTION) await post(`fill${await stored()}`)
    expect(await post('one-too-many')).toMatchObject({
      status: 409,
      body: {code: 'reminder_limit', error: expect.stringContaining('up to 10 reminders')},
    })
    // Changing one already on is not a new one; turning one off makes room.
    expect((await post('r1')).status).toBe(200)
    await post('r2', false)
    expect((await post('one-more')).status).toBe(200)
  })

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_OWNER} browsers per purchase, replacing the one seen longest ago with everything it stored`, async () => {
    const auth = await tokenFor('pi_many')
    const endpoints = Array.from(
      {length: MAX_SUBSCRIPTIONS_PER_OWNER + 1},
      (_, i) => `https://updates.push.services.mozilla.com/wpush/v2/browser-${i}`,
    )
    await call(subscribe, '/api/subscribe-push', {body: {endpoint: endpoints[0], keys}, headers: auth})
    await call(schedule, '/api/schedule-reminder', {
      body: {...reminder, id: '1', endpoint: endpoints[0], timeZone: 'UTC'},
      headers: auth,
    })
    const clock = fakeDate()
    for (const endpoint of endpoints.slice(1)) {
      clock.advance(1_000)
      expect((await call(subscribe, '/api/subscribe-push', {body: {endpoint, keys}, headers: auth})).status).toBe(201)
    }
    const subscriptions = store(STORES.pushSubscriptions)
    expect(await subscriptions.get(subscriptionKey(endpoints[0]))).toBeNull()
    for (const endpoint of endpoints.slice(1))
      expect(await subscriptions.get(subscriptionKey(endpoint), {type: 'json'})).toEqual({endpoint, keys})
    expect(await readReminder(subscriptionKey(endpoints[0]), '1')).toBeNull()
    expect((await store(STORES.reminders).list()).blobs).toEqual([])
    // Another purchase is not affected.
    expect(
      (
        await call(subscribe, '/api/subscribe-push', {
          body: {endpoint: 'https://web.push.apple.com/other', keys},
          headers: await tokenFor('pi_other'),
        })
      ).status,
    ).toBe(201)
    expect(await subscriptions.get(subscriptionKey(endpoints[1]))).not.toBeNull()
  })
})

describe('turning notifications off deletes everything stored for the browser', () => {
  it('removes the subscription, its reminders, index entries, claims and retries', async () => {
    const auth = await tokenFor('pi_delete')
    const ok = push.subscribe()
    const failing = push.subscribe(FAKE_PUSH_HOSTS[1])
    push.respondWith(failing.id, 503)
    for (const subscription of [ok, failing]) {
      await call(subscribe, '/api/subscribe-push', {
        body: {endpoint: subscription.endpoint, keys: subscription.keys},
        headers: auth,
      })
      await scheduleReminder(
        {...reminder, id: '1', type: 'morning-checkin'},
        subscriptionKey(subscription.endpoint),
        'UTC',
        new Date('2026-01-15T06:00:00Z'),
      )
      await scheduleReminder(
        {...reminder, id: '2', time: '08:30', type: 'mindfulness-break'},
        subscriptionKey(subscription.endpoint),
        'UTC',
        new Date('2026-01-15T06:00:00Z'),
      )
    }
    await store(STORES.reminders).setJSON('state/last-run', {at: '2026-01-15T07:58:00Z'})
    expect(await sendDueReminders(new Date('2026-01-15T08:01:00Z'))).toMatchObject({sent: 1, failed: 1})
    const before = await storedKeys('reminders')
    expect(before.some((key) => key.startsWith('state/progress/'))).toBe(true)
    expect(before.some((key) => key.startsWith('retry/'))).toBe(true)

    for (const subscription of [ok, failing]) {
      expect(
        await call(unsubscribe, '/api/unsubscribe-push', {
          body: {endpoint: subscription.endpoint, keys: subscription.keys},
          headers: auth,
        }),
      ).toMatchObject({status: 200})
    }
    expect(await storedKeys('pushSubscriptions')).toEqual([])
    expect(
      (await storedKeys('reminders')).filter((key) => !key.startsWith('state/') && !key.startsWith('stats/')),
    ).toEqual([])
  })
})

describe('fan-out to background workers', () => {
  jest.setTimeout(30_000)
  const due = new Date('2026-01-15T07:00:00Z')
  const context = {params: {}} as unknown as Context

  async function seed(count: number) {
    const subscriptions = Array.from({length: count}, () =>
      push.subscribe(FAKE_PUSH_HOSTS[count % FAKE_PUSH_HOSTS.length]),
    )
    // A few at a time: like real sign-ups, which rarely hit the same slot blob at once.
    for (let start = 0; start < count; start += 4) {
      await Promise.all(
        subscriptions.slice(start, start + 4).map(async (subscription) => {
          const sub = await saveSubscription(subscription, `token:${subscription.id}`, new Date('2026-01-15T06:00:00Z'))
          await scheduleReminder(
            {...reminder, id: '1', type: 'morning-checkin'},
            sub,
            'Europe/Berlin',
            new Date('2026-01-15T06:00:00Z'),
          )
        }),
      )
    }
    await store(STORES.reminders).setJSON('state/last-run', {at: '2026-01-15T06:59:00Z'})
    return subscriptions
  }

  it('hands a busy minute to one signed worker per shard; each reminder goes out exactly once, also when a worker is retried', async () => {
    const subscriptions = await seed(32)
    const jobs: WorkerJob[] = []
    const invoke = async (job: WorkerJob) => {
      jobs.push(job)
      const res = await worker(workerRequest('http://localhost:8888', job), context)
      return res.status === 200
    }
    const result = await dispatchDueReminders(new Date(due.getTime() + 2_000), invoke)
    expect(result).toMatchObject({mode: 'workers', invoked: result.mode === 'workers' ? result.workers : -1})
    expect(new Set(jobs.map((job) => job.shard)).size).toBe(jobs.length)
    expect(push.received.map((p) => p.endpointId).sort()).toEqual(subscriptions.map((s) => s.id).sort())
    // Netlify retries a background function that failed: nothing goes out twice.
    for (const job of jobs) await worker(workerRequest('http://localhost:8888', job), context)
    expect(push.received).toHaveLength(32)
    expect(await store(STORES.reminders).get('state/last-run', {type: 'json'})).toEqual({
      at: new Date(due.getTime() + 2_000).toISOString(),
    })
    expect(await readDeliveryStats(['2026-01-15', '2026-01-14'])).toEqual([
      {day: '2026-01-15', sent: 32, failed: 0, removed: 0},
      {day: '2026-01-14', sent: 0, failed: 0, removed: 0},
    ])
  })

  it('keeps the window when a worker was not accepted, so the next run sends the rest', async () => {
    await seed(12)
    const result = await dispatchDueReminders(new Date(due.getTime() + 2_000), async () => false)
    expect(result).toMatchObject({mode: 'workers', invoked: 0})
    expect(await store(STORES.reminders).get('state/last-run', {type: 'json'})).toEqual({at: '2026-01-15T06:59:00Z'})
    expect(await sendDueReminders(new Date(due.getTime() + 60_000))).toMatchObject({sent: 12})
  })

  it('refuses unsigned, forged and stale jobs', async () => {
    await seed(4)
    const job: WorkerJob = {shard: '0', jobs: [], now: due.toISOString()}
    const signed = workerRequest('http://localhost:8888', job)
    const body = await signed.clone().text()
    const send = (headers: Record<string, string>, text = body) =>
      worker(
        new Request('http://localhost:8888/.netlify/functions/send-reminders-background', {
          method: 'POST',
          body: text,
          headers,
        }),
        context,
      )
    expect((await send({})).status).toBe(401)
    expect((await send({[SIGNATURE_HEADER]: 'ab'.repeat(32)})).status).toBe(401)
    expect(
      (
        await send(
          {[SIGNATURE_HEADER]: signed.headers.get(SIGNATURE_HEADER)!},
          body.replace('"shard":"0"', '"shard":"1"'),
        )
      ).status,
    ).toBe(401)
    const stale = workerRequest('http://localhost:8888', job, Date.now() - 60 * 60_000)
    expect((await worker(stale, context)).status).toBe(401)
    expect((await worker(workerRequest('http://localhost:8888', job), context)).status).toBe(200)
    expect(push.received).toEqual([])
  })
})
