import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import type {SafetyProfile} from '../lib/health/supplement-safety'
import {FavoritesList} from '../features/favorites/components/favorites-list'
import {FAVORITES_MESSAGES as M} from '../features/favorites/messages'

type Data = {remedies: {nodes: Array<Omit<SafetyProfile, 'slug'> & {slug: {current: string}}>}}

export default function FavoritesPage({data}: PageProps<Data>) {
  return (
    <Layout>
      <Section title={M.title} titleLevel={1} intro={M.intro}>
        <FavoritesList freeRemedies={data.remedies.nodes.map((node) => ({...node, slug: node.slug.current}))} />
      </Section>
    </Layout>
  )
}

// The free profiles' doses and warnings (public, as on the toolkit); the others come with her access (DECISIONS 16).
export const query = graphql`
  query FavoritesPage($freeRemedyCount: Int!) {
    remedies: allSanityRemedy(sort: {sortOrder: ASC}, limit: $freeRemedyCount) {
      nodes {
        slug {
          current
        }
        name
        category
        dosage
        sideEffects
      }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo title={M.seoTitle} pathname={location.pathname} noindex />
