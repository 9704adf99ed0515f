import {ownerPage} from '../../features/owner/components/owner-page'
import {RedeemLink} from '../../features/owner/components/redeem-link'

/** /owner/sign-in (DECISIONS 29): where the mailed sign-in link lands, before any session. */
const page = ownerPage('Sign in', RedeemLink, {gated: false})
export default page.Page
export const Head = page.Head
