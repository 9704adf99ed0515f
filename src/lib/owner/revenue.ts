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

/** What one order, or several counted together, adds to a report: the figures and how many were refunds or disputes. */
export type ShareFigures = RevenueFigures & {refunds: number; disputes: number}

/**
 * What orders add to a report, grouped where they fall alike: when their money came in (`at`, an instant), their
 * coupon, whether they were demo sales; `latest` is the newest of them by creation (whose currency the report names).
 * One order is one share (revenueReport); the running totals keep one share per quarter hour and coupon
 * (netlify/functions/_shared/revenue-totals.ts), and a report of either reads the same.
 */
export type RevenueShare = {
  at: string
  coupon: string | null
  demo: boolean
  figures: ShareFigures
  latest: {createdAt: string; currency: string}
}

/** An order's share of revenue, or null when it brought no money (pending, failed). */
export function shareOf(order: OwnerOrder): RevenueShare | null {
  if (!moneyReceived(order.state)) return null
  const figures = figuresOf(order)
  return {
    at: paidOn(order),
    coupon: order.coupon || null,
    demo: Boolean(order.demo),
    figures: {...figures, refunds: figures.refundedCents ? 1 : 0, disputes: figures.disputedCents ? 1 : 0},
    latest: {createdAt: order.createdAt, currency: order.currency},
  }
}

function add(into: RevenueFigures, more: RevenueFigures) {
  for (const key of Object.keys(noFigures()) as (keyof RevenueFigures)[]) into[key] += more[key]
}

/**
 * Revenue of a period, by group (day, week or month) and by coupon. An order counts in the period of its
 * payment; pending and failed orders brought no money and are left out; a refunded or disputed order counts in gross and
 * again as refunded/disputed. Fees are the providers' (a fee kept on a refund stays a cost); an order whose provider
 * reported no fee is counted in `feesNotReported`, never as a fee of 0. Net = gross − refunded − disputed − fees.
 * Demo sales never count: `demoOrders` says how many of the period's were left out, so the coach sees why.
 */
export const revenueReport = (orders: OwnerOrder[], period: RevenuePeriod): RevenueReport =>
  revenueReportOf(
    orders.map(shareOf).filter((share): share is RevenueShare => share !== null),
    period,
  )

/** The report of the shares of revenue (revenueReport's rules), whether of single orders or of running totals. */
export function revenueReportOf(shares: RevenueShare[], period: RevenuePeriod): RevenueReport {
  const received = shares.filter((share) => inPeriod(share.at, period))
  const counted = received.filter((share) => !share.demo)
  const buckets = new Map<string, BucketRevenue>(bucketsOf(period).map((start) => [start, {start, ...noFigures()}]))
  const coupons = new Map<string, CouponRevenue>()
  const totals = {...noFigures(), refunds: 0, disputes: 0}

  for (const {at, coupon, figures} of counted) {
    add(totals, figures)
    totals.refunds += figures.refunds
    totals.disputes += figures.disputes
    const bucket = buckets.get(bucketOf(at, period.grouping, period.timeZone))
    if (bucket) add(bucket, figures)
    const name = coupon || NO_COUPON
    const byCoupon = coupons.get(name) ?? {coupon: name, orders: 0, grossCents: 0, netCents: 0}
    byCoupon.orders += figures.orders
    byCoupon.grossCents += figures.grossCents
    byCoupon.netCents += figures.netCents
    coupons.set(name, byCoupon)
  }

  const newest = counted.reduce<RevenueShare | null>(
    (found, share) => (!found || share.latest.createdAt > found.latest.createdAt ? share : found),
    null,
  )
  return {
    currency: newest?.latest.currency ?? 'USD',
    period,
    buckets: [...buckets.values()],
    coupons: [...coupons.values()].sort((a, b) => b.grossCents - a.grossCents || a.coupon.localeCompare(b.coupon)),
    totals,
    demoOrders: received.reduce((sum, share) => sum + (share.demo ? share.figures.orders : 0), 0),
  }
}

/** The first payment among the orders that count (where "all time" starts), or null. */
export const firstPaidAt = (orders: OwnerOrder[]): string | null =>
  firstPaidAtOf(orders.map(shareOf).filter((share): share is RevenueShare => share !== null))

/** The first payment among the shares that count, or null. */
export function firstPaidAtOf(shares: RevenueShare[]): string | null {
  const days = shares.filter((share) => !share.demo && share.figures.orders > 0).map((share) => share.at)
  return days.length ? days.reduce((a, b) => (a < b ? a : b)) : null
}
