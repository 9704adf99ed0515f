import {localIsoDate} from '../../../../src/lib/time-zones'
import {TZDate} from '@date-fns/tz'
import {
  dayName,
  daysTracked,
  hasGreatConsistency,
  msUntilNextDay,
  pickableDays,
  savedEntryFor,
  trend,
  type TrackingEntry,
} from '../../../../src/features/tracking/logic'

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
    expect(
      trend(
        entries(1, () => 5),
        'hotFlashes',
      ),
    ).toBeNull()
  })

  it('with 2 entries compares the recent average with the first entry', () => {
    // values 4 then 2: recent average 3 vs baseline 4 → -25%
    expect(
      trend(
        entries(2, (i) => (i === 0 ? 4 : 2)),
        'hotFlashes',
      ),
    ).toMatchObject({recent: 3, baseline: 4, percent: -25, direction: 'down', tone: 'good'})
  })

  it('with 7 entries still has no previous window', () => {
    // 1..7: recent average 4 vs first entry 1 → +300%
    expect(
      trend(
        entries(7, (i) => i + 1),
        'sleep',
      ),
    ).toMatchObject({recent: 4, baseline: 1, percent: 300, direction: 'up', tone: 'good'})
  })

  it('with 8 entries compares the last 7 with the 1 before them', () => {
    // values 10, then seven 5s: 5 vs 10 → -50%
    expect(
      trend(
        entries(8, (i) => (i === 0 ? 10 : 5)),
        'mood',
      ),
    ).toMatchObject({recent: 5, baseline: 10, percent: -50, direction: 'down', tone: 'bad'})
  })

  it('with 14 entries compares the last 7 with entries 8 to 14 from the end', () => {
    // first 7 are 6, last 7 are 8 → +33% (rounded)
    expect(
      trend(
        entries(14, (i) => (i < 7 ? 6 : 8)),
        'hotFlashes',
      ),
    ).toMatchObject({recent: 8, baseline: 6, percent: 33, direction: 'up', tone: 'bad'})
  })

  it('with 20 entries ignores everything older than 14 from the end', () => {
    // first 6 are 100 (ignored), next 7 are 4, last 7 are 3 → -25%
    expect(
      trend(
        entries(20, (i) => (i < 6 ? 100 : i < 13 ? 4 : 3)),
        'sleep',
      ),
    ).toMatchObject({recent: 3, baseline: 4, percent: -25, direction: 'down', tone: 'bad'})
  })

  it('sorts entries by date before comparing', () => {
    const shuffled = entries(8, (i) => (i === 0 ? 10 : 5)).reverse()
    expect(trend(shuffled, 'mood')?.percent).toBe(-50)
  })

  it('is flat and neutral when nothing changed, and has no percent from a zero baseline', () => {
    expect(
      trend(
        entries(3, () => 2),
        'hotFlashes',
      ),
    ).toMatchObject({percent: 0, direction: 'flat', tone: 'neutral'})
    expect(
      trend(
        entries(2, (i) => i),
        'hotFlashes',
      ),
    ).toMatchObject({percent: null, direction: 'up', tone: 'bad'})
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

describe('her calendar days', () => {
  it('formats the calendar date of her own time zone, not UTC', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    // 23:50 in New York is already the next day in UTC; 00:10 in Auckland is still the previous day in UTC.
    expect(localIsoDate(new TZDate(2026, 10, 24, 23, 50, 'America/New_York'))).toBe('2026-11-24')
    expect(localIsoDate(new TZDate(2026, 10, 25, 0, 10, 'Pacific/Auckland'))).toBe('2026-11-25')
  })

  it('offers the last 7 days, today first, across month ends and a DST change', () => {
    expect(pickableDays(new TZDate(2026, 2, 3, 9, 0, 'Europe/London'))).toEqual([
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
    ])
    // US clocks go forward on 8 March 2026: that day has 23 hours, and no day is skipped or repeated.
    expect(pickableDays(new TZDate(2026, 2, 10, 0, 30, 'America/New_York'))).toEqual([
      '2026-03-10',
      '2026-03-09',
      '2026-03-08',
      '2026-03-07',
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
    ])
  })

  it('counts the time to her next midnight, 23 or 25 hours on DST days', () => {
    expect(msUntilNextDay(new TZDate(2026, 10, 25, 23, 50, 'America/New_York'))).toBe(10 * 60_000)
    expect(msUntilNextDay(new TZDate(2026, 2, 8, 0, 0, 'America/New_York'))).toBe(23 * 3_600_000)
    expect(msUntilNextDay(new TZDate(2026, 10, 1, 0, 0, 'America/New_York'))).toBe(25 * 3_600_000)
  })

  it('names a day as today, yesterday or its weekday and date', () => {
    expect(dayName('2026-11-25', '2026-11-25')).toEqual({kind: 'today', label: 'today'})
    expect(dayName('2026-11-24', '2026-11-25')).toEqual({kind: 'yesterday', label: 'yesterday'})
    expect(dayName('2026-02-28', '2026-03-01')).toEqual({kind: 'yesterday', label: 'yesterday'})
    expect(dayName('2026-11-23', '2026-11-25')).toEqual({kind: 'earlier', label: 'Monday, November 23'})
  })

  it('finds what she saved for a day', () => {
    const saved: TrackingEntry[] = [
      {date: '2026-11-24', symptoms: {hotFlashes: 4, sleep: 6, mood: 2, energy: 3}, notes: 'late coffee'},
    ]
    expect(savedEntryFor(saved, '2026-11-24')).toEqual(saved[0])
    expect(savedEntryFor(saved, '2026-11-25')).toBeNull()
  })
})
