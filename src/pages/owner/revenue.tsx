import {RevenueScreen} from '../../features/owner/components/revenue-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/revenue (DECISIONS 29): totals, by week and by coupon. */
const page = ownerPage('Revenue', RevenueScreen)
export default page.Page
export const Head = page.Head
