import {sitemapXml} from '../../../../build-time/seo/sitemap'
import {parse} from 'csv-parse/sync'
import {csvField, subscribedCsv, toCsv, UTF8_BOM} from '../../../../src/lib/owner/csv'
import {mergeEmailList} from '../../../../src/lib/owner/email-list'
import {
  applyContribution,
  emptyTally,
  floor,
  oneContributionEach,
  topSymptoms,
  womenReport,
  type AssessmentFacts,
} from '../../../../src/lib/owner/report'
import {firstPaidAt, NO_COUPON, revenueReport} from '../../../../src/lib/owner/revenue'
import type {OwnerOrder, RevenuePeriod} from '../../../../src/lib/api-contract/owner-answers'
import {lastDays, lastWeeks, weekOf} from '../../../../src/lib/owner/weeks'
import {ownerOrder} from '../../../support/owner-order'

/** These tests' orders were sold at $47. */
const order = (over: Partial<OwnerOrder>) => ownerOrder({amountCents: 4700, ...over})

describe('weeks', () => {
  it('names a week by its Monday (UTC)', () => {
    expect(weekOf('2026-03-04T10:00:00Z')).toBe('2026-03-02') // Wednesday
    expect(weekOf('2026-03-08T23:59:59Z')).toBe('2026-03-02') // Sunday
    expect(weekOf('2026-03-09T00:00:00Z')).toBe('2026-03-09') // Monday
    expect(lastWeeks(new Date('2026-03-04T00:00:00Z'), 3)).toEqual(['2026-02-16', '2026-02-23', '2026-03-02'])
  })

  it('steps whole UTC days and weeks across a DST change, whatever the machine’s zone', () => {
    // Europe and the US change their clocks on 8, 29 March and 25 October, 1 November 2026.
    expect(lastDays(new Date('2026-03-30T00:30:00Z'), 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(lastDays(new Date('2026-11-01T23:30:00Z'), 2)).toEqual(['2026-10-31', '2026-11-01'])
    expect(lastWeeks(new Date('2026-03-09T00:00:00Z'), 2)).toEqual(['2026-03-02', '2026-03-09'])
    expect(weekOf('2026-10-25T23:59:59Z')).toBe('2026-10-19')
  })
})

describe('revenueReport', () => {
  // Two weeks, grouped by week: 2026-02-23 to 2026-03-08.
  const period: RevenuePeriod = {
    preset: 'custom',
    from: '2026-02-23',
    to: '2026-03-08',
    grouping: 'week',
    timeZone: 'UTC',
  }
  const orders = [
    order({amountCents: 4700, feeCents: 166}),
    order({amountCents: 3700, coupon: 'SAVE10', state: 'refunded', feeCents: 137}),
    order({amountCents: 2700, coupon: 'NEWCLIENT20', state: 'disputed', paidAt: '2026-02-24T00:00:00Z'}),
    order({amountCents: 4700, state: 'pending', paidAt: null}),
    order({amountCents: 4700, state: 'failed', paidAt: null}), // a pending payment the provider then denied
    order({amountCents: 4700, paidAt: '2025-01-01T00:00:00Z', feeCents: 166}), // outside the period
    order({amountCents: 4700, paidAt: '2026-03-09T00:00:00Z', feeCents: 166}), // the day after it
  ]
  const report = revenueReport(orders, period)

  it('totals gross, refunds, disputes, fees and net = gross − refunds − disputes − fees, in the period only', () => {
    expect(report.totals).toEqual({
      orders: 3,
      grossCents: 11100,
      refunds: 1,
      refundedCents: 3700,
      disputes: 1,
      disputedCents: 2700,
      feeCents: 303,
      feesNotReported: 1,
      netCents: 11100 - 3700 - 2700 - 303,
    })
    expect(report.period).toBe(period)
  })
  it('groups by week of payment; a fee not reported is counted as such, never as 0', () => {
    expect(report.buckets).toEqual([
      {
        start: '2026-02-23',
        orders: 1,
        grossCents: 2700,
        refundedCents: 0,
        disputedCents: 2700,
        feeCents: 0,
        feesNotReported: 1,
        netCents: 0,
      },
      {
        start: '2026-03-02',
        orders: 2,
        grossCents: 8400,
        refundedCents: 3700,
        disputedCents: 0,
        feeCents: 303,
        feesNotReported: 0,
        netCents: 8400 - 3700 - 303,
      },
    ])
  })
  it('groups by coupon, largest first, orders without one under one name', () => {
    expect(report.coupons.map((c) => [c.coupon, c.orders, c.netCents])).toEqual([
      [NO_COUPON, 1, 4700 - 166],
      ['SAVE10', 1, -137],
      ['NEWCLIENT20', 1, 0],
    ])
  })
  it('all time starts at the first counted payment', () => {
    expect(firstPaidAt(orders)).toBe('2025-01-01T00:00:00Z')
    expect(firstPaidAt([order({demo: true, provider: 'demo'})])).toBeNull()
  })
})

it('demo sales never count in revenue, and the report says how many of the period’s were left out', () => {
  const demo = (paidAt: string) => order({amountCents: 3700, paidAt, demo: true, provider: 'demo'})
  const report = revenueReport(
    [demo('2026-03-03T00:00:00Z'), demo('2026-03-04T10:00:00Z'), demo('2026-03-05T00:00:00Z')],
    {preset: 'this-month', from: '2026-03-01', to: '2026-03-04', grouping: 'day', timeZone: 'UTC'},
  )
  expect(report.totals).toMatchObject({orders: 0, grossCents: 0, netCents: 0})
  expect(report.demoOrders).toBe(2)
})

it('counts an order on the coach’s calendar day (COACH_TIME_ZONE): late evening in New York is the next day in UTC', () => {
  // 1 March 2026, 20:30 in New York (EST, UTC−5) is 2 March 01:30 UTC.
  const evening = order({amountCents: 3700, feeCents: 137, paidAt: '2026-03-02T01:30:00Z'})
  const days = {preset: 'custom', from: '2026-03-01', to: '2026-03-02', grouping: 'day'} as const
  const inNewYork = revenueReport([evening], {...days, timeZone: 'America/New_York'})
  expect(inNewYork.buckets.map((bucket) => [bucket.start, bucket.orders])).toEqual([
    ['2026-03-01', 1],
    ['2026-03-02', 0],
  ])
  const inUtc = revenueReport([evening], {...days, timeZone: 'UTC'})
  expect(inUtc.buckets.map((bucket) => [bucket.start, bucket.orders])).toEqual([
    ['2026-03-01', 0],
    ['2026-03-02', 1],
  ])
  // The last day of a month there is the first of the next in UTC: the month it counts in follows her calendar.
  const monthEnd = order({amountCents: 3700, paidAt: '2026-04-01T03:00:00Z'})
  const months = {preset: 'custom', from: '2026-01-01', to: '2026-12-31', grouping: 'month'} as const
  expect(revenueReport([monthEnd], {...months, timeZone: 'America/New_York'}).buckets[2]).toMatchObject({
    start: '2026-03-01',
    orders: 1,
  })
  expect(revenueReport([monthEnd], {...months, timeZone: 'UTC'}).buckets[3]).toMatchObject({
    start: '2026-04-01',
    orders: 1,
  })
})

describe('CSV (RFC 4180, formula-safe)', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    // Valid addresses are never altered: a phone or an email that starts with + or -.
    ['+1 555 010 0199', '+1 555 010 0199'],
    ['+44 (20) 7946-0958', '+44 (20) 7946-0958'],
    ['-ann@example.com', '-ann@example.com'],
    ['+tag@example.org', '+tag@example.org'],
    ['-1+1', "'-1+1"],
    ['=1+1@example.com', "'=1+1@example.com"],
    ['+cmd|x@example.com', "'+cmd|x@example.com"],
  ])('%j → %j', (input, output) => expect(csvField(input)).toBe(output))

  it('ends every record with CRLF', () => expect(toCsv(['a', 'b'], [['1', '2']])).toBe('a,b\r\n1,2\r\n'))

  it('exports only the subscribed, oldest first, after a BOM, with status and consent', () => {
    const csv = subscribedCsv([
      {email: 'b@x.org', sources: ['purchase'], firstSeen: '2026-02-01', unsubscribedAt: null},
      {email: 'gone@x.org', sources: ['exit-intent'], firstSeen: '2026-01-01', unsubscribedAt: '2026-01-05'},
      {email: 'a@x.org', sources: ['exit-intent', 'purchase'], firstSeen: '2026-01-02', unsubscribedAt: null},
    ])
    expect(csv).toBe(
      '\uFEFFemail,status,consent,sources,first_seen\r\n' +
        'a@x.org,subscribed,Another sign-up form; Checkout (ticked the news opt-in),exit-intent; purchase,2026-01-02\r\n' +
        'b@x.org,subscribed,Checkout (ticked the news opt-in),purchase,2026-02-01\r\n',
    )
  })
})

describe('the CSV read back by a CSV parser', () => {
  it('keeps accented names and +/- addresses intact, and defuses formulas', () => {
    const csv = toCsv(
      ['name', 'contact'],
      [
        ['Zoë Brontë-Élise', '+1 555 010 0199'],
        ['José Núñez', '-jose@example.com'],
        ['Ann "Annie" Lee, PhD', '=HYPERLINK("http://evil.example","x")'],
      ],
    )
    const bytes = Buffer.from(UTF8_BOM + csv, 'utf8')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(bytes, {bom: true, relax_column_count: false}) as string[][]
    expect(rows).toEqual([
      ['name', 'contact'],
      ['Zoë Brontë-Élise', '+1 555 010 0199'],
      ['José Núñez', '-jose@example.com'],
      ['Ann "Annie" Lee, PhD', `'=HYPERLINK("http://evil.example","x")`],
    ])
  })

  it('the export parses to its header and one row per subscribed address', () => {
    const csv = subscribedCsv([
      {email: '-dash@example.com', sources: ['purchase'], firstSeen: '2026-02-01', unsubscribedAt: null},
    ])
    expect(parse(csv, {bom: true, columns: true})).toEqual([
      {
        email: '-dash@example.com',
        status: 'subscribed',
        consent: 'Checkout (ticked the news opt-in)',
        sources: 'purchase',
        first_seen: '2026-02-01',
      },
    ])
  })
})

describe('mergeEmailList', () => {
  it('merges captures and purchasers per address, keeping the earliest date and an unsubscribe', () => {
    const list = mergeEmailList(
      [
        {
          email: 'Ann@Example.com',
          sources: ['exit-intent'],
          createdAt: '2026-01-05T00:00:00Z',
          unsubscribedAt: '2026-01-09T00:00:00Z',
        },
        {email: 'anonymised-7f3a', source: 'exit-intent', createdAt: '2026-01-01T00:00:00Z'},
      ],
      [
        order({email: 'ann@example.com', paidAt: '2026-01-02T00:00:00Z', marketingConsent: true}),
        order({email: 'bea@example.com', paidAt: '2026-01-03T00:00:00Z', marketingConsent: true}),
        order({email: null, marketingConsent: true}),
        // No ticked opt-in, or a demo sale: not on the list.
        order({email: 'cat@example.com', paidAt: '2026-01-04T00:00:00Z'}),
        order({email: 'dee@example.com', paidAt: '2026-01-04T00:00:00Z', marketingConsent: true, demo: true}),
      ],
    )
    expect(list).toEqual([
      {email: 'bea@example.com', sources: ['purchase'], firstSeen: '2026-01-03T00:00:00Z', unsubscribedAt: null},
      {
        email: 'ann@example.com',
        sources: ['exit-intent', 'purchase'],
        firstSeen: '2026-01-02T00:00:00Z',
        unsubscribedAt: '2026-01-09T00:00:00Z',
      },
    ])
  })
})

describe('the 5-person floor', () => {
  let n = 0
  const assessment = (
    symptoms: string[],
    severity: Record<string, number>,
    contributor: string | null = `order-${n++}`,
    createdAt = '2026-02-14T00:00:00Z',
  ): AssessmentFacts => ({contributor, symptoms, severity, createdAt})
  const MARCH = new Date('2026-03-05T00:00:00Z')

  it('withholds counts below the floor', () => {
    expect([floor(4, 5), floor(5, 5), floor(0, 5)]).toEqual([null, 5, null])
  })

  it('shows a symptom only when at least 5 chose and rated it, with its mean severity', () => {
    const ten = Array.from({length: 10}, (_, i) =>
      assessment(i < 5 ? ['hot-flashes'] : ['anxiety'], i < 5 ? {'hot-flashes': i + 1} : {anxiety: 4}),
    )
    expect(topSymptoms(ten, 5)).toEqual({
      symptoms: [
        {symptom: 'anxiety', people: 5, meanSeverity: 4},
        {symptom: 'hot-flashes', people: 5, meanSeverity: 3},
      ],
      hidden: false,
    })
    const unrated = Array.from({length: 10}, (_, i) => assessment(i < 5 ? ['sleep'] : [], {}))
    expect(topSymptoms(unrated, 5)).toEqual({symptoms: [], hidden: true})
  })

  it('complementary small cells suppressed: a symptom nearly everyone chose is withheld too (docs/threat-model.md)', () => {
    // 7 women, 6 chose fatigue: "7 − 6" would name the one who did not.
    const seven = Array.from({length: 7}, (_, i) =>
      assessment(i < 6 ? ['fatigue', 'sleep'] : ['sleep'], i < 6 ? {fatigue: 3, sleep: 2} : {sleep: 2}),
    )
    expect(topSymptoms(seven, 5)).toEqual({symptoms: [], hidden: true})
    const eleven = [...seven, ...Array.from({length: 4}, () => assessment(['sleep'], {sleep: 2}))]
    expect(topSymptoms(eleven, 5).symptoms.map((row) => row.symptom)).toEqual(['fatigue'])
  })

  it('one contribution per verified order: repeats count once, unverified assessments not at all (docs/threat-model.md)', () => {
    const repeated = [
      ...Array.from({length: 3}, (_, i) =>
        assessment(['fatigue'], {fatigue: 4}, 'same-order', `2026-02-0${i + 1}T00:00:00Z`),
      ),
      ...Array.from({length: 3}, () => assessment(['fatigue'], {fatigue: 2})),
      // Decoys without a paid order.
      ...Array.from({length: 5}, () => assessment(['fatigue'], {fatigue: 5}, null)),
    ]
    expect(oneContributionEach(repeated)).toHaveLength(4)
    const report = womenReport({assessments: repeated, trackers: [], deliveries: []}, MARCH, {min: 5, months: 1})
    expect(report.assessmentsByMonth).toEqual([{month: '2026-02', count: null}])
    const more = [
      ...repeated,
      assessment(['fatigue'], {fatigue: 2}),
      ...Array.from({length: 6}, () => assessment(['sleep'], {sleep: 3})),
    ]
    expect(womenReport({assessments: more, trackers: [], deliveries: []}, MARCH, {min: 5, months: 1})).toMatchObject({
      assessmentsByMonth: [{month: '2026-02', count: 11}],
      topSymptoms: [
        {symptom: 'sleep', people: 6, meanSeverity: 3},
        // The repeated order counts once, with its latest answer (4).
        {symptom: 'fatigue', people: 5, meanSeverity: 2.4},
      ],
    })
  })

  it('a tally reached in any order is the same: her A→B move may land before her first A is added', () => {
    const a = {symptoms: ['fatigue', 'sleep'], severity: {fatigue: 4}}
    const b = {symptoms: ['fatigue'], severity: {fatigue: 2}}
    const inOrder = applyContribution(applyContribution(applyContribution(emptyTally(), a, 1), a, -1), b, 1)
    const moveFirst = applyContribution(applyContribution(applyContribution(emptyTally(), a, -1), b, 1), a, 1)
    expect(moveFirst).toEqual(inOrder)
    expect(moveFirst).toEqual({contributors: 1, symptoms: {fatigue: {people: 1, severitySum: 2, rated: 1}}})
    // Out and back in again leaves nothing behind.
    expect(applyContribution(applyContribution(emptyTally(), a, -1), a, 1)).toEqual(emptyTally())
  })

  it('fixed calendar periods only: completed months, the same figures whenever asked; overlapping windows and decoys recover nothing (docs/threat-model.md)', () => {
    const february = Array.from({length: 12}, (_, i) =>
      assessment(i < 6 ? ['fatigue'] : ['sleep'], i < 6 ? {fatigue: 3} : {sleep: 2}),
    )
    // A woman submits on 2 March, after decoys with known answers: March is not shown until it is over.
    const victim = assessment(['anxiety'], {anxiety: 5}, 'victim', '2026-03-02T00:00:00Z')
    const decoys = Array.from({length: 4}, (_, i) =>
      assessment(['anxiety'], {anxiety: 1}, `decoy-${i}`, '2026-03-01T00:00:00Z'),
    )
    const input = (extra: AssessmentFacts[]) => ({assessments: [...february, ...extra], trackers: [], deliveries: []})
    const before = womenReport(input([]), new Date('2026-03-01T12:00:00Z'), {min: 5, months: 3})
    const after = womenReport(input([victim, ...decoys]), new Date('2026-03-31T23:59:00Z'), {min: 5, months: 3})
    expect(after).toEqual(before)
    expect(after.month).toBe('2026-02')
    expect(after.assessmentsByMonth.map((row) => row.month)).toEqual(['2025-12', '2026-01', '2026-02'])
    // Once March is over, March stands on its own: 4 decoys + 1 woman chose anxiety, nobody did not (complement < 5).
    const april = womenReport(input([victim, ...decoys]), new Date('2026-04-01T00:00:00Z'), {min: 5, months: 3})
    expect(april.month).toBe('2026-03')
    expect(april.topSymptoms).toEqual([])
    expect(april.assessmentsByMonth.at(-1)).toEqual({month: '2026-03', count: 5})
  })

  it('builds the report: months, paid trackers with entries in the month, quiz not recorded', () => {
    const report = womenReport(
      {
        assessments: Array.from({length: 6}, () => assessment(['fatigue'], {fatigue: 2})),
        trackers: [
          ...Array.from({length: 5}, () => ({verifiedOrder: true, entryDates: ['2026-02-10', '2026-03-01']})),
          {verifiedOrder: false, entryDates: ['2026-02-10']},
          {verifiedOrder: true, entryDates: ['2026-03-02']},
        ],
        deliveries: [{day: '2026-03-04', sent: 3, failed: 0, removed: 0}],
      },
      MARCH,
      {min: 5, months: 2},
    )
    expect(report.assessmentsByMonth).toEqual([
      {month: '2026-01', count: null},
      {month: '2026-02', count: 6},
    ])
    expect(report.activeTrackers).toBe(5)
    expect(report.phaseQuiz).toEqual({recorded: false})
  })
})

describe('sitemap', () => {
  it('never lists the back office', () => {
    const xml = sitemapXml('https://example.org', ['/', '/owner', '/owner/orders', '/owners-guide'])
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.org/',
      'https://example.org/owners-guide',
    ])
  })
})
