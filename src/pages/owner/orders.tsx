import {OrdersScreen} from '../../features/owner/components/orders-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/orders (DECISIONS 29): orders by email; resend a receipt or refund. */
const page = ownerPage('Orders', OrdersScreen)
export default page.Page
export const Head = page.Head
