import {randomBytes} from 'node:crypto'
import checkHandler from '../../../netlify/functions/check-order-totals.mts'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {couponUses} from '../../../netlify/functions/_shared/coupon-use-totals'
import {weekCounts} from '../../../netlify/functions/_shared/order-events-totals'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import type {Order} from '../../../netlify/functions/_shared/order-record'
import {
  markDisputed,
  markFailed,
  markPaid,
  markRefunded,
  recordOrder,
  type NewOrder,
} from '../../../netlify/functions/_shared/orders'
import {ensureOrderTotals} from '../../../netlify/functions/_shared/order-totals'
import {checkOrderTotals} from '../../../netlify/functions/_shared/order-totals-check'
import {pool} from '../../../netlify/functions/_shared/pool'
import {revenueReportFor} from '../../../netlify/functions/_shared/revenue-totals'
import {OWNER_API} from '../../../src/config/owner'
import {call} from '../../support/function-request'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The totals kept on the orders besides revenue (docs/capacity.md "Orders and revenue"): this week's sales and
 * refunds counted by when each happened, the coupons' times used, and the nightly check that corrects a drift.
 * Fixed dates: the week of Wednesday 2026-03-11, in New York (UTC-4 since 2026-03-08) its Monday starts at 04:00 UTC.
 */
const NOW = new Date('2026-03-11T12:00:00Z')
const NEW_YORK = 'America/New_York'

const sale = (coupon: string | null, extra: Partial<NewOrder> = {}): NewOrder => ({
  provider: 'stripe',
  providerId: `pi_${randomBytes(8).toString('hex')}`,
  amountCents: 3700,
  currency: 'USD',
  coupon,
  email: null,
  ...extra,
})

/** Records a sale paid at `paidAt` (recorded then too). */
const sell = async (at: string, coupon: string | null = null, extra: Partial<NewOrder> = {}) =>
  (await recordOrder(sale(coupon, {paidAt: new Date(at), ...extra}), new Date(at))).order

/** Times used as the coupons screen defines it, counted over every order: money came in, not a rehearsal. */
function usesCounted(orders: Order[]) {
  const uses = new Map<string, number>()
  for (const order of orders)
    if (order.coupon && !order.demo && order.state !== 'pending' && order.state !== 'failed') {
      const code = order.coupon.trim().toUpperCase()
      uses.set(code, (uses.get(code) ?? 0) + 1)
    }
  return uses
}

/** Every totals blob of the orders with its ETag. */
const totalsETags = async () =>
  new Map(
    (await store(STORES.orders).list({prefix: 'report/'})).blobs
      .filter(({key}) => key !== 'report/ready')
      .map(({key, etag}) => [key, etag]),
  )

describe('totals kept on the orders', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  beforeAll(async () => {
    env = await ownerEnv()
    await ensureOrderTotals(NOW) // an empty store: built at once, every write below keeps them
  })
  afterAll(() => env.close())

  it('count this week by when each sale and refund happened, in the coach’s time zone', async () => {
    const march = await sell('2026-02-10T10:00:00Z')
    await markRefunded(march.id, new Date('2026-03-10T15:00:00Z'), {by: 'owner', reason: 'asked'})
    await sell('2026-03-09T03:59:00Z') // Sunday 23:59 in New York: last week there, this week in UTC
    await sell('2026-03-09T04:00:00Z') // Monday 00:00 in New York
    await sell('2026-03-16T03:59:00Z') // Sunday 23:59 in New York: this week there, next week in UTC
    await sell('2026-03-16T04:00:00Z') // Monday 00:00 in New York: next week
    const lastWeek = await sell('2026-03-02T12:00:00Z')
    // Sunday 22:00 in New York, Monday 02:00 in UTC.
    await markRefunded(lastWeek.id, new Date('2026-03-09T02:00:00Z'), {by: 'owner', reason: 'asked'})

    expect(await weekCounts(NOW, NEW_YORK)).toEqual({orders: 2, refunds: 1})
    expect(await weekCounts(NOW, 'UTC')).toEqual({orders: 2, refunds: 2})
    const [weekBefore, weekAfter] = [new Date('2026-03-04T12:00:00Z'), new Date('2026-03-17T12:00:00Z')]
    expect(await weekCounts(weekBefore, NEW_YORK)).toEqual({orders: 2, refunds: 1})
    expect(await weekCounts(weekBefore, 'UTC')).toEqual({orders: 1, refunds: 0})
    expect(await weekCounts(weekAfter, NEW_YORK)).toEqual({orders: 1, refunds: 0})
    expect(await weekCounts(weekAfter, 'UTC')).toEqual({orders: 2, refunds: 0})
    // Revenue counts the refund in February, the month of its payment.
    const february = await revenueReportFor({from: '2026-02-01', to: '2026-02-28'}, NOW, 'UTC')
    expect(february.totals).toMatchObject({orders: 1, refunds: 1})
  })

  it('answer the week with the first page of orders, and not with a later one', async () => {
    const cookie = await signIn(env.smtp)
    const first = await ownerCall(ordersHandler, `${OWNER_API.orders}?limit=2`, {cookie})
    expect(first.status).toBe(200)
    expect(first.body.thisWeek).toEqual(await weekCounts(new Date(), 'UTC'))
    const next = await ownerCall(
      ordersHandler,
      `${OWNER_API.orders}?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      {cookie},
    )
    expect(next.status).toBe(200)
    expect(next.body).not.toHaveProperty('thisWeek')
  })

  it('count each coupon’s uses as a count over the orders does, with sales, refunds and disputes at once', async () => {
    const codes = ['SPRING5', 'spring5 ', 'WELCOME15', null]
    await pool([...Array(24).keys()], 6, async (n) => {
      const at = new Date(Date.parse('2026-03-10T00:00:00Z') + n * 60_000).toISOString()
      const pending = n % 6 === 5
      const order = await sell(at, codes[n % codes.length], {
        ...(pending ? {state: 'pending'} : {}),
        ...(n % 7 === 3 ? {demo: true, provider: 'demo'} : {}),
        ...(n % 5 === 4 ? {testMode: true} : {}),
      })
      if (pending && n % 4 === 1) await markFailed(order.id, NOW)
      else if (pending) await markPaid(order.id, NOW)
      if (n % 3 === 1) await markRefunded(order.id, NOW, {by: 'owner', reason: 'asked'})
      if (n % 8 === 2) await markDisputed(order.id, NOW, 'stripe')
    })
    const orders = await listOrders()
    const counted = usesCounted(orders)
    expect(counted.get('SPRING5')).toBeGreaterThan(0)
    expect(await couponUses()).toEqual(counted)
    // Production never counts test money (DECISIONS 49).
    process.env.CONTEXT = 'production'
    try {
      expect(await couponUses()).toEqual(usesCounted(orders.filter((order) => !order.testMode)))
    } finally {
      delete process.env.CONTEXT
    }
  })

  it('the nightly check leaves matching totals alone and corrects a drift it finds twice, keeping writes since', async () => {
    const before = await totalsETags()
    const clean = await checkOrderTotals(NOW)
    expect(clean).toEqual({checkedAt: NOW.toISOString(), corrected: [], drift: {}})
    expect(await totalsETags()).toEqual(before)

    // A sale whose function stopped before its totals were updated, and a month's revenue written wrong.
    const lost: Order = {
      id: 'stripe:pi_lost',
      provider: 'stripe',
      providerId: 'pi_lost',
      amountCents: 3200,
      currency: 'USD',
      coupon: 'WELCOME15',
      email: null,
      createdAt: '2026-03-10T09:00:00.000Z',
      state: 'paid',
      paidAt: '2026-03-10T09:00:00.000Z',
      restoreHash: null,
      receiptSentAt: null,
    }
    await store(STORES.orders).setJSON(`order/${lost.id}`, lost)
    const february = 'report/revenue/2026-02'
    const month = (await store(STORES.orders).get(february, {type: 'json'})) as {
      slots: Record<string, Record<string, {figures: {grossCents: number}}>>
    }
    Object.values(Object.values(month.slots)[0])[0].figures.grossCents += 500
    await store(STORES.orders).setJSON(february, month)
    const drifted = ['report/coupons', 'report/events/2026-03', february, 'report/revenue/2026-03']

    const first = await checkOrderTotals(NOW)
    expect(first?.corrected).toEqual([])
    expect(Object.keys(first!.drift).sort()).toEqual(drifted)
    expect(await weekCounts(NOW, 'UTC')).not.toEqual(await weekCountsOfOrders())

    // A sale between the two checks keeps its own count: the correction adds the drift, it does not overwrite.
    await sell('2026-03-10T11:00:00Z', 'WELCOME15')
    const untouched = (await totalsETags()).get('report/events/2026-02')
    const second = await checkOrderTotals(NOW)
    expect(second).toEqual({checkedAt: NOW.toISOString(), corrected: drifted, drift: {}})
    expect((await totalsETags()).get('report/events/2026-02')).toBe(untouched)

    // The daily function runs the same check and answers its result.
    const daily = await call(checkHandler, '/.netlify/functions/check-order-totals')
    expect(daily.status).toBe(200)
    expect(daily.body).toEqual({checkedAt: expect.any(String), corrected: [], drift: {}})
    expect(await couponUses()).toEqual(usesCounted(await listOrders()))
    expect(await weekCounts(NOW, 'UTC')).toEqual(await weekCountsOfOrders())
  })
})

/** This week's sales and refunds in UTC, counted over every order. */
async function weekCountsOfOrders() {
  const [from, to] = [Date.parse('2026-03-09T00:00:00Z'), Date.parse('2026-03-16T00:00:00Z')]
  const within = (at: string | null | undefined) => Boolean(at && Date.parse(at) >= from && Date.parse(at) < to)
  const orders = await listOrders()
  return {
    orders: orders.filter((order) => within(order.paidAt)).length,
    refunds: orders.filter((order) => within(order.refundedAt)).length,
  }
}
