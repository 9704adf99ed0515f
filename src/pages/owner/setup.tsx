import {ownerPage} from '../../features/owner/components/owner-page'
import {SetupScreen} from '../../features/owner/components/setup-screen'

/** /owner/setup: going live step by step, from the live configuration. */
const page = ownerPage('Setup', SetupScreen)
export default page.Page
export const Head = page.Head
