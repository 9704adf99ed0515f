import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {EmailListScreen} from '../../features/owner/components/email-list-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Email list. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerEmailListPage() {
  return (
    <OwnerShell title="Email list">
      <EmailListScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Email list · Back office" pathname={location.pathname} noindex />
