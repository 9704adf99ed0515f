import {buildAppointmentSummary, comparisonLabel, supplementDoseText} from '../../../../src/features/tracking/summary'
import {formatDay} from '../../../../src/features/tracking/summary-labels'
import {EMPTY_RECORD} from '../../../../src/lib/health/record'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'
import type {TrackingEntry} from '../../../../src/features/tracking/logic'
import {safetySentences, summarySupplements} from '../../../../src/lib/health/supplement-safety'
import type {DailyStackItem, RemedyProfile} from '../../../../src/lib/content/premium'

const entries = (count: number): TrackingEntry[] =>
  Array.from({length: count}, (_, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    symptoms: {hotFlashes: index < count - 7 ? 6 : 3, sleep: 7, mood: 3, energy: 3},
    notes: '',
  }))

describe('the comparison sentence says what it compares, and appears only from 7 entries', () => {
  it.each([
    [0, null],
    [1, null],
    [2, null],
    [6, null],
    [7, 'all 7 entries vs the first one'],
    [8, 'last 7 entries vs the 1 before them'],
    [13, 'last 7 entries vs the 6 before them'],
    [14, 'last 7 entries vs the 7 before'],
    [30, 'last 7 entries vs the 7 before'],
  ])('%i entries: %s', (count, label) => {
    expect(comparisonLabel(count)).toBe(label)
  })
})

describe('supplement safety for the summary (docs/health-rules.md "Supplements I take")', () => {
  it('keeps every sentence of the safety text, not only those with a warning word', () => {
    expect(
      safetySentences(
        'Sage has estrogen-like effects.\nCommon side effects are mild: stomach upset. Avoid it if you have liver disease.',
      ),
    ).toEqual([
      'Sage has estrogen-like effects.',
      'Common side effects are mild: stomach upset.',
      'Avoid it if you have liver disease.',
    ])
    expect(safetySentences(null)).toEqual([])
  })

  const remedy = (slug: string, category: string, dosage: string | null): RemedyProfile =>
    ({
      slug,
      name: slug,
      category,
      dosage,
      sideEffects: 'Avoid in pregnancy.',
    }) as RemedyProfile
  const stackItem = (slug: string): DailyStackItem => ({
    slug,
    name: slug,
    dosage: '100-150 mg',
    timing: 'Morning & Evening',
    dosePerTime: '50-75 mg',
    purpose: '',
    note: 'Avoid with kidney disease unless advised.',
    affiliateLink: '',
    profileSlug: null,
  })
  const taken = (kind: 'stack' | 'remedy', slug: string, dose = '') => ({kind, slug, dose})

  it('lists exactly what she marked, in her order, with the usual dose, her dose and the cautions', () => {
    const list = summarySupplements(
      [taken('remedy', 'black-cohosh', '40 mg at night'), taken('stack', 'magnesium-citrate'), taken('remedy', 'yoga')],
      [
        remedy('black-cohosh', 'herbs', 'Usual range: 20 to 80 mg a day.\n\nMost studies lasted 6 months.'),
        remedy('yoga', 'exercise', '3 times a week'),
      ],
      [stackItem('magnesium-citrate'), stackItem('biotin')],
    )
    expect(list).toEqual([
      {
        kind: 'remedy',
        slug: 'black-cohosh',
        name: 'black-cohosh',
        usualDose: 'Usual range: 20 to 80 mg a day.',
        myDose: '40 mg at night',
        warnings: ['Avoid in pregnancy.'],
      },
      {
        kind: 'stack',
        slug: 'magnesium-citrate',
        name: 'magnesium-citrate',
        usualDose: '50-75 mg morning and evening (100-150 mg a day)',
        myDose: '',
        warnings: ['Avoid with kidney disease unless advised.'],
      },
    ])
    expect(supplementDoseText(list[0])).toBe('My dose: 40 mg at night · Usual dose: Usual range: 20 to 80 mg a day.')
    expect(supplementDoseText(list[1])).toBe('Usual dose: 50-75 mg morning and evening (100-150 mg a day)')
  })

  it('an unmarked item is absent, and a marked one whose content is not at hand is left out, never printed bare', () => {
    const stack = [stackItem('magnesium-citrate'), stackItem('biotin'), stackItem('creatine')]
    expect(summarySupplements([], [], stack)).toEqual([])
    expect(
      summarySupplements(
        [taken('stack', 'creatine'), taken('stack', 'not-in-the-stack'), taken('remedy', 'creatine')],
        [],
        stack,
      ).map((item) => `${item.kind}:${item.slug}`),
    ).toEqual(['stack:creatine'])
  })

  it('a stack item reads the cautions of the profile it points to, never of a profile that only shares its slug', () => {
    const citrate = {...stackItem('magnesium-citrate'), profileSlug: 'magnesium-citrate-threonate'}
    const profiles = [
      {...remedy('magnesium-citrate-threonate', 'supplements', '200 mg'), sideEffects: 'Take apart from antibiotics.'},
      {...remedy('magnesium-citrate', 'supplements', '200 mg'), sideEffects: 'Not this one.'},
    ]
    const [line] = summarySupplements([taken('stack', 'magnesium-citrate')], profiles, [citrate])
    expect(line.warnings).toEqual(['Avoid with kidney disease unless advised.', 'Take apart from antibiotics.'])
    const unlinked = summarySupplements([taken('stack', 'magnesium-citrate')], profiles, [
      stackItem('magnesium-citrate'),
    ])
    expect(unlinked[0].warnings).toEqual(['Avoid with kidney disease unless advised.'])
  })

  it("a marked stack item carries every sentence of its note and of its profile's cautions, and nothing of its purpose", () => {
    const item = {
      ...stackItem('biotin'),
      profileSlug: 'biotin',
      purpose: 'Supports healthy hair, skin and nails.',
      note: 'Biotin can distort blood test results: tell your doctor and the lab.',
    }
    const profile = {
      ...remedy('biotin', 'supplements', 'Usual range: 30 to 1,000 mcg a day.'),
      sideEffects: 'Generally well tolerated. It interferes with some thyroid blood tests. Avoid in pregnancy.',
    }
    const [line] = summarySupplements([taken('stack', 'biotin')], [profile], [item])
    expect(line.warnings).toEqual([
      'Biotin can distort blood test results: tell your doctor and the lab.',
      'Generally well tolerated.',
      'It interferes with some thyroid blood tests.',
      'Avoid in pregnancy.',
    ])
    expect(JSON.stringify(line)).not.toContain('hair')
  })
})

describe('the appointment summary', () => {
  it('covers the period of entries and scores in one date format, with the latest score and its trend', () => {
    const summary = buildAppointmentSummary({
      name: '  ',
      today: '2026-04-10',
      locale: 'en-US',
      entries: entries(14),
      scores: [
        {date: '2026-04-01', answers: [0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0]},
        {date: '2026-02-27', answers: [0, 0, 0, 4, 4, 3, 3, 0, 0, 0, 0]},
      ],
      supplements: [],
      record: EMPTY_RECORD,
      wording: RED_FLAG_WORDING,
    })
    expect(summary.name).toBeNull()
    expect(summary.printedOn).toBe('Apr 10, 2026')
    expect(summary.period).toEqual({from: 'Feb 27, 2026', to: 'Apr 1, 2026'})
    expect(summary.latestScore?.date).toBe('Apr 1, 2026')
    expect(summary.latestScore?.score.total).toBe(4)
    expect(summary.scoreTrend).toContain('Psychological symptoms: 14 → 4 since February (down 10).')
    expect(summary.comparison).toEqual({
      label: 'last 7 entries vs the 7 before',
      lines: ['Hot flashes: 3 vs 6 (-50%)', 'Sleep: 7 vs 7 (0%)', 'Mood: 3 vs 3 (0%)'],
    })
    expect(summary.averages[0]).toBe('Hot flashes: 4.5 a day')
    expect(formatDay('2026-04-10', 'en-GB')).toBe('10 Apr 2026')
  })

  it('claims no trend with one score and no comparison with one entry', () => {
    const summary = buildAppointmentSummary({
      name: 'Ann',
      today: '2026-04-10',
      locale: 'en-US',
      entries: entries(1),
      scores: [{date: '2026-04-01', answers: Array(11).fill(1)}],
      supplements: [],
      record: EMPTY_RECORD,
      wording: RED_FLAG_WORDING,
    })
    expect(summary.name).toBe('Ann')
    expect(summary.scoreTrend).toBeNull()
    expect(summary.comparison).toBeNull()
  })
})
