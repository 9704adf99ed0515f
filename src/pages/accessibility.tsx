import type {HeadFC} from 'gatsby'
import {Seo} from '../components/seo/seo'
import {ACCESSIBILITY_REVIEWED} from '../config/legal'
import {AccessibilityContent} from '../features/legal/accessibility-content'
import {LegalPage} from '../features/legal/legal-page'

export default function AccessibilityPage() {
  return <LegalPage title="Accessibility" Content={AccessibilityContent} updated={ACCESSIBILITY_REVIEWED} />
}

export const Head: HeadFC = ({location}) => (
  <Seo
    title="Accessibility"
    description="How the Menopause Mastery Toolkit meets WCAG 2.2 AA, what is not there yet, and how to tell us about a problem."
    pathname={location.pathname}
  />
)
