import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {isAnswered, resultNotes, stageFromAnswers, type QuizQuestion} from '../../../../src/features/phase-quiz/logic'
import {PERIODS_ANSWER_RULES} from '../../../../content-model/options'

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
const PERIODS = questions[0].options.map((o) => o.value)
const ALL = PERIODS.flatMap((periods) =>
  SYMPTOMS.flatMap((symptoms) => AGES.map((age) => [periods, symptoms, age] as const)),
)

/** The table of docs/health-rules.md "Stage of the menopause transition": stage, basis and late transition. */
const BLEEDING_PATTERN: Record<string, {stage: string; late: boolean}> = {
  irregular: {stage: 'perimenopause', late: false},
  approaching: {stage: 'perimenopause', late: true},
  missed: {stage: 'perimenopause', late: true},
  stopped: {stage: 'postmenopause', late: false},
  'bleeding-after-stopped': {stage: 'postmenopause', late: false},
}

describe('stage from the bleeding pattern (DECISIONS 45, STRAW+10: Harlow et al., Menopause 2012)', () => {
  it('offers exactly the periods answers whose rule the code fixes, the three "I can\'t tell" answers among them', () => {
    expect(questions[0].id).toBe('periods')
    expect([...PERIODS].sort()).toEqual(Object.keys(PERIODS_ANSWER_RULES).sort())
    expect(PERIODS).toEqual(expect.arrayContaining(['hysterectomy-ovaries-kept', 'ovaries-removed', 'hormonal']))
  })

  const decided = ALL.filter(([periods]) => periods in BLEEDING_PATTERN)
  it.each(decided)('periods %s, symptoms %s, age %s: the bleeding pattern decides', (periods, symptoms, age) => {
    const result = stage(periods, symptoms, age)
    expect({stage: result.stage, late: result.lateTransition}).toEqual(BLEEDING_PATTERN[periods])
    expect(result.basis).toBe('bleeding-pattern')
  })

  it.each(SYMPTOMS.flatMap((symptoms) => AGES.map((age) => [symptoms, age] as const)))(
    'regular periods, symptoms %s, age %s: reproductive stage without symptoms, perimenopause with them',
    (symptoms, age) => {
      expect(stage('regular', symptoms, age).stage).toBe(symptoms === 'none' ? 'reproductive' : 'perimenopause')
    },
  )

  it('says perimenopause, never menopause, for a pause under 12 months (NICE NG23: menopause after 12 months)', () => {
    for (const [symptoms, age] of [
      ['moderate', '45-55'],
      ['managing', 'over55'],
    ])
      expect(stage('missed', symptoms, age)).toMatchObject({stage: 'perimenopause', lateTransition: true})
  })
})

describe('"I can\'t tell", split by its cause (DECISIONS 45, NICE NG23 1.2)', () => {
  it.each(SYMPTOMS.flatMap((symptoms) => AGES.map((age) => [symptoms, age] as const)))(
    'ovaries removed, symptoms %s, age %s: a surgical menopause, no contraception note',
    (symptoms, age) => {
      expect(stage('ovaries-removed', symptoms, age)).toMatchObject({
        stage: 'postmenopause',
        basis: 'surgery',
        contraception: null,
      })
    },
  )

  // Hysterectomy with ovaries kept, or hormones: the original votes of the symptom and age answers, as an estimate.
  it.each([
    ['none', 'under40', 'reproductive'], // every vote for premenopausal: not in the transition
    ['mild', '40-45', 'perimenopause'],
    ['moderate', '45-55', 'menopause'],
    ['managing', 'over55', 'postmenopause'],
    ['mild', '45-55', 'menopause'], // one vote each: the tie goes to the later phase
    ['moderate', 'over55', 'postmenopause'],
    ['managing', '40-45', 'postmenopause'],
    ['none', 'over55', 'perimenopause'], // a tie with premenopausal, the last of the original order: shown as perimenopause
    ['moderate', 'under40', 'perimenopause'],
    ['mild', 'under40', 'perimenopause'],
  ])('hysterectomy or hormones, symptoms %s, age %s → %s, as an estimate', (symptoms, age, expected) => {
    for (const periods of ['hysterectomy-ovaries-kept', 'hormonal'])
      expect(stage(periods, symptoms, age)).toMatchObject({stage: expected, basis: 'symptoms-and-age'})
  })

  it("adds each cause's Studio note (surgical menopause, or that a clinician can confirm), and no note otherwise", () => {
    const note = (periods: string) => resultNotes(questions, {periods, symptoms: 'mild', age: '45-55'})
    expect(note('hysterectomy-ovaries-kept')).toEqual([expect.stringMatching(/confirm/i)])
    expect(note('hormonal')).toEqual([expect.stringMatching(/confirm/i)])
    expect(note('ovaries-removed')).toEqual([expect.stringMatching(/surgical menopause/i)])
    expect(note('irregular')).toEqual([])
  })
})

describe('under 40: premature ovarian insufficiency first (DECISIONS 45, ESHRE POI guideline 2016)', () => {
  it.each(ALL.filter(([, , age]) => age === 'under40'))(
    'periods %s, symptoms %s, under 40: the card leads on any change, pause or symptom',
    (periods, symptoms) => {
      const result = stage(periods, symptoms, 'under40')
      const noChange = result.stage === 'reproductive'
      expect(result.insufficiencyFirst).toBe(!noChange)
      expect(result.redFlags.includes('earlyMenopause')).toBe(!noChange)
      expect(result.redFlags).not.toContain('earlyMenopause40to44')
    },
  )

  it('is quiet only for regular periods (or no cause to go by) with no symptoms', () => {
    expect(stage('regular', 'none', 'under40').insufficiencyFirst).toBe(false)
    expect(stage('hormonal', 'none', 'under40').insufficiencyFirst).toBe(false)
    expect(stage('regular', 'mild', 'under40').insufficiencyFirst).toBe(true)
    expect(stage('stopped', 'none', 'under40').insufficiencyFirst).toBe(true)
    expect(stage('ovaries-removed', 'none', 'under40').insufficiencyFirst).toBe(true)
  })
})

describe('40 to 44: the early-menopause card whichever path (DECISIONS 45, ESHRE POI guideline 2016)', () => {
  it.each(ALL.filter(([, , age]) => age === '40-45'))('periods %s, symptoms %s, age 40–44', (periods, symptoms) => {
    const result = stage(periods, symptoms, '40-45')
    const reached = result.lateTransition || result.stage === 'menopause' || result.stage === 'postmenopause'
    expect(result.redFlags.includes('earlyMenopause40to44')).toBe(reached)
    expect(result.insufficiencyFirst).toBe(false)
  })

  it('reaches it by the bleeding pattern, by surgery and by the estimate', () => {
    expect(stage('missed', 'none', '40-45').redFlags).toEqual(['earlyMenopause40to44'])
    expect(stage('ovaries-removed', 'none', '40-45').redFlags).toEqual(['earlyMenopause40to44'])
    expect(stage('hysterectomy-ovaries-kept', 'moderate', '40-45').redFlags).toEqual(['earlyMenopause40to44'])
    expect(stage('irregular', 'moderate', '40-45').redFlags).toEqual([])
  })

  it('raises no age card from 45 on', () => {
    for (const [periods, symptoms, age] of ALL.filter(([, , a]) => a === '45-55' || a === 'over55'))
      expect(stage(periods, symptoms, age).redFlags.filter((id) => id !== 'bleedingAfterMenopause')).toEqual([])
  })
})

describe('bleeding after menopause (ACOG Committee Opinion 734)', () => {
  it.each(ALL)('periods %s, symptoms %s, age %s: the card exactly for bleeding after 12 months', (periods, s, age) => {
    expect(stage(periods, s, age).redFlags.includes('bleedingAfterMenopause')).toBe(
      periods === 'bleeding-after-stopped',
    )
  })
  it('lists it before the age card', () => {
    expect(stage('bleeding-after-stopped', 'mild', 'under40').redFlags).toEqual([
      'bleedingAfterMenopause',
      'earlyMenopause',
    ])
    expect(stage('bleeding-after-stopped', 'mild', '40-45').redFlags).toEqual([
      'bleedingAfterMenopause',
      'earlyMenopause40to44',
    ])
  })
})

describe('contraception (FSRH, Contraception for Women Aged Over 40 Years, 2017)', () => {
  it.each(ALL)('periods %s, symptoms %s, age %s', (periods, symptoms, age) => {
    const result = stage(periods, symptoms, age)
    const expected =
      age === 'over55' || result.stage === 'reproductive'
        ? null
        : periods === 'hormonal'
          ? 'ask-with-hormones'
          : periods === 'ovaries-removed' || periods === 'hysterectomy-ovaries-kept'
            ? null
            : 'until-no-period'
    expect(result.contraception).toBe(expected)
  })
})

describe('bleeding on HRT (NICE NG23: unscheduled bleeding on HRT)', () => {
  it.each(ALL)(
    'periods %s, symptoms %s, age %s: asked exactly when her periods answer says hormones',
    (periods, symptoms, age) => {
      expect(stage(periods, symptoms, age).onHormones).toBe(periods === 'hormonal')
    },
  )
})

describe('answers', () => {
  it('knows whether the current question has an answer', () => {
    expect(isAnswered(questions[0], {})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'bogus'})).toBe(false)
    expect(isAnswered(questions[0], {periods: 'missed'})).toBe(true)
    expect(isAnswered(undefined, {})).toBe(false)
  })
})
