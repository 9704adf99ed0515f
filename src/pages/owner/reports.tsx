import {ReportsScreen} from '../../features/owner/components/reports-screen'
import {ownerPage} from '../../features/owner/components/owner-page'

/** /owner/reports (DECISIONS 29): what women report, as totals only. */
const page = ownerPage('What women report', ReportsScreen)
export default page.Page
export const Head = page.Head
