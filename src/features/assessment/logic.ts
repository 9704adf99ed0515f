import {ASSESSMENT_PROGRESS_TTL_MS, MAX_ASSESSMENT_RECOMMENDATIONS, MAX_PERSONALISED_ITEMS, SEVERITY_MAX, SEVERITY_MIN} from '../../config/site'

/** A symptom of the catalogue (the 40 `symptom` documents). */
export type SymptomOption = {id: string; name: string; icon: string}
/** A remedy database entry as the recommendation rule needs it, in sortOrder. */
export type RemedyEntry = {slug: string; name: string; symptoms: string[]}

export type Answers = {
  selectedSymptoms: Record<string, boolean>
  severity: Record<string, number>
  email: string
}
/** Spec's saved progress under 'symptom-assessment-progress'; currentStep counts from 0. */
export type SavedProgress = {currentStep: number; answers: Answers; timestamp: number}

export const EMPTY_ANSWERS: Answers = {selectedSymptoms: {}, severity: {}, email: ''}

export const chosenSymptomIds = (answers: Answers) =>
  Object.entries(answers.selectedSymptoms)
    .filter(([, on]) => on)
    .map(([id]) => id)

/**
 * Spec: the database entries that list any selected symptom, at most 5. DECISIONS 33: ordered by the
 * highest severity the visitor gave to the symptoms each remedy addresses (unrated counts as 0), then
 * by position (entries arrive in sortOrder; the sort is stable), before the cut to 5.
 */
export function selectRecommendations(remedies: RemedyEntry[], selected: string[], severity: Record<string, number> = {}): RemedyEntry[] {
  const wanted = new Set(selected)
  const highest = (remedy: RemedyEntry) => Math.max(0, ...remedy.symptoms.filter((id) => wanted.has(id)).map((id) => severity[id] ?? 0))
  return remedies
    .filter((remedy) => remedy.symptoms.some((id) => wanted.has(id)))
    .map((remedy) => ({remedy, rank: highest(remedy)}))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, MAX_ASSESSMENT_RECOMMENDATIONS)
    .map(({remedy}) => remedy)
}

/** Index of the last step, 'Complete': completing clears the saved progress. */
export const COMPLETE_STEP = 3

/** Spec: progress is saved once past step 1 or once any symptom is chosen, until the assessment is complete. */
export const shouldSaveProgress = (currentStep: number, answers: Answers) =>
  currentStep < COMPLETE_STEP && (currentStep > 0 || chosenSymptomIds(answers).length > 0)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isAnswers(value: unknown): value is Answers {
  if (!isRecord(value) || !isRecord(value.selectedSymptoms) || !isRecord(value.severity) || typeof value.email !== 'string') return false
  return (
    Object.values(value.selectedSymptoms).every((on) => typeof on === 'boolean') &&
    Object.values(value.severity).every((n) => Number.isInteger(n) && (n as number) >= SEVERITY_MIN && (n as number) <= SEVERITY_MAX)
  )
}

export type SavedProgressCheck = {kind: 'none'} | {kind: 'corrupt'} | {kind: 'expired'} | {kind: 'resumable'; progress: SavedProgress}

/**
 * What to do with stored progress on load: nothing stored, corrupt (delete it and log), expired after
 * 24 h (delete it), or resumable when it is past the first step (spec: "step above 0").
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

/** Body of POST /api/symptom-assessment (spec §7). Severities only for chosen symptoms. */
export function buildSubmission(answers: Answers, recommendations: RemedyEntry[]) {
  const symptoms = chosenSymptomIds(answers)
  const severity = Object.fromEntries(symptoms.filter((id) => answers.severity[id] !== undefined).map((id) => [id, answers.severity[id]]))
  const email = answers.email.trim()
  return {email: email === '' ? null : email, symptoms, severity, recommendations: recommendations.map((r) => r.slug), phase: null}
}

/** What the toolkit's doctor summary reads (STORAGE_KEYS.lastAssessment). */
export function buildLastAssessment(answers: Answers, catalogue: SymptomOption[], recommendations: RemedyEntry[], now: Date) {
  const chosen = new Set(chosenSymptomIds(answers))
  return {
    completedAt: now.toISOString(),
    symptoms: catalogue.filter((s) => chosen.has(s.id)).map((s) => ({id: s.id, name: s.name, severity: answers.severity[s.id] ?? null})),
    recommendations: recommendations.map(({slug, name}) => ({slug, name})),
  }
}

/** Spec "assessmentScore": the sum of the ratings given. */
export const assessmentScore = (answers: Answers) =>
  chosenSymptomIds(answers).reduce((sum, id) => sum + (answers.severity[id] ?? 0), 0)

export type Priority = 'high' | 'medium'
export type PersonalisedItem = {name: string; reason: string; priority: Priority; icon: string}
export type UserProfile = {primarySymptoms: string[]; phase: string | null; assessmentScore: number}

const item = (name: string, priority: Priority, icon: string, reason: string): PersonalisedItem => ({name, priority, icon, reason})

/** Spec: the card's defaults when there is no profile, and (DECISIONS 6) when a profile matches nothing. */
export const DEFAULT_PERSONALISED: PersonalisedItem[] = [
  item('Magnesium Glycinate', 'high', '🌙', 'Supports relaxation, sleep and mood'),
  item('Omega-3 Fish Oil', 'medium', '🐟', 'Supports heart, joint and brain health'),
  item('Vitamin D3', 'medium', '☀️', 'Supports bone health and immunity'),
]

/**
 * The spec's profile rules with the real symptom ids (DECISIONS 6: 'hot-flashes', not 'hotflashes'). Its
 * perimenopause rule (DIM "supports hormonal balance") is left out: "hormonal balance" is a marketing claim the
 * DIM profile itself calls unproven, and nothing is recommended for it (DECISIONS 6).
 */
const RULES: Array<{applies: (p: UserProfile) => boolean; items: PersonalisedItem[]}> = [
  {
    applies: (p) => p.primarySymptoms.includes('sleep'),
    items: [
      item('Magnesium Glycinate', 'high', '🌙', 'For your sleep issues: supports relaxation'),
      item('Melatonin', 'medium', '😴', 'For your sleep issues: helps reset your sleep timing'),
    ],
  },
  {
    applies: (p) => p.primarySymptoms.includes('mood'),
    items: [
      item('Ashwagandha', 'high', '🌿', 'For your mood changes: supports stress resilience'),
      item('Vitamin B Complex', 'medium', '⚡', 'For your mood changes: supports energy and mood'),
    ],
  },
  {
    applies: (p) => p.primarySymptoms.includes('hot-flashes'),
    items: [item('Rhodiola Rosea', 'high', '🔥', 'For your hot flashes: an adaptogen for stress and energy')],
  },
]

/** Personalised card: rules in the spec's order, no duplicates, at most 4; defaults when nothing applies. */
export function personalisedRecommendations(profile: UserProfile | null): PersonalisedItem[] {
  if (!profile) return DEFAULT_PERSONALISED
  const picked: PersonalisedItem[] = []
  for (const rule of RULES) {
    if (!rule.applies(profile)) continue
    for (const candidate of rule.items) if (!picked.some((p) => p.name === candidate.name)) picked.push(candidate)
  }
  return picked.length === 0 ? DEFAULT_PERSONALISED : picked.slice(0, MAX_PERSONALISED_ITEMS)
}
