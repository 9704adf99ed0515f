import {ownerPage} from '../../features/owner/components/owner-page'
import {SetupScreen, SetupWithCode} from '../../features/owner/components/setup-screen'

/** /owner/setup: going live step by step, from the live configuration; before mail works, by the setup code. */
const page = ownerPage('Setup', SetupScreen, {SignedOut: SetupWithCode})
export default page.Page
export const Head = page.Head
