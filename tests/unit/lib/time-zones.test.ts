import {localDate, nextOccurrence} from '../../../src/lib/time-zones'

/** DST edges beyond the reminders' own cases: the first of a doubled time everywhere, half-hour shifts too. */
const next = (time: string, zone: string, after: string) => nextOccurrence(time, zone, new Date(after)).toISOString()

describe('nextOccurrence at the DST edges (@date-fns/tz)', () => {
  it('takes the first of a doubled time east of Greenwich too (Berlin, London, Sydney)', () => {
    // 02:30 happens at 00:30Z (CEST) and 01:30Z (CET) on 25 October 2026.
    expect(next('02:30', 'Europe/Berlin', '2026-10-24T23:00:00Z')).toBe('2026-10-25T00:30:00.000Z')
    expect(next('02:30', 'Europe/Berlin', '2026-10-25T00:30:00Z')).toBe('2026-10-26T01:30:00.000Z')
    expect(next('01:30', 'Europe/London', '2026-10-25T00:00:00Z')).toBe('2026-10-25T00:30:00.000Z')
    // 02:30 happens at 15:30Z (AEDT) and 16:30Z (AEST) on 5 April 2026.
    expect(next('02:30', 'Australia/Sydney', '2026-04-04T14:00:00Z')).toBe('2026-04-04T15:30:00.000Z')
  })

  it('moves a skipped time past the jump (London, Sydney)', () => {
    expect(next('01:30', 'Europe/London', '2026-03-29T00:00:00Z')).toBe('2026-03-29T01:30:00.000Z')
    expect(next('02:30', 'Australia/Sydney', '2026-10-03T14:00:00Z')).toBe('2026-10-03T16:30:00.000Z')
  })

  it('handles a half-hour DST shift (Lord Howe Island)', () => {
    // Clocks go back 02:00 → 01:30 on 5 April 2026: 01:45 happens at 14:45Z and 15:15Z.
    expect(next('01:45', 'Australia/Lord_Howe', '2026-04-04T13:00:00Z')).toBe('2026-04-04T14:45:00.000Z')
    // Clocks go forward 02:00 → 02:30 on 4 October 2026: 02:15 is read as 02:45.
    expect(next('02:15', 'Australia/Lord_Howe', '2026-10-03T14:00:00Z')).toBe('2026-10-03T15:45:00.000Z')
  })

  it('gives the local calendar day on either side of a change', () => {
    expect(localDate(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-08')
    expect(localDate(new Date('2026-11-01T04:30:00Z'), 'America/Chicago')).toBe('2026-10-31')
  })
})
