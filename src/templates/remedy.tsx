import {graphql, type HeadProps, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {jsonLd, metaDescription, remedyBreadcrumbs} from '../features/remedy-page/logic'
import {RemedyTeaser} from '../features/remedy-page/remedy-teaser'

/** Only teaser fields: the long-form profile of most remedies is premium (DECISIONS 16). */
export type RemedyPageData = {
  sanityRemedy: {
    name: string
    slug: {current: string}
    emoji: string | null
    description: string
    evidenceLevel: string
    symptoms: Array<{name: string}>
  }
}
export type RemedyPageContext = {slug: string; free: boolean; siteUrl: string}

export default function RemedyPage({data, pageContext}: PageProps<RemedyPageData, RemedyPageContext>) {
  const remedy = data.sanityRemedy
  return (
    <Layout>
      <RemedyTeaser remedy={{...remedy, slug: remedy.slug.current, free: pageContext.free}} />
    </Layout>
  )
}

export const Head = ({data, pageContext, location}: HeadProps<RemedyPageData, RemedyPageContext>) => {
  const remedy = data.sanityRemedy
  return (
    <Seo title={remedy.name} description={metaDescription(remedy.description)} pathname={location.pathname}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{__html: jsonLd(remedyBreadcrumbs(pageContext.siteUrl, {name: remedy.name, slug: remedy.slug.current}))}} />
    </Seo>
  )
}

export const query = graphql`
  query RemedyPage($slug: String!) {
    sanityRemedy(slug: {current: {eq: $slug}}) {
      name
      slug { current }
      emoji
      description
      evidenceLevel
      symptoms { name }
    }
  }
`
