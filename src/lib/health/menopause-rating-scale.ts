import type {RedFlagId} from './red-flags'

/**
 * The Menopause Rating Scale (MRS): 11 symptoms she rates 0–4, three subscales and a total (0–44), each with the
 * published severity bands. Pure; the reference and the terms of use are in docs/health-rules.md.
 * Heinemann K, Ruebig A, Potthoff P, et al. The Menopause Rating Scale (MRS) scale: a methodological review.
 * Health Qual Life Outcomes 2004;2:45 (doi:10.1186/1477-7525-2-45).
 */

export const MRS_SUBSCALES = ['somatic', 'psychological', 'urogenital'] as const
export type MrsSubscale = (typeof MRS_SUBSCALES)[number]

/** The official English wording of the 11 items, in the questionnaire's order, with the subscale each belongs to. */
export const MRS_ITEMS = [
  {
    symptom: 'Hot flushes, sweating',
    examples: 'episodes of sweating',
    subscale: 'somatic',
  },
  {
    symptom: 'Heart discomfort',
    examples: 'unusual awareness of heart beat, heart skipping, heart racing, tightness',
    subscale: 'somatic',
  },
  {
    symptom: 'Sleep problems',
    examples: 'difficulty in falling asleep, difficulty in sleeping through the night, waking up early',
    subscale: 'somatic',
  },
  {
    symptom: 'Depressive mood',
    examples: 'feeling down, sad, on the verge of tears, lack of drive, mood swings',
    subscale: 'psychological',
  },
  {
    symptom: 'Irritability',
    examples: 'feeling nervous, inner tension, feeling aggressive',
    subscale: 'psychological',
  },
  {symptom: 'Anxiety', examples: 'inner restlessness, feeling panicky', subscale: 'psychological'},
  {
    symptom: 'Physical and mental exhaustion',
    examples: 'general decrease in performance, impaired memory, decrease in concentration, forgetfulness',
    subscale: 'psychological',
  },
  {
    symptom: 'Sexual problems',
    examples: 'change in sexual desire, in sexual activity and satisfaction',
    subscale: 'urogenital',
  },
  {
    symptom: 'Bladder problems',
    examples: 'difficulty in urinating, increased need to urinate, bladder incontinence',
    subscale: 'urogenital',
  },
  {
    symptom: 'Dryness of vagina',
    examples: 'sensation of dryness or burning in the vagina, difficulty with sexual intercourse',
    subscale: 'urogenital',
  },
  {
    symptom: 'Joint and muscular discomfort',
    examples: 'pain in the joints, rheumatoid complaints',
    subscale: 'somatic',
  },
] as const satisfies ReadonlyArray<{symptom: string; examples: string; subscale: MrsSubscale}>

export const MRS_ITEM_COUNT = MRS_ITEMS.length
/** The answer boxes, 0–4. */
export const MRS_RATINGS = ['none', 'mild', 'moderate', 'severe', 'very severe'] as const
export const MRS_MAX_RATING = MRS_RATINGS.length - 1
export const MRS_INSTRUCTION =
  'Which of the following symptoms apply to you at this time? Please mark the appropriate box for each symptom. For symptoms that do not apply, please mark "none".'

export const MRS_BANDS = ['none or little', 'mild', 'moderate', 'severe'] as const
export type MrsBand = (typeof MRS_BANDS)[number]

/** The lowest score of the mild, moderate and severe bands (below the first: none or little). */
export const MRS_BAND_FLOORS: Record<MrsSubscale | 'total', readonly [number, number, number]> = {
  total: [5, 9, 17],
  somatic: [3, 5, 9],
  psychological: [2, 4, 7],
  urogenital: [1, 2, 4],
}

/** "0–4 none or little, 5–8 mild, 9–16 moderate, 17+ severe": a scale's bands with their cut-offs, from the floors. */
export function mrsBandCutOffs(scale: MrsSubscale | 'total'): string {
  const [mild, moderate, severe] = MRS_BAND_FLOORS[scale]
  const range = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`)
  return [
    `${range(0, mild - 1)} ${MRS_BANDS[0]}`,
    `${range(mild, moderate - 1)} ${MRS_BANDS[1]}`,
    `${range(moderate, severe - 1)} ${MRS_BANDS[2]}`,
    `${severe}+ ${MRS_BANDS[3]}`,
  ].join(', ')
}

/** The scales of a score in the severe band: each is a reason to see her clinician on the summary. */
export const severeScales = (score: MrsScore): Array<MrsSubscale | 'total'> => [
  ...(score.totalBand === 'severe' ? (['total'] as const) : []),
  ...MRS_SUBSCALES.filter((scale) => score.subscales[scale].band === 'severe'),
]

export const MRS_MAX_SCORES: Record<MrsSubscale | 'total', number> = {
  total: MRS_ITEM_COUNT * MRS_MAX_RATING,
  somatic: 4 * MRS_MAX_RATING,
  psychological: 4 * MRS_MAX_RATING,
  urogenital: 3 * MRS_MAX_RATING,
}

export type MrsScore = {
  total: number
  totalBand: MrsBand
  subscales: Record<MrsSubscale, {score: number; band: MrsBand}>
}

export const mrsBand = (scale: MrsSubscale | 'total', score: number): MrsBand => {
  const floors = MRS_BAND_FLOORS[scale]
  const above = floors.filter((floor) => score >= floor).length
  return MRS_BANDS[above]
}

const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MRS_MAX_RATING

/** Why answers cannot be scored (one rating 0–4 for each of the 11 items), or null when they can. */
export function mrsAnswersProblem(answers: ReadonlyArray<number | null | undefined> | unknown): string | null {
  if (!Array.isArray(answers) || answers.length !== MRS_ITEM_COUNT) return `Rate all ${MRS_ITEM_COUNT} symptoms.`
  const missing = answers.findIndex((answer) => !isRating(answer))
  return missing === -1 ? null : `Rate "${MRS_ITEMS[missing].symptom}" (choose "none" if it does not apply).`
}

/** The total and subscale scores with their bands; refuses answers with a missing or out-of-range rating. */
export function scoreMrs(answers: ReadonlyArray<number | null | undefined>): MrsScore {
  const problem = mrsAnswersProblem(answers)
  if (problem) throw new RangeError(problem)
  const ratings = answers as number[]
  const sum = (scale: MrsSubscale) =>
    MRS_ITEMS.reduce((total, item, index) => total + (item.subscale === scale ? ratings[index] : 0), 0)
  const subscales = Object.fromEntries(
    MRS_SUBSCALES.map((scale) => {
      const score = sum(scale)
      return [scale, {score, band: mrsBand(scale, score)}]
    }),
  ) as MrsScore['subscales']
  const total = ratings.reduce((a, b) => a + b, 0)
  return {total, totalBand: mrsBand('total', total), subscales}
}

/** "Severe" or "very severe". */
export const MRS_RED_FLAG_MIN_RATING = 3
const DEPRESSIVE_MOOD = 3
const ANXIETY = 5
const HEART_DISCOMFORT = 1

/**
 * DECISIONS 32 read on the MRS: depressive mood or anxiety rated severe or very severe raises the mood card (the
 * assessment's 4–5 of 5); heart discomfort rated severe or very severe raises the palpitations card.
 */
export function mrsRedFlags(answers: ReadonlyArray<number | null | undefined>): RedFlagId[] {
  const high = (index: number) => (answers[index] ?? 0) >= MRS_RED_FLAG_MIN_RATING
  const flags: RedFlagId[] = []
  if (high(DEPRESSIVE_MOOD) || high(ANXIETY)) flags.push('mood')
  if (high(HEART_DISCOMFORT)) flags.push('palpitations')
  return flags
}

/** She is invited to take it again this many days after her last score. */
export const MRS_RETAKE_DAYS = 28
