import {STORES} from './blobs'
import {orderKeyOf} from './order-access'
import {countCouponUse, couponUseTotalsOf} from './coupon-use-totals'
import {countOrderEvents, orderEventTotalsOf} from './order-events-totals'
import {listOrders} from './order-list'
import type {Order, OrderChange} from './order-record'
import {countRevenue, revenueTotalsOf} from './revenue-totals'
import {replaceTotals, totalsReady} from './running-totals'
import {youngStore} from './young-store'

/**
 * Every running total kept on the orders (docs/capacity.md "Orders and revenue"): revenue by payment
 * (revenue-totals.ts), sales and refunds by when they happened (order-events-totals.ts), coupon uses
 * (coupon-use-totals.ts). They share the store's ready marker, so they are built, and rebuilt, together. Version 2
 * added the events and the coupon uses: a store whose revenue alone was built is counted again once.
 */
const ORDER_TOTALS_VERSION = 2

/** Whether the totals are built (else a write keeps none, and a check has nothing to compare). */
export const orderTotalsReady = () => totalsReady(STORES.orders, ORDER_TOTALS_VERSION)

/**
 * Adds what writes of orders changed to every total (one, or a batch's: each totals blob then changed once for all
 * of them). Until the totals are built nothing is kept: the build counts them. A young store (its first orders,
 * written at once or not, or only the batch's `recorded` new ones) is built by the write itself, while that is cheap:
 * left for the first back-office view, the build would read every order the store has grown to by then. Writes
 * racing that build may be counted twice or not at all; the nightly check (order-totals-check.ts) finds and corrects
 * such a drift.
 */
export async function countOrderChanges(writes: OrderChange[], recorded = 0) {
  if (!(await orderTotalsReady())) {
    const {young, onlyWritten} = await youngStore(STORES.orders, orderKeyOf(''), undefined, recorded)
    if (young || onlyWritten) await recountOrderTotals(new Date())
    return
  }
  await countRevenue(writes)
  await countOrderEvents(writes)
  await countCouponUse(writes)
}

/** Every totals blob of the orders as counted from `orders`, by key. */
export const orderTotalsOf = (orders: Order[]): Map<string, unknown> =>
  new Map<string, unknown>([...revenueTotalsOf(orders), ...orderEventTotalsOf(orders), ...couponUseTotalsOf(orders)])

/** Rebuilds every total from the orders (the one-time build), and marks them complete. */
export const recountOrderTotals = async (now: Date) =>
  replaceTotals(STORES.orders, orderTotalsOf(await listOrders()), now, ORDER_TOTALS_VERSION)

/** Builds the totals once, when they are not built yet (the first view that reads them). */
export async function ensureOrderTotals(now: Date) {
  if (!(await orderTotalsReady())) await recountOrderTotals(now)
}
