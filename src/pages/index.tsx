import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {island} from '../components/island/island'
import {Layout} from '../components/layout/layout'
import {LANDING_SKIP_LINKS} from '../components/layout/nav-items'
import {Seo} from '../components/seo/seo'
import {OwnerViewToggle} from '../features/access/components/owner-view-toggle'
import {ReviewerAccess} from '../features/access/components/reviewer-access'
import {toAssessmentProps, type AssessmentData} from '../features/assessment/data'
import {AssessmentSection} from '../features/assessment/islands'
import {Countdown} from '../features/engagement/components/countdown'
import {UrgencyPopup} from '../features/engagement/components/urgency-popup'
import {UsageCounter} from '../features/engagement/components/usage-counter'
import type {GuidesData} from '../features/guides/data'
import {PhaseEducation, SleepSection, WellnessSection} from '../features/guides/islands'
import type {
  FeaturedRemedy,
  LandingSettings,
  SuccessStory,
  SupplementCard,
  Testimonial,
} from '../features/landing/types'
import {toPhaseQuizProps, type PhaseQuizData} from '../features/phase-quiz/data'
import {PhaseQuizSection} from '../features/phase-quiz/islands'
import {claimLabel} from '../lib/content/claims'

// The sections are static HTML islands (components/island): their code loads, and they hydrate, only when
// they come near the viewport or are used ('visible'), or when used ('interaction': nothing in them changes
// in the browser but links). The page itself hydrates the layout and these placeholders only.
const Hero = island(() => import('../features/landing/components/hero').then((m) => m.Hero), {
  hydrate: 'interaction',
  server: process.env.BUILD_STAGE === 'build-html' ? () => require('../features/landing/components/hero').Hero : null,
})
const AboutSection = island(() => import('../features/landing/components/about-section').then((m) => m.AboutSection), {
  hydrate: 'interaction',
  server:
    process.env.BUILD_STAGE === 'build-html'
      ? () => require('../features/landing/components/about-section').AboutSection
      : null,
})
// 'interaction': for a visitor nothing in it changes until she uses it ("Preview Details" is the browser's, and a
// purchaser's version hydrates at once); hydrated when seen, her first tap ran React's cold event path for nothing
// (docs/first-tap.md, "Preview Details").
const NaturalRemedies = island(
  () => import('../features/landing/components/natural-remedies').then((m) => m.NaturalRemedies),
  {
    hydrate: 'interaction',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/landing/components/natural-remedies').NaturalRemedies
        : null,
  },
)
const SupplementsSection = island(
  () => import('../features/landing/components/supplements-section').then((m) => m.SupplementsSection),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/landing/components/supplements-section').SupplementsSection
        : null,
  },
)
const TestimonialsSection = island(
  () => import('../features/landing/components/testimonials-section').then((m) => m.TestimonialsSection),
  {
    hydrate: 'interaction',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/landing/components/testimonials-section').TestimonialsSection
        : null,
  },
)
const PurchaseSection = island(
  () => import('../features/landing/components/purchase-section').then((m) => m.PurchaseSection),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('../features/landing/components/purchase-section').PurchaseSection
        : null,
  },
)
// The free survival guide in the page: the exit-intent pop-up never opens on a touch screen.
const GuideOffer = island(() => import('../features/exit-intent/components/guide-offer').then((m) => m.GuideOffer), {
  hydrate: 'visible',
  server:
    process.env.BUILD_STAGE === 'build-html'
      ? () => require('../features/exit-intent/components/guide-offer').GuideOffer
      : null,
})

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

/** The landing page: the original sections in order, its free tools, and the floating access controls. */
export default function HomePage({data}: PageProps<Data>) {
  const {settings} = data
  const quiz = toPhaseQuizProps(data)
  return (
    <Layout
      deferOffscreen
      scriptsOnDemand
      skipLinks={LANDING_SKIP_LINKS}
      headerControls={
        <>
          <ReviewerAccess />
          <OwnerViewToggle />
        </>
      }
      overlays={<UrgencyPopup claimedValue={settings.claimedValue} />}
    >
      <Hero settings={settings} />
      <AboutSection settings={settings} />
      <AssessmentSection {...toAssessmentProps(data)} />
      <PhaseQuizSection {...quiz} />
      <PhaseEducation phases={quiz.phases} />
      <NaturalRemedies
        remedies={data.featured.nodes.map(withSlug)}
        toolkitContents={settings.toolkitContents}
        profileCount={claimLabel(data.remedies.totalCount)}
      />
      <SupplementsSection
        supplements={data.supplements.nodes.map(({remedy, ...s}) => ({
          ...withSlug(s),
          remedySlug: remedy?.slug.current ?? null,
        }))}
      />
      <SleepSection guide={data.sleep} />
      <WellnessSection wellness={data.wellness} />
      <TestimonialsSection testimonials={data.testimonials.nodes} stories={data.stories.nodes} />
      <PurchaseSection
        settings={settings}
        countdown={<Countdown endsAt={settings.offerEndsAt} />}
        usage={<UsageCounter threshold={settings.usageCounterThreshold} />}
      />
      <GuideOffer />
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
      credentials {
        icon
        title
        description
      }
      approachCards {
        icon
        title
        description
      }
      trustCards {
        icon
        title
        description
      }
      communityTitle
      communityText
      promiseTitle
      promiseText
      toolkitContents {
        icon
        title
        description
      }
      crossedOutPrice
      soldAtCrossedOutPrice
      claimedValue
      guaranteeTitle
      guaranteeText
      offerEndsAt
      usageCounterThreshold
      communityLink {
        label
        url
      }
    }
    ...AssessmentData
    ...PhaseQuizData
    ...GuidesData
    remedies: allSanityRemedy {
      totalCount
    }
    # The first three profiles are among the free ones (FREE_REMEDY_COUNT), so their long-form fields are public.
    featured: allSanityRemedy(sort: {sortOrder: ASC}, limit: 3) {
      nodes {
        _id
        name
        emoji
        description
        benefits
        evidenceLevel
        evidence
        slug {
          current
        }
      }
    }
    supplements: allSanitySupplementCategory(sort: {sortOrder: ASC}) {
      nodes {
        _id
        name
        category
        emoji
        description
        benefits
        note
        inToolkit
        affiliateLink
        slug {
          current
        }
        remedy {
          slug {
            current
          }
        }
        image {
          alt
          asset {
            card: gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
    testimonials: allSanityTestimonial(filter: {section: {eq: "what-women-say"}}, sort: {sortOrder: ASC}) {
      nodes {
        _id
        name
        content
        rating
        illustrative
        customerConsent
        photo {
          alt
          asset {
            card: gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
    stories: allSanitySuccessStory(sort: {sortOrder: ASC}) {
      nodes {
        _id
        name
        age
        issue
        result
        timeframe
        illustrative
      }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo pathname={location.pathname} />
