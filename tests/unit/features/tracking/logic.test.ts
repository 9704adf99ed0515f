import {daysTracked, hasGreatConsistency, localIsoDate, trend, type TrackingEntry} from '../../../../src/features/tracking/logic'

/** n daily entries starting 2026-01-01, values from the given function of the index. */
const entries = (n: number, value: (i: number) => number): TrackingEntry[] =>
  Array.from({length: n}, (_, i) => ({
    date: `2026-01-${String(i + 1).padStart(2, '0')}`,
    symptoms: {hotFlashes: value(i), sleep: value(i), mood: value(i), energy: 3},
    notes: '',
  }))

describe('trend', () => {
  it('needs at least 2 entries', () => {
    expect(trend([], 'hotFlashes')).toBeNull()
    expect(trend(entries(1, () => 5), 'hotFlashes')).toBeNull()
  })

  it('with 2 entries compares the recent average with the first entry', () => {
    // values 4 then 2: recent average 3 vs baseline 4 → -25%
    expect(trend(entries(2, (i) => (i === 0 ? 4 : 2)), 'hotFlashes')).toMatchObject({recent: 3, baseline: 4, percent: -25, direction: 'down', tone: 'good'})
  })

  it('with 7 entries still has no previous window', () => {
    // 1..7: recent average 4 vs first entry 1 → +300%
    expect(trend(entries(7, (i) => i + 1), 'sleep')).toMatchObject({recent: 4, baseline: 1, percent: 300, direction: 'up', tone: 'good'})
  })

  it('with 8 entries compares the last 7 with the 1 before them', () => {
    // values 10, then seven 5s: 5 vs 10 → -50%
    expect(trend(entries(8, (i) => (i === 0 ? 10 : 5)), 'mood')).toMatchObject({recent: 5, baseline: 10, percent: -50, direction: 'down', tone: 'bad'})
  })

  it('with 14 entries compares the last 7 with entries 8 to 14 from the end', () => {
    // first 7 are 6, last 7 are 8 → +33% (rounded)
    expect(trend(entries(14, (i) => (i < 7 ? 6 : 8)), 'hotFlashes')).toMatchObject({recent: 8, baseline: 6, percent: 33, direction: 'up', tone: 'bad'})
  })

  it('with 20 entries ignores everything older than 14 from the end', () => {
    // first 6 are 100 (ignored), next 7 are 4, last 7 are 3 → -25%
    expect(trend(entries(20, (i) => (i < 6 ? 100 : i < 13 ? 4 : 3)), 'sleep')).toMatchObject({recent: 3, baseline: 4, percent: -25, direction: 'down', tone: 'bad'})
  })

  it('sorts entries by date before comparing', () => {
    const shuffled = entries(8, (i) => (i === 0 ? 10 : 5)).reverse()
    expect(trend(shuffled, 'mood')?.percent).toBe(-50)
  })

  it('is flat and neutral when nothing changed, and has no percent from a zero baseline', () => {
    expect(trend(entries(3, () => 2), 'hotFlashes')).toMatchObject({percent: 0, direction: 'flat', tone: 'neutral'})
    expect(trend(entries(2, (i) => i), 'hotFlashes')).toMatchObject({percent: null, direction: 'up', tone: 'bad'})
  })
})

describe('consistency', () => {
  it('counts distinct days and notes great consistency from 7 days', () => {
    expect(daysTracked(entries(6, () => 1))).toBe(6)
    expect(hasGreatConsistency(entries(6, () => 1))).toBe(false)
    expect(hasGreatConsistency(entries(7, () => 1))).toBe(true)
    const sameDay = entries(7, () => 1).map((entry) => ({...entry, date: '2026-02-01'}))
    expect(daysTracked(sameDay)).toBe(1)
    expect(hasGreatConsistency(sameDay)).toBe(false)
  })
})

describe('localIsoDate', () => {
  it('formats the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
