import type {HeadFC} from 'gatsby'
import {Seo} from '../components/seo/seo'
import {LegalPage} from '../features/legal/legal-page'
import {PrivacyPolicyContent} from '../features/legal/privacy-policy-content'

export default function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" Content={PrivacyPolicyContent} />
}

export const Head: HeadFC = ({location}) => (
  <Seo
    title="Privacy Policy"
    description="What the Menopause Mastery Toolkit stores, why, and how to delete it."
    pathname={location.pathname}
  />
)
