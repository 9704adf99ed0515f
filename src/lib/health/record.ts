/**
 * Her health record on this device (DECISIONS 45): the one place every tool writes what it learns (her stage and
 * how it was reached, her bleeding answer, hormone use, her last assessment, the red flags each tool raised with
 * its date) and every tool and the appointment summary read. Pure updates below; `healthRecord` stores it.
 */
import * as z from 'zod/mini'
import {storedValue, trackerKey} from '../shared-storage'
import {removeRetiredKeys, STORAGE_KEYS} from '../storage'
import {RED_FLAG_IDS, type RedFlagId} from './red-flags'
import {STAGE_BASES, STAGE_IDS, type QuizStage} from './staging'

/** The tools that screen her answers, as the summary names them. */
export const FLAG_SOURCES = ['phase-quiz', 'assessment', 'monthly-score', 'tracker'] as const
export type FlagSource = (typeof FLAG_SOURCES)[number]
export const FLAG_SOURCE_LABELS: Record<FlagSource, string> = {
  'phase-quiz': 'Phase quiz',
  assessment: 'Symptom assessment',
  'monthly-score': 'Monthly symptom score',
  tracker: 'Symptom tracker',
}

/** Her local calendar day (yyyy-MM-dd), the date every entry of the record carries. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

const recordSchema = z.object({
  stage: z.optional(
    z.object({stage: z.enum(STAGE_IDS), title: z.string(), basis: z.enum(STAGE_BASES), periods: z.string(), date: day}),
  ),
  /** She said she uses hormonal contraception or HRT (the quiz's answer), and when. */
  hormones: z.optional(z.object({date: day})),
  assessment: z.optional(
    z.object({
      date: day,
      symptoms: z.array(z.object({id: z.string(), name: z.string(), severity: z.nullable(z.number())})),
      recommendations: z.array(z.object({slug: z.string(), name: z.string()})),
    }),
  ),
  /** The screening tools she has completed, with the day of the last one. */
  screenings: z.array(z.object({source: z.enum(FLAG_SOURCES), date: day})),
  flags: z.array(z.object({id: z.enum(RED_FLAG_IDS), source: z.enum(FLAG_SOURCES), date: day})),
})
export type HealthRecord = z.infer<typeof recordSchema>
export type RecordedAssessment = NonNullable<HealthRecord['assessment']>

export const EMPTY_RECORD: HealthRecord = {screenings: [], flags: []}

export const healthRecord = storedValue(STORAGE_KEYS.healthRecord, recordSchema)
export function readHealthRecord(): HealthRecord {
  removeRetiredKeys()
  return healthRecord.read() ?? EMPTY_RECORD
}

/** A woman past menopause (by her periods or by surgery): any bleeding she reports raises its card. */
export const isAfterMenopause = (record: HealthRecord) => record.stage?.stage === 'postmenopause'

const screened = (record: HealthRecord, source: FlagSource, date: string) => [
  ...record.screenings.filter((s) => s.source !== source),
  {source, date},
]

/** A tool's new answers replace the flags it raised before. */
const replaceFlags = (record: HealthRecord, source: FlagSource, ids: RedFlagId[], date: string) => [
  ...record.flags.filter((flag) => flag.source !== source),
  ...ids.map((id) => ({id, source, date})),
]

export function withQuizResult(
  record: HealthRecord,
  result: {stage: QuizStage; title: string; periods: string; date: string},
): HealthRecord {
  const {stage, title, periods, date} = result
  return {
    ...record,
    stage: {stage: stage.stage, title, basis: stage.basis, periods, date},
    hormones: periods === 'hormonal' ? {date} : undefined,
    screenings: screened(record, 'phase-quiz', date),
    flags: replaceFlags(record, 'phase-quiz', stage.redFlags, date),
  }
}

/**
 * The quiz's follow-up to "hormonal contraception or HRT": she says whether she takes HRT and has had bleeding she did
 * not expect. It raises the same card as the tracker's (docs/health-rules.md), as the quiz's, until she retakes it.
 */
export function withQuizHrtBleeding(record: HealthRecord, unexpected: boolean, date: string): HealthRecord {
  const others = record.flags.filter((flag) => !(flag.source === 'phase-quiz' && flag.id === 'bleedingOnHrt'))
  return {
    ...record,
    flags: unexpected ? [...others, {id: 'bleedingOnHrt', source: 'phase-quiz', date}] : others,
  }
}

export function withAssessment(record: HealthRecord, assessment: RecordedAssessment, flags: RedFlagId[]) {
  return {
    ...record,
    assessment,
    screenings: screened(record, 'assessment', assessment.date),
    flags: replaceFlags(record, 'assessment', flags, assessment.date),
  }
}

/** The cards a tracker day with bleeding raises: the tracker shows them as she ticks, and saving records them. */
export const trackedBleedingFlags = (record: HealthRecord, unexpectedOnHrt: boolean): RedFlagId[] => [
  ...(isAfterMenopause(record) ? (['bleedingAfterMenopause'] as const) : []),
  ...(unexpectedOnHrt ? (['bleedingOnHrt'] as const) : []),
]

/**
 * A tracker day with bleeding or spotting: after menopause it raises the bleeding card; on HRT, a bleed she did not
 * expect raises its own card (docs/health-rules.md, NICE NG23). Each flag is kept with the latest such day. Before
 * menopause (or with no stage known) bleeding she expected is her period, and nothing is raised.
 */
export function withTrackedBleeding(record: HealthRecord, date: string, unexpectedOnHrt = false): HealthRecord {
  const newer = trackedBleedingFlags(record, unexpectedOnHrt).filter(
    (id) => !record.flags.some((f) => f.source === 'tracker' && f.id === id && f.date >= date),
  )
  if (newer.length === 0) return record
  return {
    ...record,
    flags: [
      ...record.flags.filter((flag) => !(flag.source === 'tracker' && newer.includes(flag.id))),
      ...newer.map((id) => ({id, source: 'tracker' as const, date})),
    ],
  }
}

/**
 * Her tracking data deleted ("Delete my tracking data"): the cards her tracker days raised go with it, so her
 * summary does not print a day that no longer exists anywhere. The monthly score's flags are read from the same
 * deleted record, so they are gone already.
 */
export const withoutTracker = (record: HealthRecord): HealthRecord => ({
  ...record,
  screenings: record.screenings.filter((s) => s.source !== 'tracker'),
  flags: record.flags.filter((flag) => flag.source !== 'tracker'),
})

export const updateHealthRecord = (change: (record: HealthRecord) => HealthRecord) =>
  healthRecord.write(change(readHealthRecord()))

/**
 * After the server deleted her tracking record (from the tracker, or after a refund with the key alone): this
 * browser forgets the key that opened it and the cards its days raised.
 */
export function forgetTrackingOnDevice() {
  trackerKey.remove()
  updateHealthRecord(withoutTracker)
}
