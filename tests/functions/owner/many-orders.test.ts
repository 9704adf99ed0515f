import {blobsRequestRecorder} from '../../support/blobs-requests'
import {randomBytes} from 'node:crypto'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import revenueHandler from '../../../netlify/functions/owner-revenue.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import type {Order} from '../../../netlify/functions/_shared/order-record'
import {markRefunded, recordFee, recordOrder} from '../../../netlify/functions/_shared/orders'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import {orderIndex, ownerView} from '../../../netlify/functions/_shared/order-index'
import {recountOrderTotals} from '../../../netlify/functions/_shared/order-totals'
import {pool} from '../../../netlify/functions/_shared/pool'
import {revenueReport} from '../../../src/lib/owner/revenue'
import {OWNER_API} from '../../../src/config/owner'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * A long order history (docs/capacity.md "Orders and revenue"). Reading every order on every back-office page cost
 * one Blobs request per order (339 for 338 orders); under `npm start` such an answer was lost, since Netlify's runtime
 * adds a header entry per request the function made and netlify dev's proxy drops headers past 16 KB (about 270
 * requests). The orders are seeded as the live store holds them, written before the back office kept its index of
 * them: the first read builds it once, and from then on a page costs a few requests whatever the history's length.
 */
const ORDERS = 1_500
/** What a page of orders may ask the orders store: the index's head and at most four index pages. */
const PAGE_REQUESTS = 5
/** What the first page adds for this week's sales and refunds: whether the totals are built, the week's two months. */
const WEEK_REQUESTS = 3
/** What revenue of up to a month may ask it: whether the totals are built, and the months its days can fall in. */
const REVENUE_REQUESTS = 4

const hex = (bytes: number) => randomBytes(bytes).toString('hex')

/** An order as the store keeps it (payments of every kind and state, with their receipts and links beside them). */
function storedOrder(n: number, start: number): Order & {testMode: boolean} {
  const provider = n % 29 === 0 ? 'demo' : n % 7 === 0 ? 'paypal' : 'stripe'
  const providerId =
    provider === 'demo' ? `card-${hex(8)}` : provider === 'paypal' ? hex(8).toUpperCase() : `pi_${hex(12)}`
  const at = new Date(start + n * 60_000).toISOString()
  const state = n % 13 === 0 ? 'refunded' : n % 31 === 0 ? 'pending' : 'paid'
  return {
    id: `${provider}:${providerId}`,
    provider,
    providerId,
    amountCents: n % 5 === 0 ? 3330 : 3700,
    currency: 'USD',
    coupon: n % 5 === 0 ? 'SAVE10' : null,
    email: n % 3 === 0 ? `buyer-${n}@example.com` : null,
    createdAt: at,
    state,
    paidAt: state === 'pending' ? null : at,
    testMode: true,
    restoreHash: n % 2 === 0 ? hex(32) : null,
    receiptSentAt: n % 2 === 0 ? at : null,
    ...(provider === 'demo' ? {demo: true} : {}),
    ...(n % 4 === 0 && provider !== 'demo' ? {feeCents: 137} : {}),
    ...(state === 'refunded' ? {refundedAt: at, refundReason: 'owner: asked'} : {}),
    ...(provider === 'paypal' ? {captureId: hex(8).toUpperCase()} : {}),
  }
}

/** Orders `from`…`from + count - 1`, a minute apart from 2025-01-01, written straight into the store. */
async function seed(from: number, count: number) {
  const orders = store(STORES.orders)
  const start = Date.parse('2025-01-01T00:00:00Z')
  const seeded = Array.from({length: count}, (_, n) => storedOrder(from + n, start))
  await pool(seeded, 16, async (order) => {
    await orders.setJSON(`order/${order.id}`, order)
    if (order.restoreHash) await orders.setJSON(`restore/${order.restoreHash}`, {orderId: order.id})
    if (order.receiptSentAt) await orders.setJSON(`receipt/${order.id}`, {claimedAt: order.receiptSentAt})
    if (order.captureId) await orders.setJSON(`paypal-capture/${order.captureId}`, {orderId: order.id})
  })
  return seeded
}

describe('a long order history in the back office', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  let seeded: Order[]
  const recorder = blobsRequestRecorder()

  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
    seeded = await seed(0, ORDERS)
    recorder.start()
  }, 300_000)
  afterAll(async () => {
    recorder.stop()
    await env.close()
  })

  /** A GET of the orders (`query`: `?cursor=&limit=`), with the requests the answer made of the orders store. */
  async function read(query = '') {
    recorder.clear()
    const res = await ownerCall(ordersHandler, `${OWNER_API.orders}${query}`, {cookie})
    expect(res.status).toBe(200)
    return {res, requests: recorder.of(STORES.orders)}
  }

  /** Every order, page after page from the newest, each page's requests bounded. */
  async function everyPage(limit: number) {
    const orders: {id: string; createdAt: string}[] = []
    let cursor: string | null = null
    do {
      const {res, requests} = await read(`?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      expect(res.body.orders.length).toBeLessThanOrEqual(limit)
      expect(requests.length).toBeLessThanOrEqual(PAGE_REQUESTS + (cursor ? 0 : WEEK_REQUESTS))
      orders.push(...res.body.orders)
      cursor = res.body.nextCursor
    } while (cursor)
    return orders
  }

  it('builds the index once, then answers the newest 50 orders in a few requests, and pages through all of them', async () => {
    const built = await read()
    expect(built.res.body.orders).toHaveLength(50)
    expect(built.res.body.totals).toEqual({orders: ORDERS})
    const newest = seeded[ORDERS - 1]
    expect(built.res.body.orders[0]).toEqual(
      expect.objectContaining({id: newest.id, state: newest.state, amountCents: newest.amountCents}),
    )
    expect(built.res.body.orders[0]).not.toHaveProperty('restoreHash')

    const again = await read()
    expect(again.res.body).toEqual(built.res.body)
    expect(again.requests.length).toBeLessThanOrEqual(PAGE_REQUESTS + WEEK_REQUESTS)

    const all = await everyPage(200)
    expect(new Set(all.map((order) => order.id))).toEqual(new Set(seeded.map((order) => order.id)))
    const dates = all.map((order) => order.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  }, 300_000)

  it('lists a new sale, a refund and a fee reported at once, each on its page', async () => {
    const now = new Date()
    const {order: sale} = await recordOrder(
      {
        provider: 'stripe',
        providerId: `pi_${hex(12)}`,
        amountCents: 3700,
        currency: 'USD',
        coupon: null,
        email: 'new@example.com',
      },
      now,
    )
    const refunded = seeded.find((order) => order.state === 'paid' && order.provider === 'stripe')!
    await markRefunded(refunded.id, now, {by: 'owner', reason: 'asked'})
    const unpriced = seeded.find(
      (order) => order.feeCents === undefined && order.provider === 'stripe' && order.id !== refunded.id,
    )!
    await recordFee(unpriced.id, 141)

    const first = await read()
    expect(first.res.body.orders[0]).toMatchObject({id: sale.id, email: 'new@example.com'})
    expect(first.res.body.totals).toEqual({orders: ORDERS + 1})
    const all = await everyPage(200)
    expect(all).toHaveLength(ORDERS + 1)
    const byId = new Map(all.map((order) => [order.id, order]))
    expect(byId.get(refunded.id)).toMatchObject({state: 'refunded'})
    expect(byId.get(unpriced.id)).toMatchObject({feeCents: 141})
  }, 120_000)

  it('answers the one order a notice links to, however old, in a few requests', async () => {
    const oldest = seeded[0]
    const {res, requests} = await read(`?order=${encodeURIComponent(oldest.id)}`)
    expect(res.body.orders).toEqual([expect.objectContaining({id: oldest.id, createdAt: oldest.createdAt})])
    expect(res.body.nextCursor).toBeNull()
    expect(requests.length).toBeLessThanOrEqual(2)
  }, 60_000)

  it('revenue reads the running totals of its months: a period of the long history totals every order in it', async () => {
    const period = `${OWNER_API.revenue}?from=2025-01-01&to=2025-01-01`
    const built = await ownerCall(revenueHandler, period, {cookie}) // the one-time build from the orders
    recorder.clear()
    const res = await ownerCall(revenueHandler, period, {cookie})
    expect(res.status).toBe(200)
    expect(res.body).toEqual(built.body)
    // The seeded orders are a minute apart from midnight: 1,440 of them on 2025-01-01, less demo and pending ones.
    const counted = seeded.filter((order) => !order.demo && order.state !== 'pending' && order.createdAt < '2025-01-02')
    expect(res.body.totals.orders).toBe(counted.length)
    // Whether the totals are built, and the two months the day can fall in, whatever the coach's zone.
    expect(recorder.of(STORES.orders).length).toBeLessThanOrEqual(REVENUE_REQUESTS)
    expect(res.body).toEqual(revenueReport((await listOrders()).map(ownerView), res.body.period))
  }, 120_000)

  it('costs the same few requests for a page of orders and for revenue at twice the orders', async () => {
    const cost = async () => {
      const page = (await read()).requests.length
      recorder.clear()
      const all = await ownerCall(revenueHandler, `${OWNER_API.revenue}?period=all-time`, {cookie})
      expect(all.status).toBe(200)
      const revenue = recorder.of(STORES.orders).length
      recorder.clear()
      const month = await ownerCall(revenueHandler, `${OWNER_API.revenue}?from=2025-01-01&to=2025-01-31`, {cookie})
      return {page, revenue, month: recorder.of(STORES.orders).length, orders: month.body.totals.orders as number}
    }
    const before = await cost()
    // As many again, written straight into the store; the index and the totals are rebuilt from all of them.
    seeded = [...seeded, ...(await seed(ORDERS, ORDERS))]
    await orderIndex.recount()
    await recountOrderTotals(new Date())
    const after = await cost()
    expect(after.orders).toBeGreaterThan(before.orders)
    expect(after).toEqual({...before, orders: after.orders})
    expect(after.page).toBeLessThanOrEqual(PAGE_REQUESTS + WEEK_REQUESTS)
    expect(after.month).toBeLessThanOrEqual(REVENUE_REQUESTS)
  }, 300_000)
})
