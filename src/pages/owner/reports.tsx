import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {ReportsScreen} from '../../features/owner/components/reports-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): What women report. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerReportsPage() {
  return (
    <OwnerShell title="What women report">
      <ReportsScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="What women report · Back office" pathname={location.pathname} noindex />
