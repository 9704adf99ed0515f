import {assessmentRedFlags, mergeRedFlags, parseRedFlags, quizRedFlags} from '../../../../src/lib/health/red-flags'

const chosen = (...ids: string[]) => ids

describe('assessment red flags (DECISIONS 32)', () => {
  it('flags depression or anxiety rated 4 or 5', () => {
    expect(assessmentRedFlags(chosen('depression'), {depression: 4})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('anxiety'), {anxiety: 5})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('depression', 'anxiety'), {depression: 5, anxiety: 5})).toEqual(['mood'])
  })
  it('flags palpitations rated 4 or 5', () => {
    expect(assessmentRedFlags(chosen('palpitations'), {palpitations: 4})).toEqual(['palpitations'])
    expect(assessmentRedFlags(chosen('palpitations'), {palpitations: 5})).toEqual(['palpitations'])
  })
  it('does not flag ratings of 1–3, unrated symptoms, or other symptoms rated 5', () => {
    expect(assessmentRedFlags(chosen('depression', 'anxiety', 'palpitations'), {depression: 3, anxiety: 1, palpitations: 3})).toEqual([])
    expect(assessmentRedFlags(chosen('depression', 'palpitations'), {})).toEqual([])
    expect(assessmentRedFlags(chosen('hot-flashes', 'mood', 'stress'), {'hot-flashes': 5, mood: 5, stress: 5})).toEqual([])
  })
  it('ignores a rating left behind for a symptom no longer chosen', () => {
    expect(assessmentRedFlags(chosen('sleep'), {depression: 5, palpitations: 5})).toEqual([])
  })
  it('lists the crisis message first when several rules apply', () => {
    expect(assessmentRedFlags(chosen('palpitations', 'anxiety'), {palpitations: 5, anxiety: 4})).toEqual(['mood', 'palpitations'])
  })
})

describe('phase quiz red flags (DECISIONS 32)', () => {
  it('flags periods stopping, or months apart, before 40', () => {
    expect(quizRedFlags({periods: 'stopped', symptoms: 'mild', age: 'under40'})).toEqual(['earlyMenopause'])
    expect(quizRedFlags({periods: 'approaching', symptoms: 'mild', age: 'under40'})).toEqual(['earlyMenopause'])
  })
  it('does not flag stopped periods from 40 on, or regular and irregular periods under 40', () => {
    expect(quizRedFlags({periods: 'stopped', age: '40-45'})).toEqual([])
    expect(quizRedFlags({periods: 'stopped', age: 'over55'})).toEqual([])
    expect(quizRedFlags({periods: 'regular', age: 'under40'})).toEqual([])
    expect(quizRedFlags({periods: 'irregular', age: 'under40'})).toEqual([])
  })
  it('flags bleeding after a year without periods, at any age', () => {
    expect(quizRedFlags({periods: 'bleeding-after-stopped', age: 'over55'})).toEqual(['bleedingAfterMenopause'])
    expect(quizRedFlags({periods: 'bleeding-after-stopped', age: 'under40'})).toEqual(['bleedingAfterMenopause', 'earlyMenopause'])
  })
  it('flags nothing before the questions are answered', () => {
    expect(quizRedFlags({})).toEqual([])
  })
})

describe('combining and reading back flags', () => {
  it('merges without duplicates, in the card order', () => {
    expect(mergeRedFlags(['palpitations'], ['earlyMenopause', 'palpitations'], ['mood'])).toEqual(['mood', 'palpitations', 'earlyMenopause'])
  })
  it('keeps only known ids from stored data', () => {
    expect(parseRedFlags(['earlyMenopause', 'nonsense', 3])).toEqual(['earlyMenopause'])
    expect(parseRedFlags('mood')).toEqual([])
    expect(parseRedFlags(undefined)).toEqual([])
  })
})
