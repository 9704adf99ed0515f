import {REVENUE_MAX_DAYS} from '../../../../src/config/owner'
import {labelledIndexes, moneyTicks} from '../../../../src/features/owner/logic/chart'
import {
  bucketLabel,
  bucketOf,
  bucketsOf,
  groupingFor,
  inPeriod,
  periodLabel,
  periodParams,
  resolvePeriod,
} from '../../../../src/lib/owner/revenue-period'
import {RevenueQuery} from '../../../../src/lib/api-contract/owner.schema'

const now = new Date('2026-03-15T23:30:00Z')

describe('revenue periods', () => {
  it.each([
    ['this-month', '2026-03-01', '2026-03-15', 'day'],
    ['last-month', '2026-02-01', '2026-02-28', 'day'],
    ['last-30-days', '2026-02-14', '2026-03-15', 'day'],
    ['this-year', '2026-01-01', '2026-03-15', 'week'],
    ['all-time', '2024-06-10', '2026-03-15', 'month'],
  ] as const)('%s runs from %s to %s, grouped by %s', (preset, from, to, grouping) => {
    expect(resolvePeriod({period: preset}, now, '2024-06-10T08:00:00Z')).toEqual({
      preset,
      from,
      to,
      grouping,
      timeZone: 'UTC',
    })
  })

  it('last month across a year end, and in a leap year', () => {
    expect(resolvePeriod({period: 'last-month'}, new Date('2026-01-05T00:00:00Z'), null)).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    expect(resolvePeriod({period: 'last-month'}, new Date('2028-03-01T00:00:00Z'), null)).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    })
  })

  it('all time with no order yet is today; no choice is the last 30 days; custom dates are kept', () => {
    expect(resolvePeriod({period: 'all-time'}, now, null)).toMatchObject({from: '2026-03-15', to: '2026-03-15'})
    expect(resolvePeriod({}, now, null)).toMatchObject({preset: 'last-30-days', from: '2026-02-14'})
    expect(resolvePeriod({from: '2025-01-01', to: '2025-12-31'}, now, null)).toEqual({
      preset: 'custom',
      from: '2025-01-01',
      to: '2025-12-31',
      grouping: 'month',
      timeZone: 'UTC',
    })
  })

  it('groups by day up to 31 days, by week up to 183, then by month', () => {
    expect(groupingFor('2026-01-01', '2026-01-31')).toBe('day')
    expect(groupingFor('2026-01-01', '2026-02-01')).toBe('week')
    expect(groupingFor('2026-01-01', '2026-07-02')).toBe('week')
    expect(groupingFor('2026-01-01', '2026-07-03')).toBe('month')
  })

  it('lists every group of the period, the first week from its Monday, months from their first day', () => {
    expect(bucketsOf({from: '2026-02-27', to: '2026-03-02', grouping: 'day'})).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(bucketsOf({from: '2026-03-04', to: '2026-03-16', grouping: 'week'})).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ])
    expect(bucketsOf({from: '2025-11-20', to: '2026-02-03', grouping: 'month'})).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(bucketOf('2026-03-31T23:59:59Z', 'month')).toBe('2026-03-01')
    expect(bucketOf('2026-03-08T23:59:59Z', 'week')).toBe('2026-03-02')
  })

  it('a period includes both its days, in UTC', () => {
    const period = {from: '2026-03-01', to: '2026-03-31', timeZone: 'UTC'}
    expect(inPeriod('2026-03-01T00:00:00Z', period)).toBe(true)
    expect(inPeriod('2026-03-31T23:59:59Z', period)).toBe(true)
    expect(inPeriod('2026-02-28T23:59:59Z', period)).toBe(false)
    expect(inPeriod('2026-04-01T00:00:00Z', period)).toBe(false)
  })

  it('in the coach’s time zone, today and the month are hers: 23:30 UTC on 15 March is the 16th in Auckland', () => {
    expect(resolvePeriod({period: 'this-month'}, now, null, 'Pacific/Auckland')).toEqual({
      preset: 'this-month',
      from: '2026-03-01',
      to: '2026-03-16',
      grouping: 'day',
      timeZone: 'Pacific/Auckland',
    })
    // 1 April 2026 at 05:00 UTC is still 31 March in Los Angeles: "last month" there is February.
    expect(
      resolvePeriod({period: 'last-month'}, new Date('2026-04-01T05:00:00Z'), null, 'America/Los_Angeles'),
    ).toMatchObject({from: '2026-02-01', to: '2026-02-28'})
    expect(resolvePeriod({period: 'all-time'}, now, '2026-03-01T02:00:00Z', 'America/New_York')).toMatchObject({
      from: '2026-02-28',
    })
    const march = {from: '2026-03-01', to: '2026-03-31', timeZone: 'America/New_York'}
    expect(inPeriod('2026-03-01T04:59:59Z', march)).toBe(false)
    expect(inPeriod('2026-03-01T05:00:00Z', march)).toBe(true)
    expect(inPeriod('2026-04-01T03:59:59Z', march)).toBe(true)
    expect(bucketOf('2026-03-09T03:00:00Z', 'week', 'America/New_York')).toBe('2026-03-02')
    expect(bucketOf('2026-03-09T03:00:00Z', 'week', 'UTC')).toBe('2026-03-09')
  })

  it('names groups and periods in words, and writes a choice as query parameters', () => {
    expect(bucketLabel('2026-03-02', 'week')).toBe('Mar 2')
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar 2026')
    expect(periodLabel({from: '2026-03-01', to: '2026-03-31'})).toBe('Mar 1, 2026 – Mar 31, 2026')
    expect(periodLabel({from: '2026-03-01', to: '2026-03-01'})).toBe('Mar 1, 2026')
    expect(periodParams({preset: 'last-month'}).toString()).toBe('period=last-month')
    expect(periodParams({from: '2026-01-01', to: '2026-01-31'}).toString()).toBe('from=2026-01-01&to=2026-01-31')
  })
})

describe('the revenue query (zod, the same on the page and the server)', () => {
  const problem = (input: unknown) => {
    const result = RevenueQuery.safeParse(input)
    return result.success ? null : result.error.issues.map((issue) => issue.message).join(' ')
  }
  it('accepts a preset, custom dates (with or without period=custom) and nothing', () => {
    expect(problem({period: 'this-year'})).toBeNull()
    expect(problem({from: '2026-01-01', to: '2026-01-01'})).toBeNull()
    expect(problem({period: 'custom', from: '2026-01-01', to: '2026-02-01'})).toBeNull()
    expect(problem({})).toBeNull()
  })
  it.each([
    [{from: '2026-02-01', to: '2026-01-01'}, 'The end date is before the start date.'],
    [{from: '2026-02-30', to: '2026-03-01'}, 'The start date does not exist.'],
    [{from: '01/02/2026', to: '2026-03-01'}, 'The start date must be written yyyy-mm-dd.'],
    [{from: '2026-01-01'}, 'Give both a start date and an end date.'],
    [{period: 'custom'}, 'Give both a start date and an end date.'],
    [
      {period: 'last-month', from: '2026-01-01', to: '2026-01-02'},
      'Give either a period or a start and end date, not both.',
    ],
    [{from: '2020-01-01', to: '2026-01-01'}, `A period can span at most ${REVENUE_MAX_DAYS} days (about three years).`],
  ])('refuses %j: %s', (input, message) => expect(problem(input)).toBe(message))
  it('refuses an unknown preset and unknown parameters', () => {
    expect(problem({period: 'forever'})).toMatch(/^period must be one of this-month, last-month/)
    expect(problem({email: 'a@example.com'})).toMatch(/email/)
  })
})

describe('the chart axes', () => {
  it('money ticks are round steps covering the values and zero', () => {
    expect(moneyTicks(0, 14100)).toEqual([0, 5000, 10000, 15000])
    expect(moneyTicks(0, 0)).toEqual([0, 100])
    expect(moneyTicks(-3700, 9400)).toEqual([-5000, 0, 5000, 10000])
    expect(moneyTicks(0, 3700)).toEqual([0, 1000, 2000, 3000, 4000])
  })
  it('labels at most a few bars, evenly, always the first', () => {
    expect([...labelledIndexes(31, 5)]).toEqual([0, 7, 14, 21, 28])
    expect([...labelledIndexes(3, 5)]).toEqual([0, 1, 2])
  })
})
