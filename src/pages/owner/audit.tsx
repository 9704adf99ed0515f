import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {AuditScreen} from '../../features/owner/components/audit-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Audit log. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerAuditPage() {
  return (
    <OwnerShell title="Audit log">
      <AuditScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Audit log · Back office" pathname={location.pathname} noindex />
