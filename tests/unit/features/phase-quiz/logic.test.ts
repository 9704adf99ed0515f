import {isAnswered, scoreQuiz, type QuizQuestion} from '../../../../src/features/phase-quiz/logic'

const option = (value: string, phase: QuizQuestion['options'][number]['phase']) => ({value, label: value, phase})
const questions: QuizQuestion[] = [
  {id: 'periods', question: 'Periods?', options: [option('regular', 'premenopausal'), option('irregular', 'perimenopause'), option('approaching', 'menopause'), option('stopped', 'postmenopause')]},
  {id: 'symptoms', question: 'Symptoms?', options: [option('none', 'premenopausal'), option('mild', 'perimenopause'), option('moderate', 'menopause'), option('managing', 'postmenopause')]},
  {id: 'age', question: 'Age?', options: [option('under40', 'premenopausal'), option('40-45', 'perimenopause'), option('45-55', 'menopause'), option('over55', 'postmenopause')]},
]
const score = (periods: string, symptoms: string, age: string) => scoreQuiz(questions, {periods, symptoms, age})

describe('phase quiz scoring', () => {
  it('picks the phase with most votes', () => {
    expect(score('irregular', 'mild', '45-55')).toBe('perimenopause')
    expect(score('approaching', 'moderate', '40-45')).toBe('menopause')
    expect(score('irregular', 'managing', 'over55')).toBe('postmenopause')
  })
  it('returns postmenopause after a year without periods and bleeding since (a red flag, not a new phase)', () => {
    const withBleeding: QuizQuestion[] = [{...questions[0], options: [...questions[0].options, option('bleeding-after-stopped', 'postmenopause')]}, ...questions.slice(1)]
    expect(scoreQuiz(withBleeding, {periods: 'bleeding-after-stopped', symptoms: 'mild', age: '40-45'})).toBe('postmenopause')
  })
  it("returns postmenopause whenever periods have 'stopped'", () => {
    expect(score('stopped', 'none', 'under40')).toBe('postmenopause')
    expect(score('stopped', 'mild', '40-45')).toBe('postmenopause')
  })
  it('never shows premenopausal: a premenopausal majority becomes perimenopause', () => {
    expect(score('regular', 'none', 'under40')).toBe('perimenopause')
    expect(score('regular', 'none', '45-55')).toBe('perimenopause')
  })
  // Three answers can only tie three ways (one vote each); the later phase of the spec's order wins.
  it.each([
    ['perimenopause, menopause, postmenopause', ['irregular', 'moderate', 'over55'], 'postmenopause'],
    ['menopause, perimenopause, postmenopause', ['approaching', 'mild', 'over55'], 'postmenopause'],
    ['perimenopause, menopause, premenopausal (shown as perimenopause)', ['irregular', 'moderate', 'under40'], 'perimenopause'],
    ['menopause, postmenopause, premenopausal (shown as perimenopause)', ['approaching', 'managing', 'under40'], 'perimenopause'],
    ['premenopausal, perimenopause, postmenopause (shown as perimenopause)', ['regular', 'mild', 'over55'], 'perimenopause'],
    ['premenopausal, menopause, postmenopause (shown as perimenopause)', ['regular', 'moderate', 'over55'], 'perimenopause'],
  ])('breaks a tie of %s towards the later phase', (_case, [p, s, a], expected) => {
    expect(score(p, s, a)).toBe(expected)
  })
  it('knows whether the current question has an answer', () => {
    expect(isAnswered(questions[0], {})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'bogus'})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'regular'})).toBe(true)
    expect(isAnswered(undefined, {})).toBe(false)
  })
})
