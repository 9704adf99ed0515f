import {graphql, type HeadProps, type PageProps} from 'gatsby'
import {lazy, Suspense} from 'react'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {jsonLd, metaDescription, remedyBreadcrumbs, type RecordedReview} from '../features/remedy-page/logic'
import {RemedyTeaser} from '../features/remedy-page/remedy-teaser'
import {ProfileParts, type ProfileText} from '../features/remedies/components/profile-parts'

/** Loaded only for a purchaser or reviewer: the full profile, fetched with her token. */
const PurchasedProfile = lazy(() => import('../features/remedies/components/purchased-profile'))
import type {RemedySource} from '../lib/content/premium'
import type {Remedy, Slug, Symptom} from '../lib/content/sanity-types'
import type {IGatsbyImageData} from 'gatsby-plugin-image'

/** A field of a content type generated from the Studio schema (`npm run typegen`): renaming it breaks this page's type check. */
type Field<T, K extends keyof T> = NonNullable<T[K]>

/** Only teaser fields: the long-form profile of most remedies is premium (DECISIONS 16). */
export type RemedyPageData = {
  sanityRemedy: {
    _id: string
    name: Field<Remedy, 'name'>
    slug: {current: Field<Slug, 'current'>}
    emoji: Field<Remedy, 'emoji'> | null
    description: Field<Remedy, 'description'>
    evidenceLevel: Field<Remedy, 'evidenceLevel'>
    symptoms: Array<{name: Field<Symptom, 'name'>}> | null
    image: {alt: string | null; asset: {page: IGatsbyImageData | null} | null} | null
    sources: RemedySource[] | null
    clinicalReview: RecordedReview
    clinicalReviewCoversClaims: boolean | null
  } & Partial<ProfileText>
}
export type RemedyPageContext = {slug: string; free: boolean; siteUrl: string}

/** A free profile's long form is public (DECISIONS 16): the query asks for it only on those pages. */
const freeProfileText = (remedy: RemedyPageData['sanityRemedy']): ProfileText => ({
  whatItIs: remedy.whatItIs ?? null,
  inAction: remedy.inAction ?? null,
  evidence: remedy.evidence ?? null,
  dosage: remedy.dosage ?? null,
  sideEffects: remedy.sideEffects ?? null,
  usage: remedy.usage ?? '',
  evidenceLevel: remedy.evidenceLevel,
})

export default function RemedyPage({data, pageContext}: PageProps<RemedyPageData, RemedyPageContext>) {
  const remedy = data.sanityRemedy
  return (
    <Layout>
      <RemedyTeaser
        remedy={{
          ...remedy,
          slug: remedy.slug.current,
          free: pageContext.free,
          clinicalReview: remedy.clinicalReview && {
            ...remedy.clinicalReview,
            coversClaims: remedy.clinicalReviewCoversClaims,
          },
        }}
        fullProfile={
          pageContext.free ? (
            <ProfileParts
              remedy={freeProfileText(remedy)}
              headingLevel={2}
              document={{_id: remedy._id, _type: 'remedy'}}
            />
          ) : (
            <Suspense fallback={null}>
              <PurchasedProfile slug={remedy.slug.current} />
            </Suspense>
          )
        }
      />
    </Layout>
  )
}

export const Head = ({data, pageContext, location}: HeadProps<RemedyPageData, RemedyPageContext>) => {
  const remedy = data.sanityRemedy
  return (
    <Seo title={remedy.name} description={metaDescription(remedy.description)} pathname={location.pathname}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(remedyBreadcrumbs(pageContext.siteUrl, {name: remedy.name, slug: remedy.slug.current})),
        }}
      />
    </Seo>
  )
}

export const query = graphql`
  query RemedyPage($slug: String!, $free: Boolean!) {
    sanityRemedy(slug: {current: {eq: $slug}}) {
      _id
      name
      slug {
        current
      }
      emoji
      description
      evidenceLevel
      symptoms {
        name
      }
      image {
        alt
        asset {
          page: gatsbyImageData(width: 200, height: 200, layout: FIXED, placeholder: NONE)
        }
      }
      sources {
        title
        publisher
        url
        supports
      }
      clinicalReview {
        reviewerName
        reviewerCredential
        reviewedAt
      }
      clinicalReviewCoversClaims
      whatItIs @include(if: $free)
      inAction @include(if: $free)
      evidence @include(if: $free)
      dosage @include(if: $free)
      sideEffects @include(if: $free)
      usage @include(if: $free)
    }
  }
`
