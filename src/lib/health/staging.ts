/**
 * The stage of the menopause transition from the phase quiz's answers (DECISIONS 45; the table and references in
 * docs/health-rules.md "Stage of the menopause transition"). Pure rules: the quiz feature supplies the answers and
 * the stage the symptom and age answers vote for; the health record stores the result for the other tools.
 */
import {PERIODS_ANSWER_RULES, type PeriodsAnswer} from '../../../content-model/options'
import type {RedFlagId} from './red-flags'

/** STRAW+10's stages as the product names them; 'reproductive' is "not in the menopause transition". */
export const STAGE_IDS = ['reproductive', 'perimenopause', 'menopause', 'postmenopause'] as const
export type StageId = (typeof STAGE_IDS)[number]

/** How the stage was reached: her bleeding pattern, an operation removing both ovaries, or an estimate. */
export const STAGE_BASES = ['bleeding-pattern', 'surgery', 'symptoms-and-age'] as const
export type StageBasis = (typeof STAGE_BASES)[number]
/** How the stage was reached, as her summary says it (in her words: the summary is hers). */
export const STAGE_BASIS_LABELS: Record<StageBasis, string> = {
  'bleeding-pattern': 'from my periods',
  surgery: 'both ovaries removed',
  'symptoms-and-age': 'estimated from my symptoms and age',
}

/** What the contraception note says (FSRH): the age rule, a word for hormone users, or nothing. */
export type ContraceptionAdvice = 'until-no-period' | 'ask-with-hormones' | null

export type QuizAnswers = {periods?: string; symptoms?: string; age?: string}

export type QuizStage = {
  stage: StageId
  basis: StageBasis
  /** Periods months apart or paused under 12 months: STRAW+10's late transition (stage −1). */
  lateTransition: boolean
  /** Under 40 with any change: the premature ovarian insufficiency card leads and no stage is headlined. */
  insufficiencyFirst: boolean
  contraception: ContraceptionAdvice
  /** She uses hormonal contraception or HRT: the quiz asks about bleeding she did not expect on HRT. */
  onHormones: boolean
  /** The quiz's red flags, in the card's order (bleeding after menopause, then the age flags). */
  redFlags: RedFlagId[]
}

/** The answer codes the rules read (the Studio describes them beside the question). */
export const QUIZ_ANSWER_CODES = {
  noSymptoms: 'none',
  under40: 'under40',
  from40to44: '40-45',
  over55: 'over55',
  bleedingAfterMenopause: 'bleeding-after-stopped',
  regular: 'regular',
} as const

const isPeriodsAnswer = (value: string | undefined): value is PeriodsAnswer =>
  value !== undefined && Object.hasOwn(PERIODS_ANSWER_RULES, value)

/** The stage and basis before the age rules: what the periods answer says, or the votes where it cannot. */
function baseStage(periods: PeriodsAnswer | undefined, answers: QuizAnswers, voted: StageId) {
  const rule = periods ? PERIODS_ANSWER_RULES[periods] : 'symptoms-and-age'
  switch (rule) {
    case 'cycles':
      return {
        stage: answers.symptoms === QUIZ_ANSWER_CODES.noSymptoms ? 'reproductive' : 'perimenopause',
        basis: 'bleeding-pattern',
        late: false,
      } as const
    case 'early-transition':
      return {stage: 'perimenopause', basis: 'bleeding-pattern', late: false} as const
    case 'late-transition':
      return {stage: 'perimenopause', basis: 'bleeding-pattern', late: true} as const
    case 'postmenopause':
      return {stage: 'postmenopause', basis: 'bleeding-pattern', late: false} as const
    case 'surgical':
      return {stage: 'postmenopause', basis: 'surgery', late: false} as const
    case 'symptoms-and-age':
      return {stage: voted, basis: 'symptoms-and-age', late: false} as const
  }
}

/**
 * FSRH: contraception until 12 months without a period at 50 or over, 24 months under 50, and not needed from 55.
 * Not shown where pregnancy cannot happen (no womb, no ovaries) or without a transition to go by.
 */
function contraceptionFor(periods: PeriodsAnswer | undefined, stage: StageId, age: string | undefined) {
  if (age === QUIZ_ANSWER_CODES.over55 || stage === 'reproductive' || periods === undefined) return null
  const rule = PERIODS_ANSWER_RULES[periods]
  if (periods === 'hormonal') return 'ask-with-hormones'
  return rule === 'surgical' || rule === 'symptoms-and-age' ? null : 'until-no-period'
}

/**
 * The stage from the answers (DECISIONS 45). `voted` is the stage the symptom and age answers vote for (the spec's
 * votes); it decides only where the periods answer cannot (hysterectomy with ovaries kept, hormones).
 */
export function stageOfAnswers(answers: QuizAnswers, voted: StageId): QuizStage {
  const periods = isPeriodsAnswer(answers.periods) ? answers.periods : undefined
  const {stage, basis, late} = baseStage(periods, answers, voted)
  const changed = stage !== 'reproductive' || answers.symptoms !== QUIZ_ANSWER_CODES.noSymptoms
  const insufficiencyFirst = answers.age === QUIZ_ANSWER_CODES.under40 && changed
  // Early menopause (40–44) whichever path reached a late transition or menopause.
  const early =
    answers.age === QUIZ_ANSWER_CODES.from40to44 && (late || stage === 'menopause' || stage === 'postmenopause')
  const redFlags: RedFlagId[] = []
  if (answers.periods === QUIZ_ANSWER_CODES.bleedingAfterMenopause) redFlags.push('bleedingAfterMenopause')
  if (insufficiencyFirst) redFlags.push('earlyMenopause')
  if (early) redFlags.push('earlyMenopause40to44')
  return {
    stage,
    basis,
    lateTransition: late,
    insufficiencyFirst,
    contraception: contraceptionFor(periods, stage, answers.age),
    onHormones: periods === 'hormonal',
    redFlags,
  }
}
