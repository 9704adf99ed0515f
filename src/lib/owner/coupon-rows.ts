import type {CouponRow, CouponStatus} from '../api-contract/owner-answers'
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
 * The back office's coupon list: live codes first (what a buyer can use today), then by code, each with its times
 * used (`uses`, by normalised code: netlify/functions/_shared/coupon-use-totals.ts says what counts as a use).
 */
export function couponRows(
  coupons: ListedCoupon[],
  uses: Map<string, number>,
  editUrl: (id: string) => string,
): CouponRow[] {
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
