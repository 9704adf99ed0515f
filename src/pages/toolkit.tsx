import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {island} from '../components/island/island'
import {Layout} from '../components/layout/layout'
import {TOOLKIT_SKIP_LINKS} from '../components/layout/nav-items'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {toRemedyProfile, type RemedyNode} from '../lib/content/premium'
import {AccessNotice} from '../features/access/components/access-notice'
import {OwnerViewToggle} from '../features/access/components/owner-view-toggle'
import {ReviewerAccess} from '../features/access/components/reviewer-access'
import {toAssessmentProps, type AssessmentData} from '../features/assessment/data'
import {AssessmentSection} from '../features/assessment/islands'
import {STACK_SECTION} from '../features/daily-stack/section'
import type {SymptomCategory} from '../features/remedies/components/remedy-database'
import {REMEDY_SECTION} from '../features/remedies/section'
import type {GuidesData} from '../features/guides/data'
import {PhaseEducation, SleepSection, WellnessSection} from '../features/guides/islands'
import {toPhaseQuizProps, type PhaseQuizData} from '../features/phase-quiz/data'
import {PhaseQuizSection} from '../features/phase-quiz/islands'
import type {BenefitCard} from '../features/toolkit/components/marketing-block'
import {SectionNav} from '../features/toolkit/components/section-nav'
import {TOOLKIT_MESSAGES} from '../features/toolkit/messages'
import {TRACKING_SECTION} from '../features/tracking/section'

// Static HTML islands (components/island), as on the landing page: the tools load and hydrate when they come
// near the viewport or are used, the static blocks only when used. The section nav hydrates with the page.
const ToolkitHero = island(() => import('../features/toolkit/components/toolkit-hero').then((m) => m.ToolkitHero), {
  hydrate: 'interaction',
  server:
    process.env.BUILD_STAGE === 'build-html'
      ? () => require('../features/toolkit/components/toolkit-hero').ToolkitHero
      : null,
})
const MarketingBlock = island(
  () => import('../features/toolkit/components/marketing-block').then((m) => m.MarketingBlock),
  {
    hydrate: 'interaction',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/toolkit/components/marketing-block').MarketingBlock
        : null,
  },
)
const RemedyDatabase = island(
  () => import('../features/remedies/components/remedy-database').then((m) => m.RemedyDatabase),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/remedies/components/remedy-database').RemedyDatabase
        : null,
  },
)
const DailyStack = island(() => import('../features/daily-stack/components/daily-stack').then((m) => m.DailyStack), {
  hydrate: 'visible',
  server:
    process.env.BUILD_STAGE === 'build-html'
      ? () => require('../features/daily-stack/components/daily-stack').DailyStack
      : null,
})
const Tracker = island(() => import('../features/tracking/components/tracker').then((m) => m.Tracker), {
  hydrate: 'visible',
  server:
    process.env.BUILD_STAGE === 'build-html' ? () => require('../features/tracking/components/tracker').Tracker : null,
})
const ResourcesSection = island(
  () => import('../features/toolkit/components/resources-section').then((m) => m.ResourcesSection),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/toolkit/components/resources-section').ResourcesSection
        : null,
  },
)
const ClosingCall = island(() => import('../features/toolkit/components/closing-call').then((m) => m.ClosingCall), {
  hydrate: 'visible',
  server:
    process.env.BUILD_STAGE === 'build-html'
      ? () => require('../features/toolkit/components/closing-call').ClosingCall
      : null,
})

type Data = AssessmentData &
  PhaseQuizData &
  GuidesData & {
    settings: {coachName: string; toolkitContents: BenefitCard[]; communityLink: {url: string}}
    remedies: {totalCount: number; nodes: RemedyNode[]}
    categories: {nodes: Array<{_id: string; name: string; badgeColor: string; slug: {current: string}}>}
  }

export default function ToolkitPage({data}: PageProps<Data>) {
  const {settings, remedies, categories} = data
  const quiz = toPhaseQuizProps(data)
  const freeRemedies = remedies.nodes.map(toRemedyProfile)
  return (
    <Layout
      scriptsOnDemand
      skipLinks={TOOLKIT_SKIP_LINKS}
      headerControls={
        <>
          <ReviewerAccess />
          <OwnerViewToggle />
        </>
      }
    >
      <AccessNotice />
      <ToolkitHero />
      <SectionNav />
      <MarketingBlock benefits={settings.toolkitContents} />
      <AssessmentSection {...toAssessmentProps(data)} />
      <PhaseQuizSection {...quiz} />
      <Section id="remedies" title={REMEDY_SECTION.title} intro={REMEDY_SECTION.intro} tone="tinted">
        <RemedyDatabase
          freeRemedies={freeRemedies}
          totalCount={remedies.totalCount}
          categories={categories.nodes.map(
            (c) =>
              ({_id: c._id, slug: c.slug.current, name: c.name, badgeColor: c.badgeColor}) satisfies SymptomCategory,
          )}
        />
      </Section>
      <Section
        id="amy-stack"
        title={STACK_SECTION.title(settings.coachName)}
        intro={STACK_SECTION.intro(settings.coachName)}
      >
        <DailyStack coachName={settings.coachName} />
      </Section>
      <Section id="tracking" title={TRACKING_SECTION.title} intro={TRACKING_SECTION.intro} tone="tinted">
        <Tracker
          communityUrl={settings.communityLink.url}
          redFlagWording={data.healthRedFlags}
          freeRemedies={freeRemedies}
        />
      </Section>
      <PhaseEducation id="phases" phases={quiz.phases} />
      <SleepSection guide={data.sleep} openToMembers />
      <WellnessSection wellness={data.wellness} openToMembers />
      <ResourcesSection />
      <ClosingCall />
    </Layout>
  )
}

// Only the free profiles' fields are public (DECISIONS 16); the rest come from /api/toolkit-content.
export const query = graphql`
  query ToolkitPage($freeRemedyCount: Int!) {
    ...AssessmentData
    ...PhaseQuizData
    ...GuidesData
    settings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      coachName
      toolkitContents {
        icon
        title
        description
      }
      communityLink {
        url
      }
    }
    remedies: allSanityRemedy(sort: {sortOrder: ASC}, limit: $freeRemedyCount) {
      totalCount
      nodes {
        ...RemedyProfileFields
      }
    }
    categories: allSanitySymptomCategory(sort: {sortOrder: ASC}) {
      nodes {
        _id
        name
        badgeColor
        slug {
          current
        }
      }
    }
  }
`

export const Head: HeadFC = ({location}) => (
  <Seo title={TOOLKIT_MESSAGES.seoTitle} description={TOOLKIT_MESSAGES.seoDescription} pathname={location.pathname} />
)
