import {isCalendarDate, latestTrackingDate, trackingDateProblem} from '../../../../src/lib/api-contract/tracking-limits'

describe('tracking date bounds', () => {
  it('the latest date is today in UTC+14: at most tomorrow in UTC', () => {
    expect(latestTrackingDate(new Date('2026-03-01T09:59:59Z'))).toBe('2026-03-01')
    expect(latestTrackingDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02')
    expect(latestTrackingDate(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-02')
  })

  it.each([
    ['2026-02-30', false],
    ['9999-99-99', false],
    ['2026-3-1', false],
    ['2024-02-29', true],
  ])('%s is a calendar date: %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected)
  })

  it('accepts 2000-01-01 up to the latest date, nothing outside', () => {
    const now = new Date('2026-03-01T12:00:00Z')
    expect(trackingDateProblem('2000-01-01', now)).toBeNull()
    expect(trackingDateProblem('2026-03-02', now)).toBeNull()
    expect(trackingDateProblem('1999-12-31', now)).toMatch(/before 2000-01-01/)
    expect(trackingDateProblem('2026-03-03', now)).toMatch(/future/)
  })
})
