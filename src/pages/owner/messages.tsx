import {MessagesScreen} from '../../features/owner/components/messages-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/messages (DECISIONS 29): what people wrote through the contact form. */
const page = ownerPage('Messages', MessagesScreen)
export default page.Page
export const Head = page.Head
