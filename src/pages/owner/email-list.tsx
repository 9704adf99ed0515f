import {EmailListScreen} from '../../features/owner/components/email-list-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/email-list (DECISIONS 29): captured addresses and purchasers, and the CSV of the subscribed. */
const page = ownerPage('Email list', EmailListScreen)
export default page.Page
export const Head = page.Head
