import {AuditScreen} from '../../features/owner/components/audit-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/audit (DECISIONS 29): every back-office action, newest first. */
const page = ownerPage('Audit log', AuditScreen)
export default page.Page
export const Head = page.Head
