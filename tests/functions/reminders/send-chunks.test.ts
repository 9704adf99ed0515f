import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {
  jobsInWindow,
  runJobs,
  sendDueReminders,
  sendShard,
  vapidDetails,
  WORKER_TIME_BUDGET_MS,
} from '../../../netlify/functions/_shared/push-send'
import {importReminders} from '../../../netlify/functions/_shared/push-store/schedule'
import {subscriptionKey} from '../../../netlify/functions/_shared/push-store/records'
import {useFakePushService} from '../../support/fake-push-bed'
import {MORNING_REMINDER} from '../../support/reminders'
import {fakeDate, until} from '../../support/until'

/**
 * Exactly once at scale: a minute's sends go chunk by chunk (a shard's bucket), each held under a lease with its
 * progress written as it goes. These tests break a worker on purpose and count what the push service accepted.
 */

const push = useFakePushService()
jest.setTimeout(30_000)

const scheduledAt = new Date('2026-01-15T06:00:00Z')
const window = {from: new Date('2026-01-15T06:59:00Z'), to: new Date('2026-01-15T07:00:02Z')}
const later = (seconds: number) => new Date(window.to.getTime() + seconds * 1000)

/** Subscribers whose keys share a prefix ('a' = one shard, 'a7' = one chunk), each with a reminder due at 07:00Z. */
async function seed(count: number, prefix: string) {
  const subscriptions: ReturnType<typeof push.subscribe>[] = []
  while (subscriptions.length < count) {
    const subscription = push.subscribe()
    if (subscriptionKey(subscription.endpoint).startsWith(prefix)) subscriptions.push(subscription)
  }
  await importReminders(
    subscriptions.map(({endpoint, keys}) => ({
      subscription: {endpoint, keys},
      reminder: MORNING_REMINDER,
      timeZone: 'Europe/Berlin',
    })),
    scheduledAt,
  )
  return subscriptions.map((subscription) => subscription.id).sort()
}

/** How many items the progress records of the window's chunks count as done. */
async function progressDone() {
  const {blobs} = await store(STORES.reminders).list({prefix: 'state/progress/'})
  const records = await Promise.all(blobs.map((blob) => store(STORES.reminders).get(blob.key, {type: 'json'})))
  return records.reduce((sum, record) => sum + ((record as {done?: unknown[]} | null)?.done?.length ?? 0), 0)
}

const delivered = () => push.received.map((message) => message.endpointId).sort()

describe('sending a busy minute in chunks', () => {
  afterEach(() => jest.useRealTimers())

  it('resumes after a worker that died mid-chunk: its lease runs out, the retry sends the rest, nothing twice', async () => {
    const ids = await seed(30, 'a7')
    const jobs = await jobsInWindow(window)
    expect(jobs).toHaveLength(1)

    // The push service accepts 10 messages, then the worker's next sends hang: it never finishes the chunk.
    push.stopAnsweringAfter(10)
    const clock = fakeDate()
    const dead = runJobs(jobs, later(0), WORKER_TIME_BUDGET_MS, vapidDetails(), 1_000)
    await until(() => push.unanswered > 0, {what: 'the worker to hang'})
    await until(async () => (await progressDone()) === 10, {what: 'its progress on record'})
    // Its progress (10 done) is on record; no renewal comes while it hangs, so its 1 s lease runs out.
    clock.advance(1_500)
    push.answerAgain()

    // Netlify retries the background function: the same job, a little later.
    const retry = await runJobs(jobs, later(60), WORKER_TIME_BUDGET_MS, vapidDetails(), 1_000)
    expect(retry).toMatchObject({due: 30, sent: 20, failed: 0, leftForNextRun: 0})
    // The dead worker's connections drop and its hung sends fail; it has lost the chunk, so it hands nothing on.
    push.hangUp()
    expect(await dead).toMatchObject({sent: 10, leftForNextRun: 8})
    expect(delivered()).toEqual(ids)
    expect((await store(STORES.reminders).list({prefix: 'retry/'})).blobs).toEqual([])
    // And the next scheduled run finds nothing left to send.
    await store(STORES.reminders).setJSON('state/last-run', {at: window.from.toISOString()})
    expect(await sendDueReminders(later(120))).toMatchObject({sent: 0})
    expect(delivered()).toEqual(ids)
  })

  it('never sends twice when two workers race for the same shard (they split its chunks)', async () => {
    const ids = await seed(40, 'c')
    const job = {shard: 'c', jobs: await jobsInWindow(window), now: window.to.toISOString()}
    push.setDelay(30)
    const [a, b] = await Promise.all([sendShard(job, later(1)), sendShard(job, later(1))])
    expect(a.sent + b.sent).toBe(40)
    expect(delivered()).toEqual(ids)
    // Each again (Netlify's retries): everything is on record as done.
    const [c, d] = await Promise.all([sendShard(job, later(90)), sendShard(job, later(90))])
    expect(c.sent + d.sent).toBe(0)
    expect(delivered()).toEqual(ids)
  })

  it('keeps a chunk from a second worker while its holder is alive, even a slow one', async () => {
    const ids = await seed(12, 'e3')
    const jobs = await jobsInWindow(window)
    push.setDelay(200)
    const first = runJobs(jobs, later(0), WORKER_TIME_BUDGET_MS)
    await until(() => push.count > 0, {what: 'the first worker to send'})
    // The second one comes while the first holds the chunk: it leaves it, and says so.
    expect(await runJobs(jobs, later(1), WORKER_TIME_BUDGET_MS)).toMatchObject({sent: 0, leftForNextRun: 12})
    expect(await first).toMatchObject({sent: 12, leftForNextRun: 0})
    expect(delivered()).toEqual(ids)
  })

  it('writes far fewer Blobs records than reminders: one progress record per chunk', async () => {
    await seed(30, 'b1')
    await runJobs(await jobsInWindow(window), later(0), WORKER_TIME_BUDGET_MS)
    expect((await store(STORES.reminders).list({prefix: 'state/progress/'})).blobs.map((blob) => blob.key)).toEqual([
      'state/progress/2026-01-15T07:00/b/1',
    ])
    expect((await store(STORES.reminders).list({prefix: 'sent/'})).blobs).toEqual([])
    expect(push.received).toHaveLength(30)
  })
})
