import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {useSiteChrome} from '../components/layout/use-site-chrome'
import {Seo} from '../components/seo/seo'
import {CheckoutFlow} from '../features/checkout/components/checkout-flow'

export default function CheckoutPage() {
  const {guaranteeText} = useSiteChrome()
  return (
    <Layout scriptsOnDemand>
      <CheckoutFlow guaranteeText={guaranteeText} />
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => (
  <Seo
    title="Secure Checkout"
    description="Get lifetime access to the Menopause Mastery Toolkit: one payment, 14-day money-back guarantee."
    pathname={location.pathname}
  />
)
