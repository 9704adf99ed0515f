import {
  createCustomReminder,
  defaultReminders,
  mergeSavedReminders,
  msUntilNextLocal,
  reminderPayload,
} from '../../../../src/lib/reminders/logic'
import {isValidTimeZone, localDate, nextOccurrence} from '../../../../src/lib/time-zones'
import {
  isMinuteInWindow,
  isTooLate,
  minuteKey,
  retryMinute,
  sendWindow,
  windowHourPrefixes,
} from '../../../../netlify/functions/_shared/push-schedule'

const at = (iso: string) => new Date(iso)

/** A daily time's next send after `from`, and the send after that one (ISO strings). */
function twoOccurrences(time: string, zone: string, from: string) {
  const first = nextOccurrence(time, zone, at(from))
  return [first.toISOString(), nextOccurrence(time, zone, first).toISOString()]
}

describe('nextOccurrence', () => {
  it('is later today when the time has not come yet, in the subscriber’s zone', () => {
    // 06:00 UTC is 07:00 in Berlin (CET, winter).
    expect(nextOccurrence('08:00', 'Europe/Berlin', at('2026-01-15T06:00:00Z')).toISOString()).toBe(
      '2026-01-15T07:00:00.000Z',
    )
  })

  it('is tomorrow when the time has passed or is exactly now', () => {
    expect(nextOccurrence('08:00', 'Europe/Berlin', at('2026-01-15T07:00:00Z')).toISOString()).toBe(
      '2026-01-16T07:00:00.000Z',
    )
    expect(nextOccurrence('08:00', 'Europe/Berlin', at('2026-01-15T09:30:00Z')).toISOString()).toBe(
      '2026-01-16T07:00:00.000Z',
    )
  })

  it('uses the subscriber’s calendar day, not the server’s', () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in Los Angeles.
    expect(nextOccurrence('20:00', 'America/Los_Angeles', at('2026-01-15T03:00:00Z')).toISOString()).toBe(
      '2026-01-15T04:00:00.000Z',
    )
    // 23:00 UTC is already the next morning in Tokyo: 08:00 JST on the 16th is 23:00 UTC the 15th.
    expect(nextOccurrence('08:00', 'Asia/Tokyo', at('2026-01-15T22:00:00Z')).toISOString()).toBe(
      '2026-01-15T23:00:00.000Z',
    )
  })

  it('handles half-hour zones and month and year ends', () => {
    expect(nextOccurrence('08:00', 'Asia/Kolkata', at('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T02:30:00.000Z',
    )
    expect(nextOccurrence('12:00', 'UTC', at('2026-02-28T13:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z')
  })

  it('keeps the local time across the spring-forward change (New York, 8 March 2026)', () => {
    // 08:00 EST = 13:00Z on the 7th; 08:00 EDT = 12:00Z on the 8th.
    expect(twoOccurrences('08:00', 'America/New_York', '2026-03-07T12:00:00Z')).toEqual([
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ])
  })

  it('keeps the local time across the fall-back change (Berlin, 25 October 2026)', () => {
    expect(nextOccurrence('20:00', 'Europe/Berlin', at('2026-10-24T19:00:00Z')).toISOString()).toBe(
      '2026-10-25T19:00:00.000Z',
    )
    expect(nextOccurrence('20:00', 'Europe/Berlin', at('2026-10-24T17:00:00Z')).toISOString()).toBe(
      '2026-10-24T18:00:00.000Z',
    )
  })

  it('moves a time skipped by spring-forward to the same distance after the jump', () => {
    // 02:30 does not exist in New York on 8 March 2026: 03:30 EDT = 07:30Z.
    expect(nextOccurrence('02:30', 'America/New_York', at('2026-03-08T05:00:00Z')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })

  it('sends a time that happens twice at fall-back only once, the first time', () => {
    // 01:30 happens at 05:30Z (EDT) and 06:30Z (EST) on 1 November 2026.
    expect(twoOccurrences('01:30', 'America/New_York', '2026-11-01T04:00:00Z')).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ])
  })

  it('handles southern-hemisphere DST (Sydney, 5 April 2026)', () => {
    // 08:00 AEDT (UTC+11) on 4 April = 21:00Z on the 3rd; 08:00 AEST (UTC+10) on the 5th = 22:00Z on the 4th.
    expect(twoOccurrences('08:00', 'Australia/Sydney', '2026-04-03T20:00:00Z')).toEqual([
      '2026-04-03T21:00:00.000Z',
      '2026-04-04T22:00:00.000Z',
    ])
  })
})

describe('localDate and time zones', () => {
  it('gives the subscriber’s calendar day', () => {
    expect(localDate(at('2026-01-15T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-16')
    expect(localDate(at('2026-01-15T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-01-14')
  })

  it('accepts IANA zones and rejects others', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
  })
})

describe('send windows and the due-minute index', () => {
  it('covers everything since the previous run, or the last day on a first run', () => {
    const now = at('2026-01-15T08:05:00Z')
    expect(sendWindow(at('2026-01-15T08:00:00Z'), now)).toEqual({from: at('2026-01-15T08:00:00Z'), to: now})
    expect(sendWindow(null, now).from).toEqual(at('2026-01-14T08:05:00Z'))
  })

  it('lists the UTC hours a window touches, also after a long gap', () => {
    expect(windowHourPrefixes({from: at('2026-01-15T07:58:00Z'), to: at('2026-01-15T08:03:00Z')})).toEqual([
      '2026-01-15T07',
      '2026-01-15T08',
    ])
    expect(windowHourPrefixes({from: at('2026-01-15T08:00:00Z'), to: at('2026-01-15T08:05:00Z')})).toEqual([
      '2026-01-15T08',
    ])
    expect(windowHourPrefixes({from: at('2026-01-15T22:10:00Z'), to: at('2026-01-16T01:00:00Z')})).toHaveLength(4)
  })

  it('includes a minute once: after the window start, up to and including its end', () => {
    const window = {from: at('2026-01-15T08:00:30Z'), to: at('2026-01-15T08:05:30Z')}
    expect(minuteKey(at('2026-01-15T08:05:59Z'))).toBe('2026-01-15T08:05')
    expect(isMinuteInWindow('2026-01-15T08:00', window)).toBe(false)
    expect(isMinuteInWindow('2026-01-15T08:01', window)).toBe(true)
    expect(isMinuteInWindow('2026-01-15T08:05', window)).toBe(true)
    expect(isMinuteInWindow('2026-01-15T08:06', window)).toBe(false)
  })

  it('retries a failed send inside the next window', () => {
    const now = at('2026-01-15T08:00:30Z')
    const next = {from: now, to: at('2026-01-15T08:05:30Z')}
    expect(isMinuteInWindow(retryMinute(now), next)).toBe(true)
  })

  it('skips reminders more than two hours late', () => {
    expect(isTooLate(at('2026-01-15T08:00:00Z'), at('2026-01-15T09:59:00Z'))).toBe(false)
    expect(isTooLate(at('2026-01-15T08:00:00Z'), at('2026-01-15T10:01:00Z'))).toBe(true)
  })
})

describe('reminders in the browser', () => {
  const templates = [
    {
      reminderId: '1',
      time: '08:00',
      type: 'morning-checkin',
      title: 'Good Morning!',
      body: 'Start your day with a symptom check-in',
    },
    {
      reminderId: '2',
      time: '12:00',
      type: 'supplement-reminder',
      title: 'Midday Supplement Reminder',
      body: 'Time for your midday supplements',
      supplement: 'Your midday supplements',
    },
  ]

  it('starts every default reminder disabled', () => {
    const defaults = defaultReminders(templates)
    expect(defaults.map((r) => [r.id, r.enabled])).toEqual([
      ['1', false],
      ['2', false],
    ])
    expect(defaults[1].supplement).toBe('Your midday supplements')
  })

  it('keeps saved reminders, drops broken entries and appends new defaults', () => {
    const defaults = defaultReminders(templates)
    const saved = [
      {...defaults[0], enabled: true},
      {id: 'x'},
      {id: '99', time: '07:15', title: 'Walk', body: 'b', type: 'custom', enabled: false},
    ]
    expect(mergeSavedReminders(saved, defaults).map((r) => `${r.id}:${r.enabled}`)).toEqual([
      '1:true',
      '99:false',
      '2:false',
    ])
    expect(mergeSavedReminders('nonsense', defaults)).toBe(defaults)
  })

  it('creates a custom reminder: disabled, id from the time, default message', () => {
    const now = at('2026-01-15T08:00:00Z')
    expect(createCustomReminder({time: '07:15', title: ' Walk ', body: ''}, now)).toEqual({
      reminder: {
        id: String(now.getTime()),
        time: '07:15',
        title: 'Walk',
        body: 'Custom reminder: Walk',
        type: 'custom',
        enabled: false,
      },
    })
    expect(createCustomReminder({time: '07:15', title: 'Walk', body: 'Shoes on'}, now)).toMatchObject({
      reminder: {body: 'Shoes on'},
    })
  })

  it.each([
    ['no time', {time: '', title: 'Walk'}],
    ['no title', {time: '07:15', title: '   '}],
    ['an invalid time', {time: '25:00', title: 'Walk'}],
  ])('refuses a custom reminder with %s', (_case, input) => {
    expect(createCustomReminder(input, new Date())).toEqual({error: 'missing_information'})
  })

  it('opens the tracker from check-in reminders and the reminders page otherwise', () => {
    expect(reminderPayload({id: '1', title: 'Good Morning!', body: 'b', type: 'morning-checkin'})).toEqual({
      title: 'Good Morning!',
      body: 'b',
      url: '/toolkit#tracking',
      tag: 'reminder-1',
    })
    expect(reminderPayload({id: '4', title: 't', body: 'b', type: 'evening-reflection'}).url).toBe('/toolkit#tracking')
    expect(reminderPayload({id: '3', title: 't', body: 'b', type: 'mindfulness-break'}).url).toBe('/wellness-reminders')
  })

  it('waits until the next local time, tomorrow if it has passed', () => {
    const now = new Date(2026, 0, 15, 9, 0, 0)
    expect(msUntilNextLocal('09:30', now)).toBe(30 * 60_000)
    expect(msUntilNextLocal('08:00', now)).toBe(23 * 60 * 60_000)
  })
})
