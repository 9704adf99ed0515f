import type {CouponRevenue, OwnerOrder, RevenueReport, WeekRevenue} from '../../../lib/api-contract/owner-answers'
import {lastWeeks, weekOf} from './weeks'

export const NO_COUPON = '(no coupon)'

/**
 * Revenue by week and by coupon. Pending orders bring no money yet and are left out; a refunded or
 * disputed order counts in its week's gross and again as refunded/disputed, so net = gross − both.
 * Weeks are those of payment (or creation when no payment date is known). Demo sales (issue 32) never count.
 */
export function revenueReport(orders: OwnerOrder[], now: Date, weekCount: number): RevenueReport {
  const counted = orders.filter((order) => order.state !== 'pending' && !order.demo)
  const weeks = new Map<string, WeekRevenue>(
    lastWeeks(now, weekCount).map((week) => [
      week,
      {week, orders: 0, grossCents: 0, refundedCents: 0, disputedCents: 0, netCents: 0},
    ]),
  )
  const coupons = new Map<string, CouponRevenue>()
  const totals = {orders: 0, grossCents: 0, refunds: 0, refundedCents: 0, disputes: 0, disputedCents: 0, netCents: 0}

  for (const order of counted) {
    const amount = order.amountCents
    const refunded = order.state === 'refunded' ? amount : 0
    const disputed = order.state === 'disputed' ? amount : 0
    const net = amount - refunded - disputed
    totals.orders += 1
    totals.grossCents += amount
    totals.refundedCents += refunded
    totals.disputedCents += disputed
    totals.refunds += refunded ? 1 : 0
    totals.disputes += disputed ? 1 : 0
    totals.netCents += net

    const week = weeks.get(weekOf(order.paidAt ?? order.createdAt))
    if (week) {
      week.orders += 1
      week.grossCents += amount
      week.refundedCents += refunded
      week.disputedCents += disputed
      week.netCents += net
    }
    const name = order.coupon || NO_COUPON
    const coupon = coupons.get(name) ?? {coupon: name, orders: 0, grossCents: 0, netCents: 0}
    coupon.orders += 1
    coupon.grossCents += amount
    coupon.netCents += net
    coupons.set(name, coupon)
  }

  return {
    currency: counted[0]?.currency ?? 'USD',
    weeks: [...weeks.values()],
    coupons: [...coupons.values()].sort((a, b) => b.grossCents - a.grossCents || a.coupon.localeCompare(b.coupon)),
    totals,
  }
}
