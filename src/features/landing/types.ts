import type {IGatsbyImageData} from 'gatsby-plugin-image'

/** Content shapes the landing sections render, as the home page query returns them. */
export type TitledText = {icon: string; title: string; description: string}
export type ExternalLink = {label: string; url: string}
/** An image field with the sizes the query asks for under alias names (e.g. `card`, `hero`). */
export type ImageField<Size extends string> = {
  alt: string | null
  asset: Partial<Record<Size, IGatsbyImageData | null>> | null
} | null

export type LandingSettings = {
  heroHeadline: string
  heroSubheadline: string
  perfectForYou: string[]
  coachName: string
  coachTitle: string
  coachFullName: string | null
  credentialIssuer: string | null
  coachPortrait: (ImageField<'hero' | 'about'> & {placeholder?: boolean | null}) | null
  storyTitle: string
  _rawCoachStory: unknown
  credentials: TitledText[]
  approachCards: TitledText[]
  trustCards: TitledText[]
  communityTitle: string
  communityText: string
  promiseTitle: string
  promiseText: string
  toolkitContents: TitledText[]
  crossedOutPrice: number | null
  soldAtCrossedOutPrice: boolean | null
  claimedValue: number
  guaranteeTitle: string
  guaranteeText: string
  offerEndsAt: string | null
  usageCounterThreshold: number
  communityLink: ExternalLink
}

export type FeaturedRemedy = {
  /** The remedy's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  slug: string
  name: string
  emoji: string
  description: string
  benefits: string[]
  evidenceLevel: string
  evidence: string | null
}

export type SupplementCard = {
  /** The supplement category's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  slug: string
  name: string
  category: string
  emoji: string
  description: string
  benefits: string[]
  note: string | null
  inToolkit: boolean
  remedySlug: string | null
  image: ImageField<'card'>
  affiliateLink: string | null
}

export type Testimonial = {
  /** The testimonial's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  name: string
  content: string
  rating: number | null
  illustrative: boolean | null
  customerConsent: boolean | null
  photo: ImageField<'card'>
}
export type SuccessStory = {
  /** The story's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  name: string
  age: number
  issue: string
  result: string
  timeframe: string
  illustrative: boolean
}
