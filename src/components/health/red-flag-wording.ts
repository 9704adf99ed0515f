import {graphql} from 'gatsby'
import type {RedFlagWording, ResultGuidance} from '../../lib/health/red-flags'

/**
 * The Studio wording of the red-flag card (singleton `redFlags`); the assessment and quiz fragments spread it.
 * @public Gatsby finds fragments by reading the file; no module imports it.
 */
export const redFlagWordingFragment = graphql`
  fragment RedFlagWording on SanityRedFlags {
    heading
    intro
    crisisText
    crisisPhone
    earlyMenopause {
      title
      text
    }
    palpitations {
      title
      text
    }
    mood {
      title
      text
    }
    bleedingAfterMenopause {
      title
      text
    }
    bleedingOnHrt {
      title
      text
    }
    heavyBleeding {
      title
      text
    }
    severeHeadache {
      title
      text
    }
    earlyMenopause40to44 {
      title
      text
    }
    hotFlashOptions {
      title
      text
    }
  }
`

/** What the health tools (assessment, phase quiz) show beside a result: the doctor guide link and the red-flag card's wording. */
export type HealthToolSafety = {
  healthDoctorGuide: {doctorGuideLink: {label: string; url: string}}
  healthRedFlags: RedFlagWording
}

/**
 * The tools' fragments spread it; a page with both tools asks for it once.
 * @public Gatsby finds fragments by reading the file; no module imports it.
 */
export const healthToolSafetyFragment = graphql`
  fragment HealthToolSafety on Query {
    healthDoctorGuide: sanitySiteSettings(_id: {eq: "siteSettings"}) {
      doctorGuideLink {
        label
        url
      }
    }
    healthRedFlags: sanityRedFlags(_id: {eq: "redFlags"}) {
      ...RedFlagWording
    }
  }
`

/** The tools' props from that fragment's answer. */
export const resultGuidanceOf = ({healthDoctorGuide, healthRedFlags}: HealthToolSafety): ResultGuidance => ({
  doctorGuide: healthDoctorGuide.doctorGuideLink,
  redFlagWording: healthRedFlags,
})
