/**
 * The content model's fixed value lists and counts: one module below both the Studio (studio/) and the site
 * (src/, build-time/, netlify/). Plain TypeScript (no Sanity import) so the site, the functions and the tests
 * read the same lists the Studio validates against; it imports nothing of either side.
 */

/** One-time price in US cents ($37, lifetime access); the site's src/config/site.ts re-exports it. */
export const PRICE_CENTS = 3700

/** Free users see the first 6 remedies by position; the rest of each profile is premium (DECISIONS 16). */
export const FREE_REMEDY_COUNT = 6

/** Evidence levels of the original brief, plus the two honest ones the research often calls for. */
export const EVIDENCE_LEVELS = [
  'Strong clinical evidence',
  'Moderate clinical evidence',
  'Growing clinical evidence',
  'Mixed clinical evidence',
  'Limited clinical evidence',
  'Emerging clinical evidence',
  'Strong lifestyle evidence',
  'Traditional use with some clinical support',
] as const

export const REMEDY_CATEGORIES = [
  'herbs',
  'lifestyle',
  'environment',
  'supplements',
  'mindfulness',
  'exercise',
  'nutrition',
  'therapy',
] as const
export type RemedyCategory = (typeof REMEDY_CATEGORIES)[number]

/** Categories that hold ingestible products: their profiles must name dose and side effects. */
export const INGESTIBLE_CATEGORIES: readonly RemedyCategory[] = ['herbs', 'supplements']

export const STACK_TIMINGS = ['Morning', 'Evening', 'Morning & Evening', 'Any time'] as const
export type StackTiming = (typeof STACK_TIMINGS)[number]

export const REMINDER_TYPES = [
  'morning-checkin',
  'supplement-reminder',
  'mindfulness-break',
  'evening-reflection',
] as const

/** Quiz votes: premenopausal is a vote only; it is never shown as a result. */
export const QUIZ_PHASES = ['perimenopause', 'menopause', 'postmenopause', 'premenopausal'] as const

export const PHASE_SLUGS = ['perimenopause', 'menopause', 'postmenopause'] as const

export const QUIZ_QUESTION_IDS = ['periods', 'symptoms', 'age'] as const

/**
 * DECISIONS 45 (STRAW+10, NICE NG23, ESHRE POI): the rule each answer of the periods question applies. The
 * bleeding pattern decides the stage where it can ('cycles': regular periods, the symptoms answer tells the
 * reproductive stage from perimenopause; 'early-transition', 'late-transition', 'postmenopause'); a hysterectomy with
 * ovaries kept or hormones leave it to the symptom and age answers ('symptoms-and-age', an estimate); removed ovaries
 * are a surgical menopause ('surgical'). Every answer of the periods question must be one of these codes.
 */
export const PERIODS_ANSWER_RULES = {
  regular: 'cycles',
  irregular: 'early-transition',
  approaching: 'late-transition',
  missed: 'late-transition',
  stopped: 'postmenopause',
  'bleeding-after-stopped': 'postmenopause',
  'hysterectomy-ovaries-kept': 'symptoms-and-age',
  'ovaries-removed': 'surgical',
  hormonal: 'symptoms-and-age',
} as const
export type PeriodsAnswer = keyof typeof PERIODS_ANSWER_RULES

export const TESTIMONIAL_SECTIONS = [
  {title: 'What Women Are Saying', value: 'what-women-say'},
  {title: 'Real Results from Real Women', value: 'real-results'},
] as const

/** The toolkit's filter chips (Sleep, Hot Flashes, Mood, Brain Fog, Metabolism). */
export const SYMPTOM_CATEGORY_IDS = ['sleep', 'hot-flashes', 'mood', 'brain-fog', 'metabolism'] as const

/**
 * The coach's checkable details (full name, credential issuer) hold clearly marked placeholders until she fills
 * them: text starting with this prefix. The site never shows a placeholder; the Studio warns about it.
 */
export const PLACEHOLDER_PREFIX = '[Placeholder]'

export const isPlaceholderText = (value: unknown): boolean =>
  typeof value !== 'string' || value.trim() === '' || value.trim().startsWith(PLACEHOLDER_PREFIX)
