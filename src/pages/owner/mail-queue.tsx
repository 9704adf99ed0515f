import {MailQueueScreen} from '../../features/owner/components/mail-queue-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/mail-queue: mail the mail provider could not take yet, and the mail given up on, with a retry. */
const page = ownerPage('Mail queue', MailQueueScreen)
export default page.Page
export const Head = page.Head
