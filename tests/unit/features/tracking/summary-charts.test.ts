import {CHART_DAYS, summaryCharts} from '../../../../src/features/tracking/summary-charts'
import {summaryBlocks} from '../../../../src/features/tracking/summary-pdf'
import {buildAppointmentSummary} from '../../../../src/features/tracking/summary'
import type {TrackingEntry} from '../../../../src/features/tracking/logic'
import {EMPTY_RECORD} from '../../../../src/lib/health/record'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'

const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10)
const entry = (n: number, hotFlashes: number, mood = 3): TrackingEntry => ({
  date: day(n),
  symptoms: {hotFlashes, sleep: 6, mood, energy: 3},
  notes: '',
})

describe('the summary charts (docs/health-rules.md "The appointment summary")', () => {
  it('draws the tracker only from 7 entries (where its text claims a trend), the score only from two scores', () => {
    const six = Array.from({length: 6}, (_, n) => entry(n, 5))
    expect(summaryCharts(six, [{date: day(0), answers: Array(11).fill(1)}])).toEqual([])
    const seven = [...six, entry(6, 5)]
    expect(summaryCharts(seven, []).map((chart) => chart.id)).toEqual(['hotFlashes', 'sleep', 'mood', 'energy'])
    const twoScores = [
      {date: day(0), answers: Array(11).fill(2)},
      {date: day(20), answers: Array(11).fill(1)},
    ]
    const [mrs] = summaryCharts(six, twoScores)
    expect(mrs).toMatchObject({id: 'mrs', title: 'MRS total (0–44)'})
    expect(mrs.points).toEqual([
      {x: 0, y: 22 / 44},
      {x: 1, y: 11 / 44},
    ])
  })

  it('places each entry by its day (a gap stays a gap) and up its own scale, with the scale in the title', () => {
    const entries = [
      entry(0, 0, 1),
      entry(1, 10, 3),
      entry(2, 20, 5),
      entry(3, 5),
      entry(4, 5),
      entry(5, 5),
      entry(10, 40),
    ]
    const charts = summaryCharts(entries, [])
    const hot = charts.find((chart) => chart.id === 'hotFlashes')!
    expect(hot.title).toBe('Hot flashes (0–20 a day)')
    expect(hot.points.map((point) => point.x)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 1])
    // A value past the scale (40 hot flashes) is drawn at its top, never off the chart.
    expect(hot.points.map((point) => point.y)).toEqual([0, 0.5, 1, 0.25, 0.25, 0.25, 1])
    const mood = charts.find((chart) => chart.id === 'mood')!
    expect(mood.title).toBe('Mood (1–5, 5 = great)')
    expect(mood.points.slice(0, 3).map((point) => point.y)).toEqual([0, 0.5, 1])
    expect(hot.description).toBe(
      'Hot flashes (0–20 a day), Mar 1, 2026 to Mar 11, 2026: first 0, last 40, lowest 0, highest 40',
    )
  })

  it(`spans her last ${CHART_DAYS} days of entries`, () => {
    const entries = Array.from({length: 60}, (_, n) => entry(n, n % 20))
    const [hot] = summaryCharts(entries, [])
    expect(hot.points).toHaveLength(CHART_DAYS)
    expect(hot.description).toContain('Apr 2, 2026 to Apr 29, 2026')
  })

  it('are in the summary the sheet and the PDF share', () => {
    const summary = buildAppointmentSummary({
      name: '',
      today: day(20),
      locale: 'en-US',
      entries: Array.from({length: 14}, (_, n) => entry(n, 8)),
      scores: [],
      supplements: [],
      record: EMPTY_RECORD,
      wording: RED_FLAG_WORDING,
    })
    expect(summary.charts).toHaveLength(4)
    expect(summaryBlocks(summary)).toContainEqual({kind: 'charts', charts: summary.charts})
  })
})
