import type {HeadFC} from 'gatsby'
import {useSiteChrome} from '../components/layout/use-site-chrome'
import {Seo} from '../components/seo/seo'
import {LegalPage} from '../features/legal/legal-page'
import {PrivacyPolicyContent} from '../features/legal/privacy-policy-content'

export default function PrivacyPolicyPage() {
  const {supportEmail, coachName} = useSiteChrome()
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicyContent supportEmail={supportEmail} coachName={coachName} />
    </LegalPage>
  )
}

export const Head: HeadFC = ({location}) => (
  <Seo title="Privacy Policy" description="What the Menopause Mastery Toolkit stores, why, and how to delete it." pathname={location.pathname} />
)
