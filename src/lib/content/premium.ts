import type {StackTiming} from '../../../studio/schemaTypes/options'

/** A remedy profile as the toolkit shows it (free ones from the page, premium ones from the toolkit-content function). */
export type RemedyProfile = {
  slug: string
  name: string
  emoji: string | null
  description: string
  usage: string
  evidenceLevel: string
  category: string
  whatItIs: string | null
  inAction: string | null
  evidence: string | null
  dosage: string | null
  sideEffects: string | null
  affiliateLink: string | null
  symptoms: Array<{slug: string; name: string; category: string | null}>
}

export type DailyStackItem = {
  slug: string
  name: string
  dosage: string
  timing: StackTiming
  purpose: string
  note: string | null
  affiliateLink: string
}

/** The body of GET /api/toolkit-content. */
export type PremiumContent = {
  remedies: RemedyProfile[]
  dailyStack: DailyStackItem[]
}
