import {
  moneyReceived,
  type BucketRevenue,
  type CouponRevenue,
  type OwnerOrder,
  type RevenueFigures,
  type RevenuePeriod,
  type RevenueReport,
} from '../api-contract/owner-answers'
import {bucketOf, bucketsOf, inPeriod} from './revenue-period'

export const NO_COUPON = '(no coupon)'

const noFigures = (): RevenueFigures => ({
  orders: 0,
  grossCents: 0,
  refundedCents: 0,
  disputedCents: 0,
  feeCents: 0,
  feesNotReported: 0,
  netCents: 0,
})

/** When an order's money came in: its payment (or its creation when no payment date is known). */
const paidOn = (order: OwnerOrder) => order.paidAt ?? order.createdAt

/**
 * An order's figures: its amount in gross, again as refunded or disputed, its fee if the provider reported one. The
 * one reading of an order's money: the revenue report adds these up, the orders list shows one order's fee from it.
 */
export function figuresOf(order: OwnerOrder): RevenueFigures {
  const refunded = order.state === 'refunded' ? order.amountCents : 0
  const disputed = order.state === 'disputed' ? order.amountCents : 0
  // The payment's fee (unknown until reported) and a dispute's fees (Stripe charges one when a dispute opens).
  const fee = (order.feeCents ?? 0) + (order.disputeFeeCents ?? 0)
  return {
    orders: 1,
    grossCents: order.amountCents,
    refundedCents: refunded,
    disputedCents: disputed,
    feeCents: fee,
    feesNotReported: order.feeCents === undefined ? 1 : 0,
    netCents: order.amountCents - refunded - disputed - fee,
  }
}

function add(into: RevenueFigures, more: RevenueFigures) {
  for (const key of Object.keys(more) as (keyof RevenueFigures)[]) into[key] += more[key]
}

/**
 * Revenue of a period, by group (day, week or month) and by coupon. An order counts in the period of its
 * payment; pending and failed orders brought no money and are left out; a refunded or disputed order counts in gross and
 * again as refunded/disputed. Fees are the providers' (a fee kept on a refund stays a cost); an order whose provider
 * reported no fee is counted in `feesNotReported`, never as a fee of 0. Net = gross − refunded − disputed − fees.
 * Demo sales never count: `demoOrders` says how many of the period's were left out, so the coach sees why.
 */
export function revenueReport(orders: OwnerOrder[], period: RevenuePeriod): RevenueReport {
  const received = orders.filter((order) => moneyReceived(order.state) && inPeriod(paidOn(order), period))
  const counted = received.filter((order) => !order.demo)
  const buckets = new Map<string, BucketRevenue>(bucketsOf(period).map((start) => [start, {start, ...noFigures()}]))
  const coupons = new Map<string, CouponRevenue>()
  const totals = {...noFigures(), refunds: 0, disputes: 0}

  for (const order of counted) {
    const figures = figuresOf(order)
    add(totals, figures)
    totals.refunds += figures.refundedCents ? 1 : 0
    totals.disputes += figures.disputedCents ? 1 : 0
    const bucket = buckets.get(bucketOf(paidOn(order), period.grouping, period.timeZone))
    if (bucket) add(bucket, figures)
    const name = order.coupon || NO_COUPON
    const coupon = coupons.get(name) ?? {coupon: name, orders: 0, grossCents: 0, netCents: 0}
    coupon.orders += 1
    coupon.grossCents += figures.grossCents
    coupon.netCents += figures.netCents
    coupons.set(name, coupon)
  }

  return {
    currency: counted[0]?.currency ?? 'USD',
    period,
    buckets: [...buckets.values()],
    coupons: [...coupons.values()].sort((a, b) => b.grossCents - a.grossCents || a.coupon.localeCompare(b.coupon)),
    totals,
    demoOrders: received.length - counted.length,
  }
}

/** The first payment among the orders that count (where "all time" starts), or null. */
export function firstPaidAt(orders: OwnerOrder[]): string | null {
  const days = orders.filter((order) => moneyReceived(order.state) && !order.demo).map(paidOn)
  return days.length ? days.reduce((a, b) => (a < b ? a : b)) : null
}
