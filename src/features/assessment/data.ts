import {graphql} from 'gatsby'
import type {RedFlagWording} from '../../lib/health/red-flags'
import type {AssessmentWizardProps} from './components/assessment-wizard'

type Slug = {slug: {current: string}}

/** What the assessment needs from the content; pages spread `...AssessmentData` into their query. */
export type AssessmentData = {
  assessmentSymptoms: {nodes: Array<Slug & {name: string; icon: string}>}
  assessmentRemedies: {nodes: Array<Slug & {name: string; symptoms: Slug[] | null}>}
  assessmentSettings: {doctorGuideLink: {label: string; url: string}}
  assessmentRedFlags: RedFlagWording
}

export const assessmentFragment = graphql`
  fragment AssessmentData on Query {
    assessmentSymptoms: allSanitySymptom(sort: {sortOrder: ASC}) {
      nodes { name icon slug { current } }
    }
    assessmentRemedies: allSanityRemedy(sort: {sortOrder: ASC}) {
      nodes { name slug { current } symptoms { slug { current } } }
    }
    assessmentSettings: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      doctorGuideLink { label url }
    }
    assessmentRedFlags: sanityRedFlags(_id: {eq: "redFlags"}) {
      ...RedFlagWording
    }
  }
`

export const toAssessmentProps = (data: AssessmentData): AssessmentWizardProps => ({
  symptoms: data.assessmentSymptoms.nodes.map(({slug, name, icon}) => ({id: slug.current, name, icon})),
  remedies: data.assessmentRemedies.nodes.map(({slug, name, symptoms}) => ({slug: slug.current, name, symptoms: (symptoms ?? []).map((s) => s.slug.current)})),
  doctorGuide: data.assessmentSettings.doctorGuideLink,
  redFlagWording: data.assessmentRedFlags,
})
