import {graphql, type HeadProps, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {REMEDY_PAGE_MESSAGES} from '../features/remedy-page/messages'
import {RemedyIndex} from '../features/remedy-page/remedy-index'

type RemediesData = {
  allSanityRemedy: {nodes: Array<{name: string; slug: {current: string}; emoji: string | null; evidenceLevel: string}>}
}

export default function RemediesPage({data}: PageProps<RemediesData>) {
  const remedies = data.allSanityRemedy.nodes.map((remedy) => ({...remedy, slug: remedy.slug.current}))
  return (
    <Layout>
      <RemedyIndex remedies={remedies} />
    </Layout>
  )
}

export const Head = ({location}: HeadProps) => (
  <Seo
    title={REMEDY_PAGE_MESSAGES.indexTitle}
    description={REMEDY_PAGE_MESSAGES.indexIntro}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query RemediesIndex {
    allSanityRemedy(sort: {sortOrder: ASC}) {
      nodes {
        name
        slug {
          current
        }
        emoji
        evidenceLevel
      }
    }
  }
`
