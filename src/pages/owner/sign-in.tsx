import type {HeadFC} from 'gatsby'
import {Seo} from '../../components/seo/seo'
import {OwnerFrame} from '../../features/owner/components/owner-shell'
import {RedeemLink} from '../../features/owner/components/redeem-link'

/** Where the mailed sign-in link lands (DECISIONS 29). Not indexed, not in the sitemap. */
export default function OwnerSignInPage() {
  return (
    <OwnerFrame>
      <RedeemLink />
    </OwnerFrame>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Sign in · Back office" pathname={location.pathname} noindex />
