import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {useSiteChrome} from '../components/layout/use-site-chrome'
import {Seo} from '../components/seo/seo'
import {RefundRequest} from '../features/checkout/components/refund-request'

export default function RefundPage() {
  const {supportEmail, guaranteeText} = useSiteChrome()
  return (
    <Layout>
      <RefundRequest supportEmail={supportEmail} guaranteeText={guaranteeText} />
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Try It On: Your Refund" pathname={location.pathname} noindex />
