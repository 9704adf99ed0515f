import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {studioUrl} from '../../src/lib/content/studio-url'
import {couponRows} from '../../src/lib/owner/coupon-rows'
import {couponStatus, listCouponDocuments} from './_shared/coupons'
import {answer, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {listOrders, ownerView} from './_shared/owner/sources'

/** The Studio's form of one coupon (its edit intent). */
const editUrl = (id: string) => `${studioUrl()}/intent/edit/id=${encodeURIComponent(id)};type=coupon`

/**
 * The coach's coupons, read-only (she edits them in the Studio): each code with its amount, dates, whether a buyer
 * can use it now and how often it was used. Read where checkout reads them, so "live" here is what checkout accepts.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerCoupons)
  if (guard.response) return guard.response
  const now = new Date()
  const [{source, documents}, orders] = await Promise.all([listCouponDocuments(), listOrders()])
  const listed = documents.map((doc, index) => ({
    id: doc._id ?? `coupon-${index}`,
    code: doc.code,
    dollarsOff: doc.dollarsOff,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    status: couponStatus(doc, now),
  }))
  return answer(API.ownerCoupons, 'GET', 200, {source, coupons: couponRows(listed, orders.map(ownerView), editUrl)})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/coupons', method: 'GET'}
