import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ContactForm} from '../features/contact/components/contact-form'
import {ContactLayout} from '../features/contact/components/contact-layout'
import {ContactPanel} from '../features/contact/components/contact-panel'
import {CONTACT_MESSAGES as M} from '../features/contact/messages'

type Data = {settings: {supportEmail: string; communityLink: {url: string}}}

export default function ContactPage({data}: PageProps<Data>) {
  return (
    <Layout>
      <Section title={M.title} titleLevel={1} intro={M.intro}>
        <ContactLayout>
          <ContactForm />
          <ContactPanel supportEmail={data.settings.supportEmail} communityUrl={data.settings.communityLink.url} />
        </ContactLayout>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query ContactPage {
    settings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      supportEmail
      communityLink {
        url
      }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo title={M.seoTitle} pathname={location.pathname} />
