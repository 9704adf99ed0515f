import type {HeadFC, PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {UnsubscribePanel} from '../features/unsubscribe/components/unsubscribe-panel'
import {UNSUBSCRIBE_MESSAGES as M} from '../features/unsubscribe/messages'

export default function UnsubscribePage({location}: PageProps) {
  return (
    <Layout>
      <Section title={M.title} titleLevel={1}>
        <UnsubscribePanel search={location.search} />
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title={M.seoTitle} pathname={location.pathname} noindex />
