import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Suspense} from 'react'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {OwnerViewToggle} from '../features/access/components/owner-view-toggle'
import {ReviewerAccess} from '../features/access/components/reviewer-access'
import {AssessmentSection} from '../features/assessment/components/assessment-section'
import {toAssessmentProps, type AssessmentData} from '../features/assessment/data'
import {Countdown} from '../features/engagement/components/countdown'
import {UrgencyPopup} from '../features/engagement/components/urgency-popup'
import {UsageCounter} from '../features/engagement/components/usage-counter'
import {AboutSection} from '../features/landing/components/about-section'
import {Hero} from '../features/landing/components/hero'
import {NaturalRemedies} from '../features/landing/components/natural-remedies'
import {PhaseEducation} from '../features/landing/components/phase-education'
import {PurchaseSection} from '../features/landing/components/purchase-section'
import {SleepSection} from '../features/landing/components/sleep-section'
import {SupplementsSection} from '../features/landing/components/supplements-section'
import {TestimonialsSection} from '../features/landing/components/testimonials-section'
import {WellnessSection} from '../features/landing/components/wellness-section'
import type {GuidesData} from '../features/landing/data'
import type {FeaturedRemedy, LandingSettings, SuccessStory, SupplementCard, Testimonial} from '../features/landing/types'
import {PhaseQuizSection} from '../features/phase-quiz/components/phase-quiz-section'
import {toPhaseQuizProps, type PhaseQuizData} from '../features/phase-quiz/data'
import {claimLabel} from '../lib/content/claims'

type Slug = {slug: {current: string}}
type Data = AssessmentData &
  PhaseQuizData &
  GuidesData & {
  settings: LandingSettings
  remedies: {totalCount: number}
  featured: {nodes: Array<Omit<FeaturedRemedy, 'slug'> & Slug>}
  supplements: {nodes: Array<Omit<SupplementCard, 'slug' | 'remedySlug'> & Slug & {remedy: Slug | null}>}
  testimonials: {nodes: Testimonial[]}
  stories: {nodes: SuccessStory[]}
}

const withSlug = <T extends Slug>({slug, ...rest}: T) => ({...rest, slug: slug.current})

/** The landing page: the spec's sections in order, its free tools, and the floating access controls. */
export default function HomePage({data}: PageProps<Data>) {
  const {settings} = data
  const quiz = toPhaseQuizProps(data)
  return (
    <Layout
      overlays={
        <>
          <ReviewerAccess />
          <OwnerViewToggle />
          <UrgencyPopup claimedValue={settings.claimedValue} />
        </>
      }
    >
      <Hero settings={settings} />
      <AboutSection settings={settings} />
      {/* Suspense boundaries let React hydrate the sections below the fold in separate, interruptible tasks. */}
      <Suspense fallback={null}>
        <AssessmentSection {...toAssessmentProps(data)} />
        <PhaseQuizSection {...quiz} />
      </Suspense>
      <Suspense fallback={null}>
        <PhaseEducation phases={quiz.phases} />
        <NaturalRemedies remedies={data.featured.nodes.map(withSlug)} toolkitContents={settings.toolkitContents} profileCount={claimLabel(data.remedies.totalCount)} />
        <SupplementsSection supplements={data.supplements.nodes.map(({remedy, ...s}) => ({...withSlug(s), remedySlug: remedy?.slug.current ?? null}))} />
      </Suspense>
      <Suspense fallback={null}>
        <SleepSection guide={data.sleep} />
        <WellnessSection wellness={data.wellness} />
      </Suspense>
      <Suspense fallback={null}>
        <TestimonialsSection testimonials={data.testimonials.nodes} stories={data.stories.nodes} />
        <PurchaseSection
          settings={settings}
          countdown={<Countdown endsAt={settings.offerEndsAt} />}
          usage={<UsageCounter threshold={settings.usageCounterThreshold} />}
        />
      </Suspense>
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    settings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      heroHeadline
      heroSubheadline
      perfectForYou
      coachName
      coachTitle
      coachFullName
      credentialIssuer
      coachPortrait {
        alt
        placeholder
        asset {
          hero: gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
          about: gatsbyImageData(width: 160, height: 160, layout: FIXED, placeholder: NONE)
        }
      }
      storyTitle
      _rawCoachStory
      credentials { icon title description }
      approachCards { icon title description }
      trustCards { icon title description }
      communityTitle
      communityText
      promiseTitle
      promiseText
      toolkitContents { icon title description }
      crossedOutPrice
      claimedValue
      guaranteeTitle
      guaranteeText
      offerEndsAt
      usageCounterThreshold
      communityLink { label url }
    }
    ...AssessmentData
    ...PhaseQuizData
    ...GuidesData
    remedies: allSanityRemedy {
      totalCount
    }
    # The first three profiles are among the free ones (FREE_REMEDY_COUNT), so their long-form fields are public.
    featured: allSanityRemedy(sort: {sortOrder: ASC}, limit: 3) {
      nodes { name emoji description benefits evidenceLevel evidence slug { current } }
    }
    supplements: allSanitySupplementCategory(sort: {sortOrder: ASC}) {
      nodes {
        name category emoji description benefits note inToolkit affiliateLink slug { current } remedy { slug { current } }
        image { alt asset { card: gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE) } }
      }
    }
    testimonials: allSanityTestimonial(filter: {section: {eq: "what-women-say"}}, sort: {sortOrder: ASC}) {
      nodes { name content rating illustrative photo { alt asset { card: gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: NONE) } } }
    }
    stories: allSanitySuccessStory(sort: {sortOrder: ASC}) {
      nodes { name age issue result timeframe illustrative }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo pathname={location.pathname} />
