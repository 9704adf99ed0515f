import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {studioUrl} from '../../src/lib/content/studio-url'
import {couponRows} from '../../src/lib/owner/coupon-rows'
import {couponUses} from './_shared/coupon-use-totals'
import {couponStatus, listCouponDocuments} from './_shared/coupons'
import {answer, withErrors} from './_shared/http'
import {ensureOrderTotals} from './_shared/order-totals'
import {guardOwnerRequest} from './_shared/owner/guard'

/** The Studio's form of one coupon (its edit intent). */
const editUrl = (id: string) => `${studioUrl()}/intent/edit/id=${encodeURIComponent(id)};type=coupon`

/**
 * The coach's coupons, read-only (she edits them in the Studio): each code with its amount, dates, whether a buyer
 * can use it now and how often it was used (running totals kept on write: coupon-use-totals.ts). Read where checkout
 * reads them, so "live" here is what checkout accepts.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerCoupons)
  if (guard.response) return guard.response
  const now = new Date()
  await ensureOrderTotals(now)
  const [{source, documents}, uses] = await Promise.all([listCouponDocuments(), couponUses()])
  const listed = documents.map((doc, index) => ({
    id: doc._id ?? `coupon-${index}`,
    code: doc.code,
    dollarsOff: doc.dollarsOff,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    status: couponStatus(doc, now),
  }))
  return answer(API.ownerCoupons, 'GET', 200, {source, coupons: couponRows(listed, uses, editUrl)})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/coupons', method: 'GET'}
