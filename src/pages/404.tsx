import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {ButtonLink} from '../components/ui/button'
import {Section} from '../components/layout/section'

export default function NotFoundPage() {
  return (
    <Layout>
      <Section title="404 Page Not Found" titleLevel={1} intro="Did you forget to add the page to the router?">
        <p style={{textAlign: 'center'}}>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </p>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title="Page not found" pathname={location.pathname} noindex />
