import {OutboxScreen} from '../../features/owner/components/outbox-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/**
 * /owner/outbox (demo mode): the mail `npm start` kept instead of sending, as a readable list. Not behind
 * the sign-in: the sign-in link itself lands here (the outbox API is open in demo mode only, like this page).
 */
const page = ownerPage('Outbox', OutboxScreen, {gated: false})
export default page.Page
export const Head = page.Head
