import {
  MRS_ITEM_COUNT,
  MRS_ITEMS,
  mrsAnswersProblem,
  mrsBand,
  mrsRedFlags,
  scoreMrs,
} from '../../../../src/lib/health/menopause-rating-scale'

const none = () => Array<number>(MRS_ITEM_COUNT).fill(0)
/** Ratings with the given items (1-based, as the questionnaire numbers them) set. */
const rated = (ratings: Record<number, number>) => {
  const answers = none()
  for (const [item, rating] of Object.entries(ratings)) answers[Number(item) - 1] = rating
  return answers
}

describe('Menopause Rating Scale scoring', () => {
  it('has the 11 items in the official order and subscales', () => {
    expect(MRS_ITEMS.map((item) => item.subscale)).toEqual([
      'somatic',
      'somatic',
      'somatic',
      'psychological',
      'psychological',
      'psychological',
      'psychological',
      'urogenital',
      'urogenital',
      'urogenital',
      'somatic',
    ])
  })

  it.each([
    ['somatic: items 1, 2, 3 and 11', {1: 1, 2: 2, 3: 3, 11: 4}, {somatic: 10, psychological: 0, urogenital: 0}],
    ['psychological: items 4–7', {4: 4, 5: 3, 6: 2, 7: 1}, {somatic: 0, psychological: 10, urogenital: 0}],
    ['urogenital: items 8–10', {8: 1, 9: 2, 10: 4}, {somatic: 0, psychological: 0, urogenital: 7}],
  ])('sums %s', (_name, ratings, expected) => {
    const score = scoreMrs(rated(ratings))
    expect({
      somatic: score.subscales.somatic.score,
      psychological: score.subscales.psychological.score,
      urogenital: score.subscales.urogenital.score,
    }).toEqual(expected)
    expect(score.total).toBe(expected.somatic + expected.psychological + expected.urogenital)
  })

  it('scores 0 to 44', () => {
    expect(scoreMrs(none()).total).toBe(0)
    expect(scoreMrs(Array(MRS_ITEM_COUNT).fill(4))).toMatchObject({
      total: 44,
      totalBand: 'severe',
      subscales: {somatic: {score: 16}, psychological: {score: 16}, urogenital: {score: 12}},
    })
  })

  it.each([
    ['total', 4, 'none or little'],
    ['total', 5, 'mild'],
    ['total', 8, 'mild'],
    ['total', 9, 'moderate'],
    ['total', 16, 'moderate'],
    ['total', 17, 'severe'],
    ['somatic', 2, 'none or little'],
    ['somatic', 3, 'mild'],
    ['somatic', 4, 'mild'],
    ['somatic', 5, 'moderate'],
    ['somatic', 8, 'moderate'],
    ['somatic', 9, 'severe'],
    ['psychological', 1, 'none or little'],
    ['psychological', 2, 'mild'],
    ['psychological', 3, 'mild'],
    ['psychological', 4, 'moderate'],
    ['psychological', 6, 'moderate'],
    ['psychological', 7, 'severe'],
    ['urogenital', 0, 'none or little'],
    ['urogenital', 1, 'mild'],
    ['urogenital', 2, 'moderate'],
    ['urogenital', 3, 'moderate'],
    ['urogenital', 4, 'severe'],
  ] as const)('bands %s %i as %s', (scale, score, band) => {
    expect(mrsBand(scale, score)).toBe(band)
  })

  it('bands each subscale of a scored answer set', () => {
    const score = scoreMrs(rated({1: 2, 3: 1, 4: 2, 9: 1}))
    expect(score.subscales.somatic.band).toBe('mild')
    expect(score.subscales.psychological.band).toBe('mild')
    expect(score.subscales.urogenital.band).toBe('mild')
    expect(score.totalBand).toBe('mild')
  })

  it.each([
    ['one item missing', none().slice(1)],
    ['an unanswered item', [...none().slice(1), null]],
    ['an undefined item', [undefined, ...none().slice(1)]],
    ['a rating above 4', rated({2: 5})],
    ['a negative rating', rated({2: -1})],
    ['a fractional rating', rated({2: 1.5})],
    ['too many items', [...none(), 0]],
  ])('refuses %s', (_name, answers) => {
    expect(mrsAnswersProblem(answers)).not.toBeNull()
    expect(() => scoreMrs(answers)).toThrow(RangeError)
  })

  it('names the item left unrated', () => {
    expect(mrsAnswersProblem([0, 0, null, ...none().slice(3)])).toContain('Sleep problems')
  })
})

describe('MRS red flags (DECISIONS 32)', () => {
  it.each([
    ['depressive mood severe', {4: 3}, ['mood']],
    ['anxiety very severe', {6: 4}, ['mood']],
    ['depressive mood moderate', {4: 2}, []],
    ['heart discomfort severe', {2: 3}, ['palpitations']],
    ['heart discomfort moderate', {2: 2}, []],
    ['both', {2: 4, 4: 4}, ['mood', 'palpitations']],
    ['irritability very severe (no flag)', {5: 4}, []],
  ])('%s', (_name, ratings, flags) => {
    expect(mrsRedFlags(rated(ratings))).toEqual(flags)
  })
})
