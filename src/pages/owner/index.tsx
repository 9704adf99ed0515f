import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {Overview} from '../../features/owner/components/overview'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Overview. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerOverviewPage() {
  return (
    <OwnerShell title="Overview">
      <Overview />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Overview · Back office" pathname={location.pathname} noindex />
