import {differenceInCalendarDays} from 'date-fns/differenceInCalendarDays'
import {parseISO} from 'date-fns/parseISO'
import {SUMMARY_TREND_MIN_ENTRIES, TRACKING_RANGES} from '../../config/tracking'
import {MRS_MAX_SCORES} from '../../lib/health/menopause-rating-scale'
import {scoredDays, type TakenScore} from '../../lib/health/score-trend'
import type {TrackedSymptoms, TrackingEntry} from './logic'
import {TRACKING_MESSAGES as M} from './messages'
import {formatDay, TRACKER_LABELS} from './summary-labels'

/**
 * The small charts of her appointment summary (docs/health-rules.md): each tracked field over her last entries and
 * the MRS total over her scores, drawn the same on the printed page (SVG) and in the PDF (jsPDF lines) from these
 * points. A chart is drawn only where its text claims a trend too: from SUMMARY_TREND_MIN_ENTRIES tracker entries,
 * from two scores. Pure.
 */

/** A point of a chart: x across the period (0 = first day, 1 = last), y up its scale (0 = bottom, 1 = top). */
export type ChartPoint = {x: number; y: number}
export type SummaryChart = {
  id: keyof TrackedSymptoms | 'mrs'
  /** The title with its scale ("Hot flashes (0–20 a day)"). */
  title: string
  points: ChartPoint[]
  /** The text alternative: the period and the first, last, lowest and highest value. */
  description: string
}

/** Days of entries a tracker chart spans at most: about a month, what one appointment looks back on. */
export const CHART_DAYS = 28

const FIELDS = Object.keys(TRACKER_LABELS) as Array<keyof TrackedSymptoms>

function chartOf(
  id: SummaryChart['id'],
  title: string,
  dated: Array<{date: string; value: number}>,
  scale: {min: number; max: number},
  locale?: string,
): SummaryChart {
  const first = parseISO(dated[0].date)
  const span = Math.max(1, differenceInCalendarDays(parseISO(dated[dated.length - 1].date), first))
  const values = dated.map((point) => point.value)
  return {
    id,
    title,
    points: dated.map(({date, value}) => ({
      x: differenceInCalendarDays(parseISO(date), first) / span,
      y: (Math.min(scale.max, Math.max(scale.min, value)) - scale.min) / (scale.max - scale.min),
    })),
    description: M.summaryChartText(
      title,
      formatDay(dated[0].date, locale),
      formatDay(dated[dated.length - 1].date, locale),
      {first: values[0], last: values[values.length - 1], low: Math.min(...values), high: Math.max(...values)},
    ),
  }
}

/** The charts for her summary: none of a tracker below its minimum of entries, no score chart from one score. */
export function summaryCharts(entries: TrackingEntry[], scores: TakenScore[], locale?: string): SummaryChart[] {
  const charts: SummaryChart[] = []
  const dated = [...entries].sort((a, b) => a.date.localeCompare(b.date))
  const last = dated.at(-1)
  if (last && dated.length >= SUMMARY_TREND_MIN_ENTRIES) {
    const recent = dated.filter(
      (entry) => differenceInCalendarDays(parseISO(last.date), parseISO(entry.date)) < CHART_DAYS,
    )
    if (recent.length >= SUMMARY_TREND_MIN_ENTRIES)
      for (const field of FIELDS) {
        const range = TRACKING_RANGES[field]
        charts.push(
          chartOf(
            field,
            M.summaryChartTitle(TRACKER_LABELS[field].name, range.min, range.max, M.summaryChartUnits[field]),
            recent.map((entry) => ({date: entry.date, value: entry.symptoms[field]})),
            range,
            locale,
          ),
        )
      }
  }
  const days = scoredDays(scores)
  if (days.length >= 2)
    charts.push(
      chartOf(
        'mrs',
        M.summaryChartTitle(M.summaryChartMrs, 0, MRS_MAX_SCORES.total, ''),
        days.map((day) => ({date: day.date, value: day.score.total})),
        {min: 0, max: MRS_MAX_SCORES.total},
        locale,
      ),
    )
  return charts
}
