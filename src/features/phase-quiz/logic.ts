import {PERIODS_ANSWER_STAGES, type PeriodsAnswer} from '../../../content-model/options'

/** Phases an answer can vote for. 'premenopausal' is never a result. */
export type QuizPhase = 'premenopausal' | 'perimenopause' | 'menopause' | 'postmenopause'
export type ResultPhase = Exclude<QuizPhase, 'premenopausal'>
/** The periods question's answers cast no vote (DECISIONS 35), so they carry no phase. */
export type QuizOption = {value: string; label: string; phase: QuizPhase | null; resultNote?: string | null}
export type QuizQuestion = {id: string; question: string; options: QuizOption[]}

/** The result and what it rests on: the bleeding pattern, or the votes of the other answers (an estimate). */
export type QuizStage = {phase: ResultPhase; estimated: boolean}

/** Ties go to the later-listed phase in this order. */
const TIE_ORDER: QuizPhase[] = ['perimenopause', 'menopause', 'postmenopause', 'premenopausal']

const isPeriodsAnswer = (value: string | undefined): value is PeriodsAnswer =>
  value !== undefined && Object.hasOwn(PERIODS_ANSWER_STAGES, value)

/** The original scoring: one vote per answer for its option's phase, most votes wins, ties to the later phase of TIE_ORDER. */
function byVotes(questions: QuizQuestion[], answers: Record<string, string>): ResultPhase {
  const votes = new Map<QuizPhase, number>()
  for (const question of questions) {
    const option = question.options.find((o) => o.value === answers[question.id])
    if (option?.phase) votes.set(option.phase, (votes.get(option.phase) ?? 0) + 1)
  }
  let winner: QuizPhase = 'perimenopause'
  let best = -1
  for (const phase of TIE_ORDER) {
    const count = votes.get(phase) ?? 0
    if (count >= best) {
      winner = phase
      best = count
    }
  }
  return winner === 'premenopausal' ? 'perimenopause' : winner
}

/**
 * The stage (DECISIONS 35, STRAW+10): the bleeding pattern decides whenever it can. Periods still coming, however
 * irregular, are perimenopause; none for under 12 months is menopause (the transition point); 12 months or more
 * is post-menopause (bleeding since is a red flag, not another stage). Only "I can't tell" (hysterectomy,
 * hormonal IUD, pill or HRT) leaves the stage to the original votes of the symptom and age answers, as an estimate.
 */
export function stageFromAnswers(questions: QuizQuestion[], answers: Record<string, string>): QuizStage {
  const periods = answers.periods
  const fixed = isPeriodsAnswer(periods) ? PERIODS_ANSWER_STAGES[periods] : 'votes'
  return fixed === 'votes' ? {phase: byVotes(questions, answers), estimated: true} : {phase: fixed, estimated: false}
}

/** The Studio notes of the answers given (e.g. "a clinician can confirm this"), in question order. */
export const resultNotes = (questions: QuizQuestion[], answers: Record<string, string>): string[] =>
  questions.flatMap((question) => {
    const note = question.options.find((o) => o.value === answers[question.id])?.resultNote
    return note ? [note] : []
  })

export const isAnswered = (question: QuizQuestion | undefined, answers: Record<string, string>) =>
  question !== undefined && question.options.some((o) => o.value === answers[question.id])
