import {MRS_ITEM_COUNT} from '../../../../src/lib/health/menopause-rating-scale'
import {scoreDue, scoredDays, scoreTrendSentences} from '../../../../src/lib/health/score-trend'

/** Somatic 4 items, psychological 4, urogenital 3: the same rating in each subscale's first item. */
const answers = (somatic: number, psychological: number, urogenital: number) => {
  const list = Array<number>(MRS_ITEM_COUNT).fill(0)
  list[0] = somatic
  list[3] = psychological
  list[7] = urogenital
  return list
}
const psych = (total: number) => {
  // Spread a psychological total over items 4–7.
  const list = Array<number>(MRS_ITEM_COUNT).fill(0)
  let left = total
  for (const index of [3, 4, 5, 6]) {
    list[index] = Math.min(4, left)
    left -= list[index]
  }
  return list
}

describe('score trend sentences', () => {
  it('claims no trend with no score or one score', () => {
    expect(scoreTrendSentences([], 'en-US')).toBeNull()
    expect(scoreTrendSentences([{date: '2026-03-02', answers: answers(1, 1, 1)}], 'en-US')).toBeNull()
  })

  it('says the change since the first score, with the month', () => {
    const sentences = scoreTrendSentences(
      [
        {date: '2026-03-02', answers: psych(14)},
        {date: '2026-04-01', answers: psych(9)},
      ],
      'en-US',
    )
    expect(sentences).toContain('Psychological symptoms: 14 → 9 since March (down 5).')
    expect(sentences).toContain('Total MRS score: 14 → 9 since March (down 5).')
    expect(sentences).toContain('Somatic symptoms: 0 → 0 since March (no change).')
  })

  it('adds the change since the previous score from the third score on', () => {
    const sentences = scoreTrendSentences(
      [
        {date: '2026-01-05', answers: answers(2, 2, 1)},
        {date: '2026-02-05', answers: answers(4, 2, 1)},
        {date: '2026-03-05', answers: answers(3, 2, 2)},
      ],
      'en-US',
    )
    expect(sentences).toEqual([
      'Total MRS score: 5 → 7 since January (up 2); 7 → 7 since the previous score in February.',
      'Somatic symptoms: 2 → 3 since January (up 1); 4 → 3 since the previous score in February.',
      'Psychological symptoms: 2 → 2 since January (no change); 2 → 2 since the previous score in February.',
      'Urogenital symptoms: 1 → 2 since January (up 1); 1 → 2 since the previous score in February.',
    ])
  })

  it('names the year when the first score is from another year', () => {
    const sentences = scoreTrendSentences(
      [
        {date: '2025-12-20', answers: answers(1, 0, 0)},
        {date: '2026-01-20', answers: answers(0, 0, 0)},
      ],
      'en-US',
    )
    expect(sentences?.[0]).toBe('Total MRS score: 1 → 0 since December 2025 (down 1).')
  })

  it('keeps one score a day (the last) and orders by date', () => {
    const days = scoredDays([
      {date: '2026-02-01', answers: answers(4, 0, 0)},
      {date: '2026-01-01', answers: answers(1, 0, 0)},
      {date: '2026-02-01', answers: answers(2, 0, 0)},
    ])
    expect(days.map((day) => [day.date, day.score.total])).toEqual([
      ['2026-01-01', 1],
      ['2026-02-01', 2],
    ])
  })
})

describe('when the score is suggested again', () => {
  it('is due with no score, and 28 days after the last one', () => {
    expect(scoreDue([], '2026-03-01', 28)).toBe(true)
    const taken = [{date: '2026-03-01', answers: answers(0, 0, 0)}]
    expect(scoreDue(taken, '2026-03-28', 28)).toBe(false)
    expect(scoreDue(taken, '2026-03-29', 28)).toBe(true)
  })
})
