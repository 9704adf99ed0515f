import {OutboxScreen} from '../../features/owner/components/outbox-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/outbox (demo mode, issue 32): the mail `npm start` kept instead of sending, as a readable list. */
const page = ownerPage('Outbox', OutboxScreen)
export default page.Page
export const Head = page.Head
