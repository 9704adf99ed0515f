/**
 * Red flags before remedies (DECISIONS 32): answers that call for a clinician, shown above any
 * remedy in the assessment and the phase quiz. Pure rules; the wording is the coach's (Studio
 * singleton `redFlags`). Shared by the assessment and the quiz, so it lives below both features.
 */

/** The four rules of DECISIONS 32, most urgent first (the order the card lists them). */
export const RED_FLAG_IDS = ['mood', 'palpitations', 'bleedingAfterMenopause', 'earlyMenopause'] as const
export type RedFlagId = (typeof RED_FLAG_IDS)[number]

/** DECISIONS 32: a symptom "rated 4–5" on the assessment's 1–5 scale. */
export const RED_FLAG_MIN_SEVERITY = 4
/** Assessment symptoms (catalogue ids) whose high rating raises a flag. */
const SEVERITY_RULES: Array<{flag: RedFlagId; symptoms: string[]}> = [
  {flag: 'mood', symptoms: ['depression', 'anxiety']},
  {flag: 'palpitations', symptoms: ['palpitations']},
]

/** Phase quiz answer codes the rules read (question id → answer values); the Studio describes them. */
export const QUIZ_RED_FLAG_ANSWERS = {
  /** Periods that have stopped or are months apart. */
  periodsStoppingOrRare: ['stopped', 'approaching', 'bleeding-after-stopped'],
  /** Bleeding or spotting after 12 months without a period. */
  bleedingAfterMenopause: ['bleeding-after-stopped'],
  under40: ['under40'],
} as const

const inOrder = (flags: Iterable<RedFlagId>): RedFlagId[] => {
  const set = new Set(flags)
  return RED_FLAG_IDS.filter((id) => set.has(id))
}

/** Assessment: depression or anxiety rated 4–5; palpitations rated 4–5. Only symptoms still chosen count. */
export function assessmentRedFlags(chosen: string[], severity: Record<string, number>): RedFlagId[] {
  const picked = new Set(chosen)
  const high = (id: string) => picked.has(id) && (severity[id] ?? 0) >= RED_FLAG_MIN_SEVERITY
  return inOrder(SEVERITY_RULES.filter((rule) => rule.symptoms.some(high)).map((rule) => rule.flag))
}

/** Phase quiz: periods stopping (or months apart) before 40; bleeding after menopause. */
export function quizRedFlags(answers: Record<string, string | undefined>): RedFlagId[] {
  const has = (value: string | undefined, list: readonly string[]) => value !== undefined && list.includes(value)
  const flags: RedFlagId[] = []
  if (has(answers.periods, QUIZ_RED_FLAG_ANSWERS.bleedingAfterMenopause)) flags.push('bleedingAfterMenopause')
  if (has(answers.periods, QUIZ_RED_FLAG_ANSWERS.periodsStoppingOrRare) && has(answers.age, QUIZ_RED_FLAG_ANSWERS.under40)) flags.push('earlyMenopause')
  return inOrder(flags)
}

/** One list from several sources (the assessment also shows the flags of a stored quiz result). */
export const mergeRedFlags = (...lists: RedFlagId[][]): RedFlagId[] => inOrder(lists.flat())

/** Keeps only known flag ids (stored results are read back from the browser). */
export const parseRedFlags = (value: unknown): RedFlagId[] =>
  Array.isArray(value) ? inOrder(value.filter((id): id is RedFlagId => (RED_FLAG_IDS as readonly unknown[]).includes(id))) : []

type Message = {title: string; text: string}
/** The Studio wording (GraphQL shape of the `redFlags` singleton). */
export type RedFlagWording = {heading: string; intro: string; crisisText: string; crisisPhone: string} & Record<RedFlagId, Message>
