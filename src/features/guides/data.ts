import {graphql} from 'gatsby'
import type {EmotionalWellness, SleepGuide} from './types'

/**
 * What every visitor may see of the sleep guide and emotional wellness, for the landing page and the toolkit:
 * the sleep guide's title and teaser, the wellness experiences and the strategies' titles. The rest is
 * premium (DECISIONS 30) and comes from the toolkit-content function (build-time/content-source/premium-content.ts).
 */
export type GuidesData = {sleep: SleepGuide; wellness: EmotionalWellness}

/** @public Gatsby finds fragments by reading the file; no module imports it. */
export const guidesFragment = graphql`
  fragment GuidesData on Query {
    sleep: sanitySleepGuide(_id: {eq: "sleepGuide"}) {
      title
      teaser
    }
    wellness: sanityEmotionalWellness(_id: {eq: "emotionalWellness"}) {
      title
      intro
      experiences {
        icon
        title
        description
      }
      categories {
        icon
        title
        description
      }
    }
  }
`
