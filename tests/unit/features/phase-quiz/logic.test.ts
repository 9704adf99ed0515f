import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {isAnswered, resultNotes, stageFromAnswers, type QuizQuestion} from '../../../../src/features/phase-quiz/logic'
import {PERIODS_ANSWER_STAGES} from '../../../../content-model/options'

/** The quiz as the site shows it: the embedded content's questions. */
const questions: QuizQuestion[] = readFileSync(join(__dirname, '../../../../content/phaseQuizQuestions.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map(
    (line) =>
      JSON.parse(line) as {questionId: string; question: string; options: QuizQuestion['options']; sortOrder: number},
  )
  .sort((a, b) => a.sortOrder - b.sortOrder)
  .map(({questionId, question, options}) => ({
    id: questionId,
    question,
    options: options.map((o) => ({...o, phase: o.phase ?? null})),
  }))

const stage = (periods: string, symptoms: string, age: string) => stageFromAnswers(questions, {periods, symptoms, age})
const SYMPTOMS = ['none', 'mild', 'moderate', 'managing']
const AGES = ['under40', '40-45', '45-55', 'over55']

describe('stage from the bleeding pattern (DECISIONS 35, STRAW+10)', () => {
  it('offers exactly the periods answers whose stage the code fixes', () => {
    expect(questions[0].id).toBe('periods')
    expect(questions[0].options.map((o) => o.value).sort()).toEqual(Object.keys(PERIODS_ANSWER_STAGES).sort())
  })

  // Every bleeding answer that decides, with every symptom level and every age: 6 × 4 × 4 = 96 combinations.
  const decided: Array<[string, string]> = [
    ['regular', 'perimenopause'],
    ['irregular', 'perimenopause'],
    ['approaching', 'perimenopause'],
    ['missed', 'menopause'],
    ['stopped', 'postmenopause'],
    ['bleeding-after-stopped', 'postmenopause'],
  ]
  const table = decided.flatMap(([periods, expected]) =>
    SYMPTOMS.flatMap((symptoms) => AGES.map((age) => [periods, symptoms, age, expected] as const)),
  )
  it.each(table)(
    'periods %s, symptoms %s, age %s → %s, whatever the other answers',
    (periods, symptoms, age, expected) => {
      expect(stage(periods, symptoms, age)).toEqual({phase: expected, estimated: false})
    },
  )

  it('never says menopause while periods still come: the case the spec votes got wrong', () => {
    expect(stage('irregular', 'moderate', '45-55').phase).toBe('perimenopause')
    expect(stage('approaching', 'moderate', 'over55').phase).toBe('perimenopause')
  })

  // "I can't tell" (hysterectomy, hormonal IUD, pill or HRT): the original votes of the symptom and age answers.
  it.each([
    ['none', 'under40', 'perimenopause'], // premenopausal majority is shown as perimenopause
    ['mild', '40-45', 'perimenopause'],
    ['moderate', '45-55', 'menopause'],
    ['managing', 'over55', 'postmenopause'],
    ['mild', '45-55', 'menopause'], // one vote each: the tie goes to the later phase
    ['moderate', 'over55', 'postmenopause'],
    ['managing', '40-45', 'postmenopause'],
    ['none', 'over55', 'perimenopause'], // a tie with premenopausal, the last of the original order: shown as perimenopause
    ['moderate', 'under40', 'perimenopause'],
    ['mild', 'under40', 'perimenopause'],
  ])("can't tell, symptoms %s, age %s → %s, as an estimate", (symptoms, age, expected) => {
    expect(stage('cant-tell', symptoms, age)).toEqual({phase: expected, estimated: true})
  })

  it("adds the Studio's note that a clinician can confirm an estimated stage, and no note otherwise", () => {
    expect(resultNotes(questions, {periods: 'cant-tell', symptoms: 'mild', age: '45-55'})).toEqual([
      expect.stringMatching(/confirm/i),
    ])
    expect(resultNotes(questions, {periods: 'irregular', symptoms: 'mild', age: '45-55'})).toEqual([])
  })

  it('knows whether the current question has an answer', () => {
    expect(isAnswered(questions[0], {})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'bogus'})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'missed'})).toBe(true)
    expect(isAnswered(undefined, {})).toBe(false)
  })
})
