import type {HeadFC} from 'gatsby'
import {useSiteChrome} from '../components/layout/use-site-chrome'
import {Seo} from '../components/seo/seo'
import {LegalPage} from '../features/legal/legal-page'
import {TermsContent} from '../features/legal/terms-content'

export default function TermsOfServicePage() {
  const {supportEmail, coachName} = useSiteChrome()
  return (
    <LegalPage title="Terms of Service">
      <TermsContent supportEmail={supportEmail} coachName={coachName} />
    </LegalPage>
  )
}

export const Head: HeadFC = ({location}) => (
  <Seo title="Terms of Service" description="The terms of the Menopause Mastery Toolkit: licence, refunds, health disclaimer." pathname={location.pathname} />
)
