import type {SummarySupplement} from '../../lib/health/supplement-safety'
import {
  MRS_MAX_SCORES,
  MRS_SUBSCALES,
  mrsBandCutOffs,
  mrsRedFlags,
  scoreMrs,
  severeScales,
  type MrsScore,
} from '../../lib/health/menopause-rating-scale'
import {FLAG_SOURCE_LABELS, type FlagSource, type HealthRecord} from '../../lib/health/record'
import {RED_FLAG_IDS, type RedFlagWording} from '../../lib/health/red-flags'
import {SCORE_LABELS, scoreTrendSentences, type TakenScore} from '../../lib/health/score-trend'
import {STAGE_BASIS_LABELS} from '../../lib/health/staging'
import {SUMMARY_TREND_MIN_ENTRIES, TREND_WINDOW} from '../../config/tracking'
import {TRACKING_MESSAGES as M} from './messages'
import {byDate, trend, type TrackedSymptoms, type TrackingEntry, type TrendField} from './logic'
import {summaryCharts, type SummaryChart} from './summary-charts'
import {formatDay, TRACKER_LABELS} from './summary-labels'

/**
 * The appointment summary (docs/health-rules.md), as data: the dialog, its print view and the PDF all show this one object,
 * so paper, screen and file never disagree. Pure: the caller passes the clock and the locale.
 */

/**
 * What the tracker's comparison compares, said as it is: "last 7 entries vs the 7 before" only with 14 or more;
 * with 8–13 the earlier window is shorter; with 7 the entries are compared with the first one; below 7, nothing.
 */
export function comparisonLabel(entryCount: number): string | null {
  if (entryCount < SUMMARY_TREND_MIN_ENTRIES) return null
  if (entryCount >= 2 * TREND_WINDOW) return `last ${TREND_WINDOW} entries vs the ${TREND_WINDOW} before`
  if (entryCount > TREND_WINDOW) return `last ${TREND_WINDOW} entries vs the ${entryCount - TREND_WINDOW} before them`
  return `all ${entryCount} entries vs the first one`
}

const COMPARED: TrendField[] = ['hotFlashes', 'sleep', 'mood']
const round = (value: number) => Math.round(value * 10) / 10

export function trackerAverages(entries: TrackingEntry[]) {
  if (entries.length === 0) return []
  return (Object.keys(TRACKER_LABELS) as Array<keyof TrackedSymptoms>).map((field) => ({
    field,
    text: `${TRACKER_LABELS[field].name}: ${round(entries.reduce((sum, e) => sum + e.symptoms[field], 0) / entries.length)} ${TRACKER_LABELS[field].unit}`,
  }))
}

/** "Hot flashes: 3.1 vs 5 (−38%)", for the fields the tracker compares. */
export function trackerChanges(entries: TrackingEntry[]): string[] {
  return COMPARED.flatMap((field) => {
    const result = trend(entries, field)
    if (!result) return []
    const percent = result.percent === null ? '' : ` (${result.percent > 0 ? '+' : ''}${result.percent}%)`
    return [`${TRACKER_LABELS[field].name}: ${round(result.recent)} vs ${round(result.baseline)}${percent}`]
  })
}

/** A reason to see her clinician, with the tool that found it and its day. */
export type SummaryFlag = {title: string; text: string; source: string; date: string}

export type AppointmentSummary = {
  name: string | null
  printedOn: string
  /** The first and last day of her entries and scores, formatted. */
  period: {from: string; to: string} | null
  stage: string | null
  hormones: string | null
  latestScore: {date: string; score: MrsScore} | null
  scoreCount: number
  scoreTrend: string[] | null
  bands: string
  entryCount: number
  averages: string[]
  comparison: {label: string; lines: string[]} | null
  /** Small charts of her tracker fields and scores over time (summary-charts.ts); empty below their minimums. */
  charts: SummaryChart[]
  supplements: SummarySupplement[]
  redFlags: SummaryFlag[]
  /** The tools that screened her answers ("Phase quiz, 3 Mar 2026"); empty: no screening done yet. */
  screenedBy: string[]
  /** The notes of the days she marked "for my doctor", oldest first. */
  doctorNotes: string[]
}

/** Every scale's bands with their cut-offs, for the clinician reading the score. */
const BANDS = (['total', ...MRS_SUBSCALES] as const)
  .map(
    (scale) =>
      `${scale === 'total' ? 'total' : SCORE_LABELS[scale].replace(' symptoms', '').toLowerCase()} ${mrsBandCutOffs(scale)}`,
  )
  .join('; ')

type Dated = {id: (typeof RED_FLAG_IDS)[number]; source: FlagSource; date: string}

/**
 * The reasons to see her clinician: every flag of her health record and of her latest score, each with its tool and
 * day, in the card's order; a severe MRS total or subscale too (DECISIONS 45).
 */
function summaryFlags(record: HealthRecord, latest: TakenScore | undefined, wording: RedFlagWording, locale?: string) {
  const dated: Dated[] = [
    ...record.flags,
    ...(latest
      ? mrsRedFlags(latest.answers).map((id) => ({id, source: 'monthly-score' as const, date: latest.date}))
      : []),
  ]
  const flags: SummaryFlag[] = dated
    .sort((a, b) => RED_FLAG_IDS.indexOf(a.id) - RED_FLAG_IDS.indexOf(b.id))
    .map(({id, source, date}) => ({
      title: wording[id].title,
      // The mood card's crisis line goes with it on paper too (DECISIONS 32).
      text: id === 'mood' ? `${wording[id].text} ${wording.crisisText}` : wording[id].text,
      source: FLAG_SOURCE_LABELS[source],
      date: formatDay(date, locale),
    }))
  const severe = latest ? severeScales(scoreMrs(latest.answers)) : []
  if (latest && severe.length) {
    const score = scoreMrs(latest.answers)
    const named = severe.map((scale) =>
      scale === 'total'
        ? `total ${score.total} of ${MRS_MAX_SCORES.total}`
        : `${SCORE_LABELS[scale].toLowerCase()} ${score.subscales[scale].score} of ${MRS_MAX_SCORES[scale]}`,
    )
    flags.push({
      title: M.summarySevereTitle,
      text: M.summarySevere(named.join(', ')),
      source: FLAG_SOURCE_LABELS['monthly-score'],
      date: formatDay(latest.date, locale),
    })
  }
  return flags
}

export function buildAppointmentSummary(input: {
  name: string
  today: string
  locale?: string
  entries: TrackingEntry[]
  scores: TakenScore[]
  supplements: SummarySupplement[]
  record: HealthRecord
  wording: RedFlagWording
}): AppointmentSummary {
  const {locale, record} = input
  const entries = byDate(input.entries)
  const scores = [...input.scores].sort((a, b) => a.date.localeCompare(b.date))
  const days = [...entries.map((entry) => entry.date), ...scores.map((score) => score.date)].sort()
  const latest = scores.at(-1)
  const label = comparisonLabel(entries.length)
  const screenings = [...record.screenings, ...(latest ? [{source: 'monthly-score' as const, date: latest.date}] : [])]
  return {
    name: input.name.trim() || null,
    printedOn: formatDay(input.today, locale),
    period: days.length ? {from: formatDay(days[0], locale), to: formatDay(days[days.length - 1], locale)} : null,
    stage: record.stage
      ? M.summaryStageLine(
          record.stage.title,
          STAGE_BASIS_LABELS[record.stage.basis],
          formatDay(record.stage.date, locale),
        )
      : null,
    hormones: record.hormones ? M.summaryHormones(formatDay(record.hormones.date, locale)) : null,
    latestScore: latest ? {date: formatDay(latest.date, locale), score: scoreMrs(latest.answers)} : null,
    scoreCount: scores.length,
    scoreTrend: scoreTrendSentences(scores, locale),
    bands: M.summaryBands(BANDS),
    entryCount: entries.length,
    averages: trackerAverages(entries).map((average) => average.text),
    comparison: label ? {label, lines: trackerChanges(entries)} : null,
    charts: summaryCharts(entries, scores, locale),
    supplements: input.supplements,
    redFlags: summaryFlags(record, latest, input.wording, locale),
    doctorNotes: entries
      .filter((entry) => entry.notesForDoctor && entry.notes.trim())
      .map((entry) => M.summaryDoctorNote(formatDay(entry.date, locale), entry.notes.trim())),
    screenedBy: screenings.map(({source, date}) =>
      M.summaryFlagSource(FLAG_SOURCE_LABELS[source], formatDay(date, locale)),
    ),
  }
}

/** Where no flag was raised: which tools screened her answers, or that none has (never "none" without a screen). */
export const noFlagsLine = (summary: AppointmentSummary) =>
  summary.screenedBy.length ? M.summaryNoRedFlags(summary.screenedBy.join('; ')) : M.summaryNoScreening

/** A supplement's dose line: the dose she gave first (when she gave one), then the usual dose, never one for the other. */
export const supplementDoseText = ({myDose, usualDose}: SummarySupplement) =>
  myDose ? `${M.summaryMyDose}: ${myDose} · ${M.summaryUsualDose}: ${usualDose}` : `${M.summaryUsualDose}: ${usualDose}`
