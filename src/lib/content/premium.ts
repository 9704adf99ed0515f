import type {IGatsbyImageData} from 'gatsby-plugin-image'
import type {StackTiming} from '../../../content-model/options'

/** An image field as the queries ask for it: alt text and the sizes a component needs (gatsbyImageData aliases). */
export type ContentImageField = {alt: string | null; asset: {card?: IGatsbyImageData | null; detail?: IGatsbyImageData | null} | null} | null

/** A published reference of a remedy profile. */
export type RemedySource = {title: string; publisher: string; url: string; supports: string}

/** A remedy profile as the toolkit shows it (free ones from the page, premium ones from the toolkit-content function). */
export type RemedyProfile = {
  /** The remedy's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
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
  image: ContentImageField
  sources: RemedySource[] | null
  symptoms: Array<{slug: string; name: string; category: string | null}>
}

export type DailyStackItem = {
  /** The item's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  slug: string
  name: string
  /** The day's amount; for a "Morning & Evening" item, the day's total. */
  dosage: string
  timing: StackTiming
  /** A "Morning & Evening" item's dose for each time of day (null for the others). */
  dosePerTime: string | null
  purpose: string
  note: string | null
  affiliateLink: string
  /** The slug of the remedy profile the item points to (its Studio reference), or null: never guessed from its own slug. */
  profileSlug: string | null
}

type GuideCard = {icon: string; title: string; description: string}
/** A group of practical tips (sleep tip categories, emotional wellness strategies). */
export type GuideTipCategory = GuideCard & {tips?: string[] | null}

/** The sleep guide past its title and teaser (DECISIONS 30: premium). */
export type SleepGuideContent = {
  intro: string
  challenges: GuideCard[]
  tipCategories: GuideTipCategory[]
  stats: Array<{value: string; label: string}>
  consultList: string[]
}

/** The body of GET /api/toolkit-content. */
export type PremiumContent = {
  remedies: RemedyProfile[]
  dailyStack: DailyStackItem[]
  sleepGuide: SleepGuideContent
  /** The emotional wellness strategies with their tips (the page has their titles and descriptions only). */
  wellnessStrategies: GuideTipCategory[]
}

/** A remedy as both content sources return it from GraphQL (slugs as objects). */
export type RemedyNode = Omit<RemedyProfile, 'slug' | 'symptoms'> & {
  slug: {current: string}
  symptoms: Array<{slug: {current: string}; name: string; category: {slug: {current: string}} | null}> | null
}

/** GraphQL's shape to the profile the toolkit shows (the page query and the premium file use the same fields). */
export const toRemedyProfile = (node: RemedyNode): RemedyProfile => ({
  ...node,
  slug: node.slug.current,
  // A reference-only profile (DIM) lists no symptoms: both sources then give null.
  symptoms: (node.symptoms ?? []).map((symptom) => ({slug: symptom.slug.current, name: symptom.name, category: symptom.category?.slug.current ?? null})),
})
