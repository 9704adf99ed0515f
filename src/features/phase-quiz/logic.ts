import {stageOfAnswers, type QuizStage, type StageId} from '../../lib/health/staging'
import {QUIZ_MESSAGES as M} from './messages'

/** Phases an answer can vote for . A 'premenopausal' win shows as perimenopause unless every vote is for it. */
export type QuizPhase = 'premenopausal' | 'perimenopause' | 'menopause' | 'postmenopause'
/** The periods question's answers cast no vote (DECISIONS 45), so they carry no phase. */
export type QuizOption = {value: string; label: string; phase: QuizPhase | null; resultNote?: string | null}
/** `_id`: the question's document id, so the preview server marks its words for click-to-edit. */
export type QuizQuestion = {_id?: string; id: string; question: string; options: QuizOption[]}

/** ties go to the later-listed phase in this order. */
const TIE_ORDER: QuizPhase[] = ['perimenopause', 'menopause', 'postmenopause', 'premenopausal']

/**
 * The original scoring: one vote per answer for its option's phase, most votes wins, ties to the later phase of TIE_ORDER.
 * Only unanimous 'premenopausal' votes (no symptoms, under 40) say she is not in the transition (DECISIONS 45).
 */
function byVotes(questions: QuizQuestion[], answers: Record<string, string>): StageId {
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
  if (winner !== 'premenopausal') return winner
  return votes.size === 1 ? 'reproductive' : 'perimenopause'
}

/**
 * The stage (DECISIONS 45, STRAW+10): the bleeding pattern decides whenever it can (lib/health/staging); the
 * spec's votes of the symptom and age answers only where it cannot (hysterectomy with ovaries kept, hormones).
 */
export const stageFromAnswers = (questions: QuizQuestion[], answers: Record<string, string>): QuizStage =>
  stageOfAnswers(answers, byVotes(questions, answers))

/** The Studio notes of the answers given (e.g. "a clinician can confirm this"), in question order. */
export const resultNotes = (questions: QuizQuestion[], answers: Record<string, string>): string[] =>
  questions.flatMap((question) => {
    const note = question.options.find((o) => o.value === answers[question.id])?.resultNote
    return note ? [note] : []
  })

export const isAnswered = (question: QuizQuestion | undefined, answers: Record<string, string>) =>
  question !== undefined && question.options.some((o) => o.value === answers[question.id])

/** The stage's name as her health record and summary keep it: never "Post-Menopause" under 40 (DECISIONS 45). */
export function stageTitle(result: QuizStage, phases: Array<{slug: string; title: string}>): string {
  if (result.insufficiencyFirst) return M.insufficiencyStage
  if (result.stage === 'reproductive') return M.notInTransitionStage
  if (result.basis === 'surgery') return M.surgicalStage
  return phases.find((p) => p.slug === result.stage)?.title ?? result.stage
}
