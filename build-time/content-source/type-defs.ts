/**
 * GraphQL types of the embedded content source. They mirror what gatsby-source-sanity
 * derives from the deployed Studio schema (type `Sanity<Type>`, `slug { current }`,
 * references as linked nodes, portable text as `_raw<Field>` JSON), so page queries run
 * unchanged on both sources. tests/studio/type-defs.test.ts keeps them in step with the Studio schema.
 */
export const embeddedTypeDefs = /* GraphQL */ `
  type SanitySlug {
    current: String
  }
  type SanityImageDimensions {
    width: Float
    height: Float
    aspectRatio: Float
  }
  type SanityImageMetadata {
    dimensions: SanityImageDimensions
  }
  type SanityAltImage {
    alt: String
    asset: SanityImageAsset @link(by: "_id", from: "asset._ref")
  }
  type SanityPortraitImage {
    alt: String
    placeholder: Boolean
    asset: SanityImageAsset @link(by: "_id", from: "asset._ref")
  }
  type SanitySource {
    title: String
    publisher: String
    url: String
    supports: String
    backsSymptoms: [SanitySymptom] @link(from: "backsSymptoms___NODE")
  }
  type SanityTitledText {
    icon: String
    title: String
    description: String
  }
  type SanityTipCategory {
    icon: String
    title: String
    description: String
    tips: [String]
  }
  type SanityStatItem {
    value: String
    label: String
  }
  type SanityQuizOption {
    value: String
    label: String
    phase: String
    resultNote: String
  }
  type SanityClinicalReview {
    reviewerName: String
    reviewerCredential: String
    reviewedAt: Date @dateformat
    scope: String
    claimsFingerprint: String
  }
  type SanityExternalLink {
    label: String
    url: String
  }

  type SanitySiteSettings implements Node @dontInfer {
    _id: String
    productName: String
    seoDescription: String
    heroHeadline: String
    heroSubheadline: String
    perfectForYou: [String]
    coachName: String
    coachTitle: String
    coachFullName: String
    credentialIssuer: String
    coachPortrait: SanityPortraitImage
    storyTitle: String
    _rawCoachStory: JSON
    credentials: [SanityTitledText]
    approachCards: [SanityTitledText]
    trustCards: [SanityTitledText]
    communityTitle: String
    communityText: String
    promiseTitle: String
    promiseText: String
    toolkitContents: [SanityTitledText]
    crossedOutPrice: Float
    soldAtCrossedOutPrice: Boolean
    claimedValue: Float
    guaranteeTitle: String
    guaranteeText: String
    offerEndsAt: Date @dateformat
    usageCounterThreshold: Float
    affiliateTag: String
    supportEmail: String
    communityLink: SanityExternalLink
    socialLink: SanityExternalLink
    survivalGuideLink: SanityExternalLink
    doctorGuideLink: SanityExternalLink
  }

  type SanitySleepGuide implements Node @dontInfer {
    _id: String
    title: String
    intro: String
    teaser: String
    challenges: [SanityTitledText]
    tipCategories: [SanityTipCategory]
    stats: [SanityStatItem]
    consultList: [String]
    clinicalReview: SanityClinicalReview
  }

  type SanityEmotionalWellness implements Node @dontInfer {
    _id: String
    title: String
    intro: String
    experiences: [SanityTitledText]
    categories: [SanityTipCategory]
    clinicalReview: SanityClinicalReview
  }

  type SanitySymptomCategory implements Node @dontInfer {
    _id: String
    name: String
    slug: SanitySlug
    badgeColor: String
    sortOrder: Float
  }

  type SanitySymptom implements Node @dontInfer {
    _id: String
    name: String
    slug: SanitySlug
    icon: String
    color: String
    badgeColor: String
    category: SanitySymptomCategory @link(from: "category___NODE")
    claimWords: [String]
    sortOrder: Float
  }

  type SanityRemedy implements Node @dontInfer {
    _id: String
    name: String
    slug: SanitySlug
    sortOrder: Float
    emoji: String
    image: SanityAltImage
    description: String
    symptoms: [SanitySymptom] @link(from: "symptoms___NODE")
    moderateEvidenceFor: [SanitySymptom] @link(from: "moderateEvidenceFor___NODE")
    noClearBenefitFor: [SanitySymptom] @link(from: "noClearBenefitFor___NODE")
    referenceOnly: Boolean
    benefits: [String]
    usage: String
    evidenceLevel: String
    category: String
    whatItIs: String
    inAction: String
    evidence: String
    dosage: String
    sideEffects: String
    sources: [SanitySource]
    affiliateLink: String
    clinicalReview: SanityClinicalReview
  }

  type SanitySupplementCategory implements Node @dontInfer {
    _id: String
    name: String
    slug: SanitySlug
    category: String
    emoji: String
    image: SanityAltImage
    description: String
    benefits: [String]
    note: String
    affiliateLink: String
    inToolkit: Boolean
    remedy: SanityRemedy @link(from: "remedy___NODE")
    sortOrder: Float
  }

  type SanityPhase implements Node @dontInfer {
    _id: String
    title: String
    slug: SanitySlug
    emoji: String
    subtitle: String
    duration: String
    description: String
    characteristics: [String]
    recommendations: [String]
    sortOrder: Float
    clinicalReview: SanityClinicalReview
  }

  type SanityPhaseQuizQuestion implements Node @dontInfer {
    _id: String
    questionId: String
    question: String
    options: [SanityQuizOption]
    sortOrder: Float
  }

  type SanityDailyStackItem implements Node @dontInfer {
    _id: String
    name: String
    slug: SanitySlug
    dosage: String
    timing: String
    dosePerTime: String
    purpose: String
    note: String
    affiliateLink: String
    remedy: SanityRemedy @link(from: "remedy___NODE")
    sortOrder: Float
    clinicalReview: SanityClinicalReview
  }

  type SanityReminderTemplate implements Node @dontInfer {
    _id: String
    reminderId: String
    time: String
    type: String
    title: String
    body: String
    supplement: String
  }

  # Coupons are read by the functions at request time (DECISIONS 41); no page queries them.
  type SanityCoupon implements Node @dontInfer {
    _id: String
    code: String
    dollarsOff: Float
    startsAt: Date @dateformat
    endsAt: Date @dateformat
    active: Boolean
  }

  type SanityTestimonial implements Node @dontInfer {
    _id: String
    name: String
    content: String
    rating: Float
    photo: SanityAltImage
    section: String
    illustrative: Boolean
    customerConsent: Boolean
    sortOrder: Float
  }

  type SanitySuccessStory implements Node @dontInfer {
    _id: String
    name: String
    age: Float
    issue: String
    result: String
    timeframe: String
    illustrative: Boolean
    sortOrder: Float
  }

  type SanityRedFlagMessage {
    title: String
    text: String
  }

  type SanityRedFlags implements Node @dontInfer {
    _id: String
    heading: String
    intro: String
    earlyMenopause: SanityRedFlagMessage
    palpitations: SanityRedFlagMessage
    mood: SanityRedFlagMessage
    bleedingAfterMenopause: SanityRedFlagMessage
    bleedingOnHrt: SanityRedFlagMessage
    heavyBleeding: SanityRedFlagMessage
    severeHeadache: SanityRedFlagMessage
    earlyMenopause40to44: SanityRedFlagMessage
    hotFlashOptions: SanityRedFlagMessage
    crisisText: String
    crisisPhone: String
    clinicalReview: SanityClinicalReview
  }
`
