import {moneyReceived, type CouponRow, type CouponStatus, type OwnerOrder} from '../api-contract/owner-answers'
import {normalizeCouponCode} from '../checkout/logic'

/** A coupon document with its status, as the server read it. */
export type ListedCoupon = {
  id: string
  code: unknown
  dollarsOff: unknown
  startsAt: unknown
  endsAt: unknown
  status: CouponStatus
}

const STATUS_ORDER: CouponStatus[] = ['live', 'not-started', 'off', 'ended', 'incomplete']

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/**
 * The back office's coupon list: live codes first (what a buyer can use today), then by code. Times used counts the
 * orders that paid with the code, refunded and disputed ones included (they used it); pending and failed
 * payments and rehearsal sales did not.
 */
export function couponRows(
  coupons: ListedCoupon[],
  orders: OwnerOrder[],
  editUrl: (id: string) => string,
): CouponRow[] {
  const uses = new Map<string, number>()
  for (const order of orders) {
    if (!order.coupon || order.demo || !moneyReceived(order.state)) continue
    const code = normalizeCouponCode(order.coupon)
    uses.set(code, (uses.get(code) ?? 0) + 1)
  }
  return coupons
    .map((coupon) => {
      const code = text(coupon.code)
      return {
        id: coupon.id,
        code: code ? normalizeCouponCode(code) : '',
        dollarsOff: typeof coupon.dollarsOff === 'number' ? coupon.dollarsOff : null,
        startsAt: text(coupon.startsAt),
        endsAt: text(coupon.endsAt),
        status: coupon.status,
        timesUsed: code ? (uses.get(normalizeCouponCode(code)) ?? 0) : 0,
        editUrl: editUrl(coupon.id),
      }
    })
    .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.code.localeCompare(b.code))
}
