import {
  ASSESSMENT_PROGRESS_TTL_MS,
  MAX_ASSESSMENT_RECOMMENDATIONS,
  SEVERITY_MAX,
  SEVERITY_MIN,
} from '../../config/assessment'
import {recommendRemedies, type Recommendation, type RemedyProfile} from '../../lib/health/recommendations'
import {localIsoDate} from '../../lib/time-zones'

/** A symptom of the catalogue (the 40 `symptom` documents). */
/** `_id`: the symptom's document id, so the preview server marks its name for click-to-edit. */
export type SymptomOption = {_id?: string; id: string; name: string; icon: string}

export type Answers = {
  selectedSymptoms: Record<string, boolean>
  severity: Record<string, number>
  email: string
}
/** The original saved progress under 'symptom-assessment-progress'; currentStep counts from 0. */
export type SavedProgress = {currentStep: number; answers: Answers; timestamp: number}

export const EMPTY_ANSWERS: Answers = {selectedSymptoms: {}, severity: {}, email: ''}

export const chosenSymptomIds = (answers: Answers) =>
  Object.entries(answers.selectedSymptoms)
    .filter(([, on]) => on)
    .map(([id]) => id)

/**
 * What the recommendation rules read from the answers and her stored stage: the chosen symptoms but those that
 * raised a red flag (`flagged`): no remedy over a red flag (DECISIONS 46).
 */
export const recommendationRequest = (answers: Answers, phase: string | null, flagged: string[] = []) => ({
  symptoms: chosenSymptomIds(answers).filter((id) => !flagged.includes(id)),
  severity: answers.severity,
  phase,
})

/**
 * The database entries that list any selected symptom, at most 5, ranked by the one rule of
 * lib/health/recommendations (DECISIONS 33 and 36) that the personalised card reads too.
 */
export const selectRecommendations = (
  remedies: RemedyProfile[],
  answers: Answers,
  phase: string | null,
  flagged: string[] = [],
): Recommendation[] =>
  recommendRemedies(remedies, recommendationRequest(answers, phase, flagged)).slice(0, MAX_ASSESSMENT_RECOMMENDATIONS)

/** Index of the last step, 'Complete': completing clears the saved progress. */
export const COMPLETE_STEP = 3

/** Progress is saved once past step 1 or once any symptom is chosen, until the assessment is complete. */
export const shouldSaveProgress = (currentStep: number, answers: Answers) =>
  currentStep < COMPLETE_STEP && (currentStep > 0 || chosenSymptomIds(answers).length > 0)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isAnswers(value: unknown): value is Answers {
  if (
    !isRecord(value) ||
    !isRecord(value.selectedSymptoms) ||
    !isRecord(value.severity) ||
    typeof value.email !== 'string'
  )
    return false
  return (
    Object.values(value.selectedSymptoms).every((on) => typeof on === 'boolean') &&
    Object.values(value.severity).every(
      (n) => Number.isInteger(n) && (n as number) >= SEVERITY_MIN && (n as number) <= SEVERITY_MAX,
    )
  )
}

export type SavedProgressCheck =
  {kind: 'none'} | {kind: 'corrupt'} | {kind: 'expired'} | {kind: 'resumable'; progress: SavedProgress}

/**
 * What to do with stored progress on load: nothing stored, corrupt (delete it and log), expired after
 * 24 h (delete it), or resumable when it is past the first step ("step above 0").
 */
export function checkSavedProgress(stored: unknown, now: number): SavedProgressCheck {
  if (stored === null || stored === undefined) return {kind: 'none'}
  if (
    !isRecord(stored) ||
    !Number.isInteger(stored.currentStep) ||
    (stored.currentStep as number) < 0 ||
    (stored.currentStep as number) >= COMPLETE_STEP ||
    typeof stored.timestamp !== 'number' ||
    !isAnswers(stored.answers)
  ) {
    return {kind: 'corrupt'}
  }
  if (now - stored.timestamp > ASSESSMENT_PROGRESS_TTL_MS) return {kind: 'expired'}
  const progress = stored as SavedProgress
  return progress.currentStep > 0 ? {kind: 'resumable', progress} : {kind: 'none'}
}

/** The step and answers kept in a history entry's state, so Back from a remedy page returns to them. */
export type KeptStep = {step: number; answers: Answers}

/** Reads the kept step from `history.state`; anything malformed, or the first step, is nothing to return to. */
export function keptStepFrom(historyState: unknown): KeptStep | null {
  const kept = isRecord(historyState) ? historyState.assessment : undefined
  if (!isRecord(kept) || !Number.isInteger(kept.step) || !isAnswers(kept.answers)) return null
  const step = kept.step as number
  return step > 0 && step <= COMPLETE_STEP ? {step, answers: kept.answers} : null
}

/** Body of POST /api/symptom-assessment. Severities only for chosen symptoms. */
export function buildSubmission(answers: Answers, recommendations: Recommendation[]) {
  const symptoms = chosenSymptomIds(answers)
  const severity = Object.fromEntries(
    symptoms.filter((id) => answers.severity[id] !== undefined).map((id) => [id, answers.severity[id]]),
  )
  const email = answers.email.trim()
  return {
    email: email === '' ? null : email,
    symptoms,
    severity,
    recommendations: recommendations.map((r) => r.slug),
    phase: null,
  }
}

/** What her health record keeps of the assessment, for the appointment summary (lib/health/record). */
export function buildLastAssessment(
  answers: Answers,
  catalogue: SymptomOption[],
  recommendations: Recommendation[],
  now: Date,
) {
  const chosen = new Set(chosenSymptomIds(answers))
  return {
    date: localIsoDate(now),
    symptoms: catalogue
      .filter((s) => chosen.has(s.id))
      .map((s) => ({id: s.id, name: s.name, severity: answers.severity[s.id] ?? null})),
    recommendations: recommendations.map(({slug, name}) => ({slug, name})),
  }
}
