import {Overview} from '../../features/owner/components/overview'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner (DECISIONS 29): the start page, one line per screen. */
const page = ownerPage('Overview', Overview)
export default page.Page
export const Head = page.Head
