import {z} from 'zod'
import type {OwnerOrder} from '../../../src/lib/api-contract/owner-answers'
import {STORES} from './blobs'
import {isProductionContext} from './env'
import {getOrderById} from './order-access'
import {listOrders} from './order-list'
import {storedOrderSchema, type Order} from './order-record'
import {pagedIndex, type Totals} from './paged-index'

const ORDER_PREFIX = 'order/'

/** What the back office may show of an order: never its restore hash. */
export function ownerView(order: Order): OwnerOrder {
  return {
    id: order.id,
    provider: order.provider,
    amountCents: order.amountCents,
    currency: order.currency,
    coupon: order.coupon,
    email: order.email,
    createdAt: order.createdAt,
    state: order.state,
    paidAt: order.paidAt,
    ...(order.refundedAt ? {refundedAt: order.refundedAt} : {}),
    ...(order.refundReason ? {refundReason: order.refundReason} : {}),
    ...(order.demo ? {demo: true} : {}),
    ...(order.testMode && !order.demo ? {testMode: true} : {}),
    ...(order.marketingConsent ? {marketingConsent: true} : {}),
    ...(order.refundRequestedAt ? {refundRequestedAt: order.refundRequestedAt} : {}),
    ...(order.feeCents !== undefined ? {feeCents: order.feeCents} : {}),
    ...(order.disputeFeeCents !== undefined ? {disputeFeeCents: order.disputeFeeCents} : {}),
  }
}

/** An order as the list shows it (its owner view), checked against the contract's type so the two cannot drift. */
const ownerOrderSchema = storedOrderSchema
  .pick({
    id: true,
    provider: true,
    amountCents: true,
    currency: true,
    coupon: true,
    email: true,
    createdAt: true,
    refundedAt: true,
    refundReason: true,
    demo: true,
    testMode: true,
    marketingConsent: true,
    refundRequestedAt: true,
    feeCents: true,
    disputeFeeCents: true,
  })
  .extend({
    state: z.enum(['paid', 'pending', 'failed', 'refunded', 'disputed']),
    paidAt: z.string().nullable(),
  })
  .strip() satisfies z.ZodType<OwnerOrder>

/**
 * One order on the list: its owner view, and `testMoney` when it was paid with test money (the view marks a demo
 * sale's test money only as a demo), so production leaves it out (DECISIONS 49) on read.
 */
const listedOrderSchema = z.object({view: ownerOrderSchema, testMoney: z.literal(true).optional()})
type ListedOrder = z.infer<typeof listedOrderSchema>

const listed = (order: Order): ListedOrder => ({view: ownerView(order), ...(order.testMode ? {testMoney: true} : {})})

/**
 * The orders as the back office pages through them (paged-index.ts, docs/capacity.md "Orders and revenue"): newest
 * first by when each was recorded, with a running count of all orders and of the test-money ones.
 */
export const orderIndex = pagedIndex<ListedOrder>({
  store: STORES.orders,
  name: 'orders',
  entry: listedOrderSchema,
  joinedAt: (entry) => entry.view.createdAt,
  tally: (entry) => ({orders: 1, testMoney: entry.testMoney ? 1 : 0}),
  isRecordKey: (key) => key.startsWith(ORDER_PREFIX),
  recordPrefix: ORDER_PREFIX,
  // The one-time build from the orders stored before the index (resumable: each order's place is claimed once).
  scan: async () => new Map((await listOrders()).map((order) => [order.id, listed(order)])),
})

/** Brings an order's entry in line with the order as just written (recorded, or any change of it). */
export const indexOrder = (order: Order) => orderIndex.upsert(order.id, () => listed(order))

/** `indexOrder` for many orders just written (a batch): listed in one batch of the index (paged-index.ts `upsertMany`). */
export const indexOrders = (orders: Order[]) =>
  orderIndex.upsertMany(orders.map((order) => ({key: order.id, change: () => listed(order)})))

/** The count of all orders; on production, none paid with test money (DECISIONS 49). */
const shownCount = (totals: Totals, production: boolean) =>
  (totals.orders ?? 0) - (production ? (totals.testMoney ?? 0) : 0)

/** A page of the orders, newest first; on production never one paid with test money (DECISIONS 49). */
export async function ordersPage(cursor: string | undefined, limit: number) {
  const {items, nextCursor, totals} = await orderIndex.page(cursor, limit)
  const production = isProductionContext()
  return {
    orders: items.filter((entry) => !(production && entry.testMoney)).map((entry) => entry.view),
    nextCursor,
    totals: {orders: shownCount(totals, production)},
  }
}

/** The one order a notice's link names, however old, as a page of its own (none: not found, or not shown). */
export async function linkedOrder(id: string) {
  const production = isProductionContext()
  const [order, totals] = await Promise.all([getOrderById(id), orderIndex.totals()])
  const shown = order && !(production && order.testMode) ? [ownerView(order)] : []
  return {orders: shown, nextCursor: null, totals: {orders: shownCount(totals, production)}}
}
