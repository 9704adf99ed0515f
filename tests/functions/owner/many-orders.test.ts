import {blobsRequestRecorder} from '../../support/blobs-requests'
import {randomBytes} from 'node:crypto'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import revenueHandler from '../../../netlify/functions/owner-revenue.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import type {Order} from '../../../netlify/functions/_shared/order-record'
import {markRefunded, recordFee, recordOrder} from '../../../netlify/functions/_shared/orders'
import {pool} from '../../../netlify/functions/_shared/pool'
import {OWNER_API} from '../../../src/config/owner'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * A long order history. Reading every order on every back-office page cost one Blobs request per order
 * (339 for 338 orders); under `npm start` such an answer was lost, since Netlify's runtime adds a header entry per
 * request the function made and netlify dev's proxy drops headers past 16 KB (about 270 requests). The back office
 * must list a realistic history (1,000 orders, stored as the live store holds them) quickly and in a few requests.
 */
const ORDERS = 1_000
/** What a listing may ask the orders store when nothing changed: the listing of keys and the snapshot. */
const WARM_LISTING_REQUESTS = 2

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

async function seed(count: number) {
  const orders = store(STORES.orders)
  const start = Date.parse('2025-01-01T00:00:00Z')
  const seeded = Array.from({length: count}, (_, n) => storedOrder(n, start))
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
    seeded = await seed(ORDERS)
    recorder.start()
  }, 180_000)
  afterAll(async () => {
    recorder.stop()
    await env.close()
  })

  /** The owner's orders, with the requests the answer cost and how long it took. */
  async function listed() {
    recorder.clear()
    const started = performance.now()
    const res = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
    return {res, requests: recorder.of(STORES.orders), ms: performance.now() - started}
  }

  it('lists all 1,000 orders newest first, then answers again with two requests and quickly', async () => {
    const first = await listed()
    expect(first.res.status).toBe(200)
    expect(first.res.body.orders).toHaveLength(ORDERS)
    const newest = seeded[ORDERS - 1]
    expect(first.res.body.orders[0]).toEqual(
      expect.objectContaining({id: newest.id, state: newest.state, amountCents: newest.amountCents}),
    )
    expect(first.res.body.orders[0]).not.toHaveProperty('restoreHash')
    const dates = first.res.body.orders.map((order: {createdAt: string}) => order.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())

    const again = await listed()
    expect(again.res.body.orders).toEqual(first.res.body.orders)
    expect(again.requests).toHaveLength(WARM_LISTING_REQUESTS)
    expect(again.ms).toBeLessThan(5_000)
  }, 120_000)

  it('reads only what changed since: a new sale, a refund and a fee reported show at once', async () => {
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

    const after = await listed()
    expect(after.res.body.orders).toHaveLength(ORDERS + 1)
    const byId = new Map(after.res.body.orders.map((order: {id: string}) => [order.id, order]))
    expect(after.res.body.orders[0]).toMatchObject({id: sale.id, email: 'new@example.com'})
    expect(byId.get(refunded.id)).toMatchObject({state: 'refunded'})
    expect(byId.get(unpriced.id)).toMatchObject({feeCents: 141})
    // The listing, the snapshot, the three changed orders, the snapshot written back.
    expect(
      after.requests.filter((request) => request.method === 'GET' && request.key.startsWith('order/')),
    ).toHaveLength(3)
    expect(after.requests).toHaveLength(WARM_LISTING_REQUESTS + 3 + 1)
  }, 60_000)

  it('revenue reads the same snapshot: a period of the long history totals every order in it', async () => {
    recorder.clear()
    const res = await ownerCall(revenueHandler, `${OWNER_API.revenue}?from=2025-01-01&to=2025-01-01`, {cookie})
    expect(res.status).toBe(200)
    // The seeded orders are a minute apart from midnight: 1,000 of them on 2025-01-01, less demo and pending ones.
    const counted = seeded.filter((order) => !order.demo && order.state !== 'pending' && order.createdAt < '2025-01-02')
    expect(res.body.totals.orders).toBe(counted.length)
    expect(recorder.of(STORES.orders)).toHaveLength(WARM_LISTING_REQUESTS)
  }, 60_000)
})
