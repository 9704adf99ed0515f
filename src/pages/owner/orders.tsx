import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {OrdersScreen} from '../../features/owner/components/orders-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Orders. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerOrdersPage() {
  return (
    <OwnerShell title="Orders">
      <OrdersScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Orders · Back office" pathname={location.pathname} noindex />
