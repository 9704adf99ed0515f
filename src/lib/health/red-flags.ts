/**
 * Red flags before remedies (DECISIONS 32): answers that call for a clinician, shown above any
 * remedy in the assessment and the phase quiz. Pure rules (the quiz's own are in ./staging); the wording is the
 * coach's (Studio singleton `redFlags`). Shared by the assessment and the quiz, so it lives below both features.
 */

/** The rules of DECISIONS 32 (widened by the clinical review of the content, docs/health-rules.md), most urgent first: the order the card lists them. */
export const RED_FLAG_IDS = [
  'mood',
  'severeHeadache',
  'palpitations',
  'bleedingAfterMenopause',
  'bleedingOnHrt',
  'heavyBleeding',
  'earlyMenopause',
  'earlyMenopause40to44',
] as const
export type RedFlagId = (typeof RED_FLAG_IDS)[number]

/** DECISIONS 32: a symptom "rated 4–5" on the assessment's 1–5 scale. */
export const RED_FLAG_MIN_SEVERITY = 4

/**
 * Assessment symptoms (catalogue ids) that raise a flag. `whenRated` flags apply when the symptom is rated 4–5
 * or chosen and left unrated (a woman who skips the rating has not said it is mild); `always` flags apply
 * whenever the symptom is chosen: they are warning signs at any severity.
 */
const SYMPTOM_RULES: Array<{flag: RedFlagId; symptoms: string[]; when: 'whenRated' | 'always'}> = [
  {flag: 'mood', symptoms: ['depression', 'anxiety'], when: 'whenRated'},
  {flag: 'palpitations', symptoms: ['palpitations'], when: 'whenRated'},
  {flag: 'heavyBleeding', symptoms: ['heavy-bleeding'], when: 'always'},
  {flag: 'severeHeadache', symptoms: ['severe-headache'], when: 'always'},
]

const inOrder = (flags: Iterable<RedFlagId>): RedFlagId[] => {
  const set = new Set(flags)
  return RED_FLAG_IDS.filter((id) => set.has(id))
}

/** Assessment symptoms that report bleeding: after menopause any of them raises the bleeding card (DECISIONS 45). */
export const BLEEDING_SYMPTOMS = ['menstrual-changes', 'heavy-bleeding'] as const

/** Each chosen symptom that raises a flag, with the flag: the symptom rules above, and bleeding after menopause. */
function symptomFlags(chosen: string[], severity: Record<string, number>, afterMenopause: boolean) {
  const raises = (id: string, when: 'whenRated' | 'always') =>
    when === 'always' || severity[id] === undefined || severity[id] >= RED_FLAG_MIN_SEVERITY
  return chosen.flatMap((symptom) => [
    ...SYMPTOM_RULES.filter((rule) => rule.symptoms.includes(symptom) && raises(symptom, rule.when)).map((rule) => ({
      symptom,
      flag: rule.flag,
    })),
    ...(afterMenopause && (BLEEDING_SYMPTOMS as readonly string[]).includes(symptom)
      ? [{symptom, flag: 'bleedingAfterMenopause' as const}]
      : []),
  ])
}

/**
 * Assessment: the symptom rules above, and bleeding reported by a woman past menopause (her stored stage). Only
 * symptoms still chosen count.
 */
export const assessmentRedFlags = (
  chosen: string[],
  severity: Record<string, number>,
  afterMenopause = false,
): RedFlagId[] => inOrder(symptomFlags(chosen, severity, afterMenopause).map(({flag}) => flag))

/** The chosen symptoms that raised a flag: no remedy is offered for them (DECISIONS 46). */
export const flaggedSymptoms = (chosen: string[], severity: Record<string, number>, afterMenopause = false) => [
  ...new Set(symptomFlags(chosen, severity, afterMenopause).map(({symptom}) => symptom)),
]

/** One list from several sources (the assessment also shows the flags of a stored quiz result). */
export const mergeRedFlags = (...lists: RedFlagId[][]): RedFlagId[] => inOrder(lists.flat())

type Message = {title: string; text: string}
/**
 * The Studio wording (GraphQL shape of the `redFlags` singleton). `hotFlashOptions` is no red flag: it names the
 * treatments with real evidence for hot flashes, to ask a clinician about, wherever hot flashes are chosen.
 */
export type RedFlagWording = {
  heading: string
  intro: string
  crisisText: string
  crisisPhone: string
  hotFlashOptions: Message
} & Record<RedFlagId, Message>

/** What a health tool (the assessment, the phase quiz) shows beside its result: the doctor guide link and the card's wording. */
export type ResultGuidance = {doctorGuide: {label: string; url: string}; redFlagWording: RedFlagWording}

/** Where the hot-flash treatments note shows: hot flashes or night sweats chosen. */
export const VASOMOTOR_SYMPTOMS = ['hot-flashes', 'night-sweats'] as const
export const asksAboutHotFlashes = (chosen: string[]) => VASOMOTOR_SYMPTOMS.some((id) => chosen.includes(id))
