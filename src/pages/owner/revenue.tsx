import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {RevenueScreen} from '../../features/owner/components/revenue-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Revenue. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerRevenuePage() {
  return (
    <OwnerShell title="Revenue">
      <RevenueScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Revenue · Back office" pathname={location.pathname} noindex />
