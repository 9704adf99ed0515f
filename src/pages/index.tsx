import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ButtonLink} from '../components/ui/button'
import {PRICE_LABEL, ROUTES} from '../config/site'

type Data = {
  settings: {heroHeadline: string; heroSubheadline: string; perfectForYou: string[]}
  phases: {nodes: Array<{title: string; emoji: string; subtitle: string; duration: string; description: string}>}
}

export default function HomePage({data}: PageProps<Data>) {
  const {settings, phases} = data
  return (
    <Layout>
      <Section>
        <h1>{settings.heroHeadline}</h1>
        <p>{settings.heroSubheadline}</p>
        <ul>
          {settings.perfectForYou.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <ButtonLink to={ROUTES.checkout} size="lg">{`Get My Toolkit – ${PRICE_LABEL}`}</ButtonLink>
      </Section>
      <Section id="wellness" title="Understanding the Phases" tone="tinted">
        {phases.nodes.map((phase) => (
          <article key={phase.title}>
            <h3>
              {phase.emoji} {phase.title}: {phase.subtitle}
            </h3>
            <p>{phase.duration}</p>
            <p>{phase.description}</p>
          </article>
        ))}
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    settings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      heroHeadline
      heroSubheadline
      perfectForYou
    }
    phases: allSanityPhase(sort: {sortOrder: ASC}) {
      nodes { title emoji subtitle duration description }
    }
  }
`

export const Head: HeadFC = ({location}) => <Seo pathname={location.pathname} />
