import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ButtonLink} from '../components/ui/button'
import {ROUTES} from '../config/site'
import type {RemedyProfile} from '../lib/content/premium'
import {DailyStack} from '../features/daily-stack/components/daily-stack'
import {STACK_MESSAGES} from '../features/daily-stack/messages'
import {RemedyDatabase, type SymptomCategory} from '../features/remedies/components/remedy-database'
import {REMEDY_MESSAGES} from '../features/remedies/messages'
import {MarketingBlock, type BenefitCard} from '../features/toolkit/components/marketing-block'
import {PremiumResources} from '../features/toolkit/components/premium-resources'
import {SectionNav} from '../features/toolkit/components/section-nav'
import {ToolkitHero} from '../features/toolkit/components/toolkit-hero'
import {TOOLKIT_MESSAGES} from '../features/toolkit/messages'
import {Tracker} from '../features/tracking/components/tracker'
import {TRACKING_MESSAGES} from '../features/tracking/messages'

type RemedyNode = Omit<RemedyProfile, 'slug' | 'symptoms'> & {
  slug: {current: string}
  symptoms: Array<{slug: {current: string}; name: string; category: {slug: {current: string}} | null}>
}
type Data = {
  settings: {coachName: string; toolkitContents: BenefitCard[]; communityLink: {url: string}}
  remedies: {totalCount: number; nodes: RemedyNode[]}
  categories: {nodes: Array<{name: string; badgeColor: string; slug: {current: string}}>}
}

const toProfile = (node: RemedyNode): RemedyProfile => ({
  ...node,
  slug: node.slug.current,
  symptoms: node.symptoms.map((symptom) => ({slug: symptom.slug.current, name: symptom.name, category: symptom.category?.slug.current ?? null})),
})

export default function ToolkitPage({data}: PageProps<Data>) {
  const {settings, remedies, categories} = data
  return (
    <Layout>
      <ToolkitHero />
      <SectionNav />
      <MarketingBlock benefits={settings.toolkitContents} />
      {/* Lead: compose the landing engineer's symptom-checker (id symptom-checker) and phase-quiz (id phase-quiz) sections here. */}
      <Section id="remedies" title={REMEDY_MESSAGES.title} intro={REMEDY_MESSAGES.intro} tone="tinted">
        <RemedyDatabase
          freeRemedies={remedies.nodes.map(toProfile)}
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
      {/* Lead: compose the landing engineer's phases (id phases), sleep (id sleep) and wellness (id wellness) sections here. */}
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
        symptoms { slug { current } name category { slug { current } } }
      }
    }
    categories: allSanitySymptomCategory(sort: {sortOrder: ASC}) {
      nodes { name badgeColor slug { current } }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo title={TOOLKIT_MESSAGES.seoTitle} description={TOOLKIT_MESSAGES.seoDescription} pathname={location.pathname} />
