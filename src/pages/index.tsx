import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Suspense} from 'react'
import {Layout} from '../components/layout/layout'
import {Seo} from '../components/seo/seo'
import {OwnerViewToggle} from '../features/access/components/owner-view-toggle'
import {ReviewerAccess} from '../features/access/components/reviewer-access'
import {AssessmentSection} from '../features/assessment/components/assessment-section'
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
import type {EmotionalWellness, FeaturedRemedy, LandingSettings, SleepGuide, SuccessStory, SupplementCard, Testimonial} from '../features/landing/types'
import {PhaseQuizSection} from '../features/phase-quiz/components/phase-quiz-section'
import type {QuizPhase} from '../features/phase-quiz/logic'
import {claimLabel} from '../lib/content/claims'

type Slug = {slug: {current: string}}
type Data = {
  settings: LandingSettings
  symptoms: {nodes: Array<Slug & {name: string; icon: string}>}
  remedies: {totalCount: number; nodes: Array<Slug & {name: string; symptoms: Slug[]}>}
  featured: {nodes: Array<Omit<FeaturedRemedy, 'slug'> & Slug>}
  supplements: {nodes: Array<Omit<SupplementCard, 'slug' | 'remedySlug'> & Slug & {remedy: Slug | null}>}
  phases: {nodes: Array<Slug & {title: string; emoji: string; subtitle: string; duration: string; description: string; characteristics: string[]; recommendations: string[]}>}
  questions: {nodes: Array<{questionId: string; question: string; options: Array<{value: string; label: string; phase: QuizPhase}>}>}
  sleep: SleepGuide
  wellness: EmotionalWellness
  testimonials: {nodes: Testimonial[]}
  stories: {nodes: SuccessStory[]}
}

const withSlug = <T extends Slug>({slug, ...rest}: T) => ({...rest, slug: slug.current})

/** The landing page: the spec's sections in order, its free tools, and the floating access controls. */
export default function HomePage({data}: PageProps<Data>) {
  const {settings} = data
  const phases = data.phases.nodes.map(withSlug)
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
        <AssessmentSection
          symptoms={data.symptoms.nodes.map(({slug, name, icon}) => ({id: slug.current, name, icon}))}
          remedies={data.remedies.nodes.map(({slug, name, symptoms}) => ({slug: slug.current, name, symptoms: symptoms.map((s) => s.slug.current)}))}
          doctorGuide={settings.doctorGuideLink}
        />
        <PhaseQuizSection
          questions={data.questions.nodes.map(({questionId, question, options}) => ({id: questionId, question, options}))}
          phases={phases}
          doctorGuide={settings.doctorGuideLink}
        />
      </Suspense>
      <Suspense fallback={null}>
        <PhaseEducation phases={phases} />
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
      doctorGuideLink { label url }
    }
    symptoms: allSanitySymptom(sort: {sortOrder: ASC}) {
      nodes { name icon slug { current } }
    }
    remedies: allSanityRemedy(sort: {sortOrder: ASC}) {
      totalCount
      nodes { name slug { current } symptoms { slug { current } } }
    }
    # The first three profiles are among the free ones (FREE_REMEDY_COUNT), so their long-form fields are public.
    featured: allSanityRemedy(sort: {sortOrder: ASC}, limit: 3) {
      nodes { name emoji description benefits evidenceLevel evidence slug { current } }
    }
    supplements: allSanitySupplementCategory(sort: {sortOrder: ASC}) {
      nodes { name category emoji description benefits note inToolkit slug { current } remedy { slug { current } } }
    }
    phases: allSanityPhase(sort: {sortOrder: ASC}) {
      nodes { title emoji subtitle duration description characteristics recommendations slug { current } }
    }
    questions: allSanityPhaseQuizQuestion(sort: {sortOrder: ASC}) {
      nodes { questionId question options { value label phase } }
    }
    sleep: sanitySleepGuide(_id: {eq: "sleepGuide"}) {
      title
      intro
      teaser
      challenges { icon title description }
      tipCategories { icon title description tips }
      stats { value label }
      consultList
    }
    wellness: sanityEmotionalWellness(_id: {eq: "emotionalWellness"}) {
      title
      intro
      experiences { icon title description }
      categories { icon title description }
    }
    testimonials: allSanityTestimonial(filter: {section: {eq: "what-women-say"}}, sort: {sortOrder: ASC}) {
      nodes { name content rating illustrative }
    }
    stories: allSanitySuccessStory(sort: {sortOrder: ASC}) {
      nodes { name age issue result timeframe illustrative }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo pathname={location.pathname} />
