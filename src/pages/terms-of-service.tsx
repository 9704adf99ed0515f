import type {HeadFC} from 'gatsby'
import {Seo} from '../components/seo/seo'
import {LegalPage} from '../features/legal/legal-page'
import {TermsContent} from '../features/legal/terms-content'

export default function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" Content={TermsContent} />
}

export const Head: HeadFC = ({location}) => (
  <Seo
    title="Terms of Service"
    description="The terms of the Menopause Mastery Toolkit: licence, refunds, health disclaimer."
    pathname={location.pathname}
  />
)
