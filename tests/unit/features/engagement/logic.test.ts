import {milliseconds} from 'date-fns/milliseconds'
import {
  countdownParts,
  parseVisits,
  shouldOfferUrgency,
  showUsageCounter,
  urgencyDelayMs,
} from '../../../../src/features/engagement/logic'

describe('urgency pop-up', () => {
  it('waits 60 s on the first visit, 45 s on the second, 30 s after', () => {
    expect([0, 1, 2, 3, 10].map(urgencyDelayMs)).toEqual([60_000, 60_000, 45_000, 30_000, 30_000])
  })
  it('reads the visit counter tolerantly', () => {
    expect(parseVisits(null)).toBe(0)
    expect(parseVisits('x')).toBe(0)
    expect(parseVisits('-3')).toBe(0)
    expect(parseVisits('4')).toBe(4)
  })
  const now = 1_800_000_000_000
  it('never shows to purchasers', () => {
    expect(shouldOfferUrgency({purchased: true, dismissedAt: null, now})).toBe(false)
  })
  it('stays quiet for 7 days after a dismissal', () => {
    const week = milliseconds({days: 7})
    expect(shouldOfferUrgency({purchased: false, dismissedAt: null, now})).toBe(true)
    expect(shouldOfferUrgency({purchased: false, dismissedAt: now - week + 1, now})).toBe(false)
    expect(shouldOfferUrgency({purchased: false, dismissedAt: now - week, now})).toBe(true)
    expect(shouldOfferUrgency({purchased: false, dismissedAt: Number.NaN, now})).toBe(true)
  })
})

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 0
    const ends = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999
    expect(countdownParts(ends, now)).toEqual({days: 2, hours: 3, minutes: 4, seconds: 5, expired: false})
  })
  it('stops at zero once the offer has ended', () => {
    expect(countdownParts(1000, 5000)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 0, expired: true})
  })
})

describe('usage counter', () => {
  it('shows only from the threshold on', () => {
    expect(showUsageCounter(undefined, 25)).toBe(false)
    expect(showUsageCounter(24, 25)).toBe(false)
    expect(showUsageCounter(25, 25)).toBe(true)
  })
})
