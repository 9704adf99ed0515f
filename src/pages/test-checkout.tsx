import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {TestCheckout} from '../features/checkout/components/test-checkout'

/** Demo mode only: gatsby-node removes this page from production builds (DECISIONS 18). */
export default function TestCheckoutPage() {
  return (
    <Layout>
      <TestCheckout />
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Test Checkout" pathname={location.pathname} noindex />
