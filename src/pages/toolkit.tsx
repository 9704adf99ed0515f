import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Suspense} from 'react'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ButtonLink} from '../components/ui/button'
import {ROUTES} from '../config/site'
import {toRemedyProfile, type RemedyNode} from '../lib/content/premium'
import {OwnerViewToggle} from '../features/access/components/owner-view-toggle'
import {ReviewerAccess} from '../features/access/components/reviewer-access'
import {AssessmentSection} from '../features/assessment/components/assessment-section'
import {toAssessmentProps, type AssessmentData} from '../features/assessment/data'
import {DailyStack} from '../features/daily-stack/components/daily-stack'
import {STACK_MESSAGES} from '../features/daily-stack/messages'
import {RemedyDatabase, type SymptomCategory} from '../features/remedies/components/remedy-database'
import {REMEDY_MESSAGES} from '../features/remedies/messages'
import {PhaseEducation} from '../features/landing/components/phase-education'
import {SleepSection} from '../features/landing/components/sleep-section'
import {WellnessSection} from '../features/landing/components/wellness-section'
import type {GuidesData} from '../features/landing/data'
import {PhaseQuizSection} from '../features/phase-quiz/components/phase-quiz-section'
import {toPhaseQuizProps, type PhaseQuizData} from '../features/phase-quiz/data'
import {MarketingBlock, type BenefitCard} from '../features/toolkit/components/marketing-block'
import {PremiumResources} from '../features/toolkit/components/premium-resources'
import {SectionNav} from '../features/toolkit/components/section-nav'
import {ToolkitHero} from '../features/toolkit/components/toolkit-hero'
import {TOOLKIT_MESSAGES} from '../features/toolkit/messages'
import {Tracker} from '../features/tracking/components/tracker'
import {TRACKING_MESSAGES} from '../features/tracking/messages'

type Data = AssessmentData &
  PhaseQuizData &
  GuidesData & {
  settings: {coachName: string; toolkitContents: BenefitCard[]; communityLink: {url: string}}
  remedies: {totalCount: number; nodes: RemedyNode[]}
  categories: {nodes: Array<{name: string; badgeColor: string; slug: {current: string}}>}
}

export default function ToolkitPage({data}: PageProps<Data>) {
  const {settings, remedies, categories} = data
  const quiz = toPhaseQuizProps(data)
  return (
    <Layout
      overlays={
        <>
          <ReviewerAccess />
          <OwnerViewToggle />
        </>
      }
    >
      <ToolkitHero />
      <SectionNav />
      <MarketingBlock benefits={settings.toolkitContents} />
      <Suspense fallback={null}>
        <AssessmentSection {...toAssessmentProps(data)} />
        <PhaseQuizSection {...quiz} />
      </Suspense>
      <Section id="remedies" title={REMEDY_MESSAGES.title} intro={REMEDY_MESSAGES.intro} tone="tinted">
        <RemedyDatabase
          freeRemedies={remedies.nodes.map(toRemedyProfile)}
          totalCount={remedies.totalCount}
          categories={categories.nodes.map((c) => ({slug: c.slug.current, name: c.name, badgeColor: c.badgeColor}) satisfies SymptomCategory)}
        />
      </Section>
      <Section id="amy-stack" title={STACK_MESSAGES.title(settings.coachName)} intro={STACK_MESSAGES.intro(settings.coachName)}>
        <DailyStack coachName={settings.coachName} />
      </Section>
      <Section id="tracking" title={TRACKING_MESSAGES.title} intro={TRACKING_MESSAGES.intro} tone="tinted">
        <Tracker communityUrl={settings.communityLink.url} />
      </Section>
      <Suspense fallback={null}>
        <PhaseEducation id="phases" phases={quiz.phases} />
        <SleepSection guide={data.sleep} openToMembers />
        <WellnessSection wellness={data.wellness} openToMembers />
      </Suspense>
      <Section id="resources" title={TOOLKIT_MESSAGES.resourcesTitle} intro={TOOLKIT_MESSAGES.resourcesIntro}>
        <PremiumResources />
      </Section>
      <Section title={TOOLKIT_MESSAGES.closingTitle} intro={TOOLKIT_MESSAGES.closingText} tone="tinted">
        <p style={{textAlign: 'center'}}>
          <ButtonLink to={ROUTES.home} size="lg">
            {TOOLKIT_MESSAGES.closingCta}
          </ButtonLink>
        </p>
      </Section>
    </Layout>
  )
}

// Only the free profiles' fields are public (DECISIONS 16); the rest come from /api/toolkit-content.
export const query = graphql`
  query ToolkitPage {
    ...AssessmentData
    ...PhaseQuizData
    ...GuidesData
    settings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      coachName
      toolkitContents { icon title description }
      communityLink { url }
    }
    remedies: allSanityRemedy(sort: {sortOrder: ASC}, limit: 6) {
      totalCount
      nodes {
        slug { current }
        name
        emoji
        description
        usage
        evidenceLevel
        category
        whatItIs
        inAction
        evidence
        dosage
        sideEffects
        affiliateLink
        image { alt asset { card: gatsbyImageData(width: 72, height: 72, layout: FIXED, placeholder: NONE) detail: gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE) } }
        sources { title publisher url supports }
        symptoms { slug { current } name category { slug { current } } }
      }
    }
    categories: allSanitySymptomCategory(sort: {sortOrder: ASC}) {
      nodes { name badgeColor slug { current } }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo title={TOOLKIT_MESSAGES.seoTitle} description={TOOLKIT_MESSAGES.seoDescription} pathname={location.pathname} />
