import {STORES} from './blobs'
import {countCouponUse, couponUseTotalsOf} from './coupon-use-totals'
import {countOrderEvents, orderEventTotalsOf} from './order-events-totals'
import {listOrders} from './order-list'
import type {Order} from './order-record'
import {countRevenue, revenueTotalsOf} from './revenue-totals'
import {replaceTotals, totalsReady} from './running-totals'

/**
 * Every running total kept on the orders (docs/capacity.md "Orders and revenue"): revenue by payment
 * (revenue-totals.ts), sales and refunds by when they happened (order-events-totals.ts), coupon uses
 * (coupon-use-totals.ts). They share the store's ready marker, so they are built, and rebuilt, together. Version 2
 * added the events and the coupon uses: a store whose revenue alone was built is counted again once.
 */
const ORDER_TOTALS_VERSION = 2

/**
 * Adds what a write of an order changed to every total (`before`: the order as it was, null when just recorded).
 * Until the totals are built (the first back-office view builds them from the orders), nothing is kept: the build
 * counts it.
 */
export async function countOrderChange(before: Order | null, after: Order) {
  if (!(await totalsReady(STORES.orders, ORDER_TOTALS_VERSION))) return
  await countRevenue(before, after)
  await countOrderEvents(before, after)
  await countCouponUse(before, after)
}

/** Every totals blob of the orders as counted from `orders`, by key. */
export const orderTotalsOf = (orders: Order[]): Map<string, unknown> =>
  new Map<string, unknown>([...revenueTotalsOf(orders), ...orderEventTotalsOf(orders), ...couponUseTotalsOf(orders)])

/** Rebuilds every total from the orders (the one-time build), and marks them complete. */
export const recountOrderTotals = async (now: Date) =>
  replaceTotals(STORES.orders, orderTotalsOf(await listOrders()), now, ORDER_TOTALS_VERSION)

/** Builds the totals once, when they are not built yet (the first view that reads them). */
export async function ensureOrderTotals(now: Date) {
  if (!(await totalsReady(STORES.orders, ORDER_TOTALS_VERSION))) await recountOrderTotals(now)
}

/** Whether the totals are built (else a check has nothing to compare). */
export const orderTotalsReady = () => totalsReady(STORES.orders, ORDER_TOTALS_VERSION)
