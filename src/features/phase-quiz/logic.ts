/** Phases an answer can vote for (spec). 'premenopausal' is never a result. */
export type QuizPhase = 'premenopausal' | 'perimenopause' | 'menopause' | 'postmenopause'
export type ResultPhase = Exclude<QuizPhase, 'premenopausal'>
export type QuizOption = {value: string; label: string; phase: QuizPhase}
export type QuizQuestion = {id: string; question: string; options: QuizOption[]}

/** Spec: ties go to the later-listed phase in this order. */
const TIE_ORDER: QuizPhase[] = ['perimenopause', 'menopause', 'postmenopause', 'premenopausal']

/**
 * Spec scoring: one vote per answer for its option's phase; periods 'stopped' means postmenopause
 * (as does 'bleeding-after-stopped': a year without periods, then bleeding);
 * otherwise most votes wins, ties to the later phase of TIE_ORDER; premenopausal becomes perimenopause.
 */
export function scoreQuiz(questions: QuizQuestion[], answers: Record<string, string>): ResultPhase {
  // A year without periods, with or without bleeding since, is post-menopause (the bleeding is a red flag).
  if (answers.periods === 'stopped' || answers.periods === 'bleeding-after-stopped') return 'postmenopause'
  const votes = new Map<QuizPhase, number>()
  for (const question of questions) {
    const option = question.options.find((o) => o.value === answers[question.id])
    if (option) votes.set(option.phase, (votes.get(option.phase) ?? 0) + 1)
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

export const isAnswered = (question: QuizQuestion | undefined, answers: Record<string, string>) =>
  question !== undefined && question.options.some((o) => o.value === answers[question.id])
