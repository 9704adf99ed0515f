import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ButtonLink} from '../components/ui/button'
import {ROUTES} from '../config/site'
import * as styles from '../components/layout/not-found.module.css'

/** DECISIONS 31: the original heading, a helpful line instead of the developer's, and ways back in. */
export default function NotFoundPage() {
  return (
    <Layout>
      <Section
        title="404 Page Not Found"
        titleLevel={1}
        intro="We couldn't find that page. It may have moved, or the address may have a typo. These will get you back on track:"
      >
        <p className={styles.links}>
          <ButtonLink to={ROUTES.home}>Back to Home</ButtonLink>
          <ButtonLink to="/#phase-quiz" variant="outline">
            Take the Phase Quiz
          </ButtonLink>
          <ButtonLink to={ROUTES.toolkit} variant="outline">
            Complete Toolkit
          </ButtonLink>
        </p>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Page not found" pathname={location.pathname} noindex />
