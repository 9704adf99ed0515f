import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {useSiteChrome} from '../components/layout/use-site-chrome'
import {Seo} from '../components/seo/seo'
import {PurchaseSuccess} from '../features/checkout/components/purchase-success'

export default function CheckoutSuccessPage() {
  const {supportEmail, communityLink} = useSiteChrome()
  return (
    <Layout>
      <PurchaseSuccess supportEmail={supportEmail} communityLink={communityLink} />
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Welcome to Your Toolkit" pathname={location.pathname} noindex />
