import type {HeadFC} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {FavoritesList} from '../features/favorites/components/favorites-list'
import {FAVORITES_MESSAGES as M} from '../features/favorites/messages'

export default function FavoritesPage() {
  return (
    <Layout>
      <Section title={M.title} titleLevel={1} intro={M.intro}>
        <FavoritesList />
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title={M.seoTitle} pathname={location.pathname} noindex />
