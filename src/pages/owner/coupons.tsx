import {CouponsScreen} from '../../features/owner/components/coupons-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/coupons: each coupon, live or not, and how often it was used (edited in the Studio). */
const page = ownerPage('Coupons', CouponsScreen)
export default page.Page
export const Head = page.Head
