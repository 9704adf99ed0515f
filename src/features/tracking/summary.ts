import type {SummarySupplement} from '../../lib/health/supplement-safety'
import {scoreMrs, type MrsScore} from '../../lib/health/menopause-rating-scale'
import {scoreTrendSentences, type TakenScore} from '../../lib/health/score-trend'
import {TREND_WINDOW} from '../../config/tracking'
import {byDate, trend, type TrackedSymptoms, type TrackingEntry, type TrendField} from './logic'

/**
 * The appointment summary (docs/health-rules.md), as data: the dialog, its print view and the PDF all show this one object,
 * so paper, screen and file never disagree. Pure: the caller passes the clock and the locale.
 */

/** One date format for the whole summary, from her locale. */
export const formatDay = (date: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, {dateStyle: 'medium'}).format(new Date(`${date}T12:00:00`))

/**
 * What the tracker's comparison compares, said as it is: "last 7 entries vs the 7 before" only with 14 or more;
 * with 8–13 the earlier window is shorter; up to 7 the recent entries are compared with the first one.
 */
export function comparisonLabel(entryCount: number): string | null {
  if (entryCount < 2) return null
  if (entryCount >= 2 * TREND_WINDOW) return `last ${TREND_WINDOW} entries vs the ${TREND_WINDOW} before`
  if (entryCount > TREND_WINDOW) return `last ${TREND_WINDOW} entries vs the ${entryCount - TREND_WINDOW} before them`
  return `all ${entryCount} entries vs the first one`
}

export const TRACKER_LABELS: Record<keyof TrackedSymptoms, {name: string; unit: string}> = {
  hotFlashes: {name: 'Hot flashes', unit: 'a day'},
  sleep: {name: 'Sleep', unit: 'hours a night'},
  mood: {name: 'Mood', unit: 'of 5'},
  energy: {name: 'Energy', unit: 'of 5'},
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

export type AppointmentSummary = {
  name: string | null
  printedOn: string
  /** The first and last day of her entries and scores, formatted. */
  period: {from: string; to: string} | null
  latestScore: {date: string; score: MrsScore} | null
  scoreCount: number
  scoreTrend: string[] | null
  entryCount: number
  averages: string[]
  comparison: {label: string; lines: string[]} | null
  supplements: SummarySupplement[]
  redFlags: Array<{title: string; text: string}>
}

export function buildAppointmentSummary(input: {
  name: string
  today: string
  locale?: string
  entries: TrackingEntry[]
  scores: TakenScore[]
  supplements: SummarySupplement[]
  redFlags: Array<{title: string; text: string}>
}): AppointmentSummary {
  const {locale} = input
  const entries = byDate(input.entries)
  const scores = [...input.scores].sort((a, b) => a.date.localeCompare(b.date))
  const days = [...entries.map((entry) => entry.date), ...scores.map((score) => score.date)].sort()
  const latest = scores.at(-1)
  const label = comparisonLabel(entries.length)
  return {
    name: input.name.trim() || null,
    printedOn: formatDay(input.today, locale),
    period: days.length ? {from: formatDay(days[0], locale), to: formatDay(days[days.length - 1], locale)} : null,
    latestScore: latest ? {date: formatDay(latest.date, locale), score: scoreMrs(latest.answers)} : null,
    scoreCount: scores.length,
    scoreTrend: scoreTrendSentences(scores, locale),
    entryCount: entries.length,
    averages: trackerAverages(entries).map((average) => average.text),
    comparison: label ? {label, lines: trackerChanges(entries)} : null,
    supplements: input.supplements,
    redFlags: input.redFlags,
  }
}
