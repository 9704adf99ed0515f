import {readMonthTallies} from '../../../netlify/functions/_shared/assessment-totals'
import {recountAssessmentTotals, saveAssessment, saveAssessments} from '../../../netlify/functions/_shared/assessments'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {addressKey} from '../../../netlify/functions/_shared/email'
import {
  emailListIndex,
  recordCaptures,
  recordCapture,
  unsubscribe,
  unsubscribeMany,
  unsubscribeToken,
} from '../../../netlify/functions/_shared/email-list'
import {orderIndex} from '../../../netlify/functions/_shared/order-index'
import {ensureOrderTotals} from '../../../netlify/functions/_shared/order-totals'
import {
  markDisputed,
  markDisputedMany,
  markRefunded,
  markRefundedMany,
  recordOrder,
  recordOrders,
  type NewOrder,
} from '../../../netlify/functions/_shared/orders'
import {auditIndex} from '../../../netlify/functions/_shared/owner/audit'
import {
  recountTrackingTotals,
  saveTrackingEntries,
  saveTrackingEntry,
  trackingRecordKey,
} from '../../../netlify/functions/_shared/tracking'
import {readActiveTrackers} from '../../../netlify/functions/_shared/tracking-totals'
import {listedAddresses, listedOrderIds, orderTotalsKeptAndCounted} from '../../support/batch-checks'
import {ownerEnv} from '../owner/owner-support'

/**
 * The batch writers the scale bench seeds with (docs/capacity-bench.md): orders with their refunds and disputes,
 * unsubscribes, assessments and tracking records, each written 500 a call there. Each batch here races single writers
 * of the same store, as a live site's would: every record is listed once, and every running total kept on write
 * equals a recount of the records afterwards.
 */
const MONTH = '2026-03'
const now = new Date(`${MONTH}-20T12:00:00Z`)
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

let env: Awaited<ReturnType<typeof ownerEnv>>
beforeAll(async () => {
  env = await ownerEnv()
})
afterAll(() => env.close())

const sale = (n: number): NewOrder => ({
  provider: 'stripe',
  providerId: `pi_batch_${n}`,
  amountCents: 3700,
  currency: 'usd',
  coupon: n % 3 === 0 ? 'SAVE10' : null,
  email: `buyer-${n}@example.com`,
  feeCents: 137,
  marketingConsent: n % 4 === 0,
})
const orderId = (n: number) => `stripe:pi_batch_${n}`
const range = (from: number, count: number) => Array.from({length: count}, (_, n) => from + n)

describe('the orders’ batch writers', () => {
  it('a batch of sales, then of refunds and disputes, with single writers at once: each listed once, totals as a recount', async () => {
    // Built before (a first view): the batch then keeps them, as it does on a live store.
    await ensureOrderTotals(now)
    await recordOrder(sale(0), minutesBefore(500))
    await Promise.all([
      recordOrders(range(1, 60).map((n) => ({input: sale(n), now: minutesBefore(500 - n)}))),
      ...range(61, 10).map((n) => recordOrder(sale(n), minutesBefore(500 - n))),
      // Recorded twice, as a retried webhook records it: once listed, once counted.
      recordOrder(sale(5), minutesBefore(495)),
    ])
    await Promise.all([
      markRefundedMany(
        range(1, 20).map((n) => orderId(n * 3)),
        now,
        {by: 'owner', reason: 'Batch refund'},
      ),
      markDisputedMany(range(61, 9).map(orderId), now, 'stripe'),
      ...range(0, 5).map((n) => markRefunded(orderId(n * 3 + 4), now, {by: 'owner', reason: 'Single refund'})),
      markDisputed(orderId(70), now, 'stripe'),
    ])

    const ids = await listedOrderIds()
    expect(ids.sort()).toEqual(range(0, 71).map(orderId).sort())
    expect(await orderIndex.totals()).toEqual({orders: 71, testMoney: 0})
    expect(await orderIndex.recount()).toEqual({orders: 71, testMoney: 0})
    const {kept, counted} = await orderTotalsKeptAndCounted()
    expect(kept).toEqual(counted)
    // Each refund and dispute is audited once (20 + 5 refunds, 9 + 1 disputes), the batches' in batches of the log.
    expect(await auditIndex.totals()).toEqual({entries: 35})
    expect(await auditIndex.recount()).toEqual({entries: 35})
    // The buyers who ticked the opt-in are on the list, once each.
    const buyers = range(0, 71).filter((n) => n % 4 === 0)
    expect((await listedAddresses()).sort()).toEqual(buyers.map((n) => `buyer-${n}@example.com`).sort())
  }, 120_000)
})

describe('the email list’s unsubscribes in a batch', () => {
  it('with single unsubscribes and sign-ups at once: each listed once, the counts as a recount', async () => {
    const readers = range(0, 100).map((n) => `reader-${n}@example.com`)
    const late = range(0, 10).map((n) => `late-${n}@example.com`)
    await recordCaptures(
      readers.map((email, n) => ({email, source: 'footer', wantsGuide: false, now: minutesBefore(n)})),
    )
    const before = await emailListIndex.totals()
    const [batch] = await Promise.all([
      // A link named twice in one batch, and one made up: as `unsubscribe` answers each.
      unsubscribeMany(
        [...range(0, 40).map((n) => unsubscribeToken(readers[n])), unsubscribeToken(readers[0]), 'x.y'],
        now,
      ),
      ...range(40, 10).map((n) => unsubscribe(unsubscribeToken(readers[n]), now)),
      ...late.map((email) => recordCapture(email, 'footer', false, now)),
      // A buyer on the list from her opt-in at checkout is unsubscribed with her capture.
      recordOrder({...sale(900), email: readers[1], marketingConsent: true}, now),
    ])
    expect(batch.at(-1)).toBeNull()
    // Her two unsubscribes in the batch went at once: one of them found her unsubscribed already.
    expect([batch[0], batch[40]].filter((outcome) => outcome?.alreadyUnsubscribed).length).toBe(1)

    const listed = await listedAddresses()
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.filter((email) => readers.includes(email) || late.includes(email)).sort()).toEqual(
      [...readers, ...late].sort(),
    )
    const totals = await emailListIndex.totals()
    expect(totals).toEqual({
      addresses: (before.addresses ?? 0) + 10,
      subscribed: (before.subscribed ?? 0) + 10 - 50,
      unsubscribed: (before.unsubscribed ?? 0) + 50,
    })
    expect(await emailListIndex.recount()).toEqual(totals)
    for (const email of readers.slice(0, 50))
      expect(await emailListIndex.find(addressKey(email))).toMatchObject({capture: {unsubscribedAt: now.toISOString()}})
    expect((await emailListIndex.find(addressKey(readers[1])))?.purchase).toMatchObject({email: readers[1]})
  }, 120_000)
})

describe('assessments and tracking records in batches', () => {
  const submission = (n: number) => ({
    email: null,
    symptoms: n % 2 ? ['sleep'] : ['hot-flashes', 'mood'],
    severity: {sleep: 1 + (n % 5), 'hot-flashes': 2, mood: 3},
    recommendations: [],
    phase: null,
  })
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

  it('assessments: a batch with single saves at once, some by the same women, count as a recount', async () => {
    // 60 in the batch by 30 women (two each, the later one counting), 10 single saves by ten of the same women.
    await Promise.all([
      saveAssessments(
        range(0, 60).map((n) => ({
          submission: submission(n),
          id: uuid(n),
          now: new Date(`${MONTH}-${String(1 + (n % 28)).padStart(2, '0')}T09:00:00Z`),
          verifiedOrderId: `order-${n % 30}`,
        })),
      ),
      ...range(60, 10).map((n) =>
        saveAssessment(submission(n), uuid(n), new Date(`${MONTH}-15T10:00:00Z`), `order-${n % 30}`),
      ),
    ])
    const tallies = await readMonthTallies([MONTH])
    expect(tallies[MONTH].contributors).toBe(30)
    await recountAssessmentTotals(now)
    expect(await readMonthTallies([MONTH])).toEqual(tallies)
  }, 60_000)

  it('tracking records: a batch with single saves at once, each stored, the active trackers as a recount', async () => {
    const entry = (n: number) => ({
      date: `${MONTH}-${String(1 + (n % 28)).padStart(2, '0')}`,
      symptoms: {hotFlashes: 1, sleep: 2, mood: 3, energy: 4},
      notes: '',
    })
    const results = await Promise.all([
      saveTrackingEntries(
        range(0, 60).map((n) => ({
          owner: `order:tracked-${n}` as const,
          entry: entry(n),
          email: `tracked-${n}@example.com`,
          trackerKey: null,
          now,
        })),
      ),
      ...range(60, 10).map((n) =>
        saveTrackingEntry(`order:tracked-${n}`, entry(n), `tracked-${n}@example.com`, null, now),
      ),
    ])
    expect(results.flat().every((result) => result.status === 'created')).toBe(true)
    const tracking = store(STORES.tracking)
    for (const n of range(0, 70))
      expect(
        await tracking.getMetadata(trackingRecordKey(`order:tracked-${n}`, `tracked-${n}@example.com`)),
      ).not.toBeNull()
    expect(await readActiveTrackers(MONTH)).toBe(70)
    await recountTrackingTotals(now)
    expect(await readActiveTrackers(MONTH)).toBe(70)
  }, 60_000)
})
