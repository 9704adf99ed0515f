import {graphql} from 'gatsby'
import {resultGuidanceOf, type HealthToolSafety} from '../../components/health/red-flag-wording'
import type {AssessmentWizardProps} from './components/assessment-wizard'

type Slug = {slug: {current: string}}

/** What the assessment needs from the content; pages spread `...AssessmentData` into their query. */
export type AssessmentData = {
  assessmentSymptoms: {nodes: Array<Slug & {_id: string; name: string; icon: string}>}
  assessmentRemedies: {
    nodes: Array<
      Slug & {
        name: string
        emoji: string | null
        evidenceLevel: string
        referenceOnly: boolean | null
        symptoms: Slug[] | null
        moderateEvidenceFor: Slug[] | null
      }
    >
  }
} & HealthToolSafety

/** @public Gatsby finds fragments by reading the file; no module imports it. */
export const assessmentFragment = graphql`
  fragment AssessmentData on Query {
    assessmentSymptoms: allSanitySymptom(sort: {sortOrder: ASC}) {
      nodes {
        _id
        name
        icon
        slug {
          current
        }
      }
    }
    assessmentRemedies: allSanityRemedy(sort: {sortOrder: ASC}) {
      nodes {
        name
        emoji
        evidenceLevel
        referenceOnly
        slug {
          current
        }
        symptoms {
          slug {
            current
          }
        }
        moderateEvidenceFor {
          slug {
            current
          }
        }
      }
    }
    ...HealthToolSafety
  }
`

export const toAssessmentProps = (data: AssessmentData): AssessmentWizardProps => ({
  symptoms: data.assessmentSymptoms.nodes.map(({_id, slug, name, icon}) => ({_id, id: slug.current, name, icon})),
  remedies: data.assessmentRemedies.nodes.map(
    ({slug, name, emoji, evidenceLevel, referenceOnly, symptoms, moderateEvidenceFor}) => ({
      slug: slug.current,
      name,
      emoji,
      evidenceLevel,
      referenceOnly: referenceOnly === true,
      symptoms: (symptoms ?? []).map((s) => s.slug.current),
      moderateEvidenceFor: (moderateEvidenceFor ?? []).map((s) => s.slug.current),
    }),
  ),
  ...resultGuidanceOf(data),
})
