import {graphql} from 'gatsby'
import type {EmotionalWellness, SleepGuide} from './types'

/** The sleep guide and emotional wellness sections, shared by the landing page and the toolkit. */
export type GuidesData = {sleep: SleepGuide; wellness: EmotionalWellness}

export const guidesFragment = graphql`
  fragment GuidesData on Query {
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
      categories { icon title description tips }
    }
  }
`
