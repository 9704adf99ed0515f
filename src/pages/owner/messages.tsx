import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {MessagesScreen} from '../../features/owner/components/messages-screen'
import {OwnerShell} from '../../features/owner/components/owner-shell'

/** Back office (DECISIONS 29): Messages. Not indexed, not in the sitemap, not linked from the site. */
export default function OwnerMessagesPage() {
  return (
    <OwnerShell title="Messages">
      <MessagesScreen />
    </OwnerShell>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Messages · Back office" pathname={location.pathname} noindex />
