import {
  EMPTY_RECORD,
  healthRecord,
  isAfterMenopause,
  readHealthRecord,
  updateHealthRecord,
  withAssessment,
  withQuizHrtBleeding,
  withQuizResult,
  withTrackedBleeding,
  withoutTracker,
  type HealthRecord,
} from '../../../../src/lib/health/record'
import {assessmentRedFlags} from '../../../../src/lib/health/red-flags'
import {stageOfAnswers} from '../../../../src/lib/health/staging'
import {STORAGE_KEYS} from '../../../../src/lib/storage'
import {buildAppointmentSummary, noFlagsLine} from '../../../../src/features/tracking/summary'
import {summaryBlocks} from '../../../../src/features/tracking/summary-pdf'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'

const quiz = (record: HealthRecord, periods: string, age = 'over55', date = '2026-03-01') =>
  withQuizResult(record, {
    stage: stageOfAnswers({periods, symptoms: 'mild', age}, 'postmenopause'),
    title: 'Post-Menopause',
    periods,
    date,
  })
const summaryOf = (record: HealthRecord, scores: Array<{date: string; answers: number[]}> = []) =>
  buildAppointmentSummary({
    name: '',
    today: '2026-04-10',
    locale: 'en-US',
    entries: [],
    scores,
    supplements: [],
    record,
    wording: RED_FLAG_WORDING,
  })

describe('her health record: each tool writes (DECISIONS 45)', () => {
  afterEach(() => window.localStorage.clear())

  it('the quiz writes her stage, how it was reached, hormone use and its flags with their day', () => {
    const record = quiz(EMPTY_RECORD, 'bleeding-after-stopped')
    expect(record.stage).toEqual({
      stage: 'postmenopause',
      title: 'Post-Menopause',
      basis: 'bleeding-pattern',
      periods: 'bleeding-after-stopped',
      date: '2026-03-01',
    })
    expect(record.flags).toEqual([{id: 'bleedingAfterMenopause', source: 'phase-quiz', date: '2026-03-01'}])
    expect(record.screenings).toEqual([{source: 'phase-quiz', date: '2026-03-01'}])
    expect(quiz(EMPTY_RECORD, 'hormonal', '45-55').hormones).toEqual({date: '2026-03-01'})
    // A retake replaces the quiz's flags and hormone answer, and keeps the other tools' flags.
    const retaken = quiz(withTrackedBleeding(record, '2026-03-05'), 'stopped', 'over55', '2026-03-09')
    expect(retaken.flags).toEqual([{id: 'bleedingAfterMenopause', source: 'tracker', date: '2026-03-05'}])
    expect(retaken.hormones).toBeUndefined()
  })

  it('the assessment writes its symptoms and flags; bleeding counts after menopause by the stored stage', () => {
    const after = quiz(EMPTY_RECORD, 'stopped')
    expect(isAfterMenopause(after)).toBe(true)
    const flags = assessmentRedFlags(['menstrual-changes'], {}, isAfterMenopause(after))
    const record = withAssessment(
      after,
      {
        date: '2026-03-02',
        symptoms: [{id: 'menstrual-changes', name: 'Menstrual Cycle Changes', severity: null}],
        recommendations: [],
      },
      flags,
    )
    expect(record.flags).toEqual([{id: 'bleedingAfterMenopause', source: 'assessment', date: '2026-03-02'}])
    expect(record.assessment?.symptoms[0].id).toBe('menstrual-changes')
    expect(assessmentRedFlags(['menstrual-changes'], {}, isAfterMenopause(quiz(EMPTY_RECORD, 'irregular')))).toEqual([])
  })

  it('the tracker raises bleeding after menopause only past menopause, kept with its latest day', () => {
    expect(withTrackedBleeding(quiz(EMPTY_RECORD, 'irregular'), '2026-03-04').flags).toEqual([])
    expect(withTrackedBleeding(EMPTY_RECORD, '2026-03-04')).toBe(EMPTY_RECORD)
    const once = withTrackedBleeding(quiz(EMPTY_RECORD, 'stopped'), '2026-03-04')
    const twice = withTrackedBleeding(withTrackedBleeding(once, '2026-03-08'), '2026-03-06')
    expect(twice.flags).toEqual([{id: 'bleedingAfterMenopause', source: 'tracker', date: '2026-03-08'}])
  })

  it('deleting her tracking data takes the cards of her tracker days with it, and keeps what other tools raised', () => {
    const quizFlagged = quiz(EMPTY_RECORD, 'bleeding-after-stopped')
    expect(quizFlagged.flags.map((flag) => flag.id)).toEqual(['bleedingAfterMenopause'])
    const tracked = withTrackedBleeding(quizFlagged, '2026-03-04', true)
    expect(tracked.flags.filter((flag) => flag.source === 'tracker')).toHaveLength(2)
    const deleted = withoutTracker(tracked)
    expect(deleted.flags).toEqual(quizFlagged.flags)
    expect(deleted.stage).toEqual(quizFlagged.stage)
    expect(deleted.screenings).toEqual(quizFlagged.screenings)
  })

  it('the tracker raises unexpected bleeding on HRT at any stage, beside bleeding after menopause, each with its latest day', () => {
    const before = withTrackedBleeding(quiz(EMPTY_RECORD, 'irregular'), '2026-03-04', true)
    expect(before.flags).toEqual([{id: 'bleedingOnHrt', source: 'tracker', date: '2026-03-04'}])
    expect(withTrackedBleeding(EMPTY_RECORD, '2026-03-04', true).flags).toEqual([
      {id: 'bleedingOnHrt', source: 'tracker', date: '2026-03-04'},
    ])
    const after = withTrackedBleeding(quiz(EMPTY_RECORD, 'stopped'), '2026-03-04', true)
    expect(after.flags.map((flag) => flag.id)).toEqual(['bleedingAfterMenopause', 'bleedingOnHrt'])
    // A later bleed she expected keeps the HRT flag of its day; bleeding after menopause moves to the later day.
    const later = withTrackedBleeding(after, '2026-03-09')
    expect(later.flags).toEqual([
      {id: 'bleedingOnHrt', source: 'tracker', date: '2026-03-04'},
      {id: 'bleedingAfterMenopause', source: 'tracker', date: '2026-03-09'},
    ])
  })

  it('the quiz asks a woman on hormones about unexpected bleeding on HRT: her yes raises its card, her no or a retake takes it', () => {
    const onHormones = quiz(EMPTY_RECORD, 'hormonal', '45-50')
    expect(onHormones.hormones).toEqual({date: '2026-03-01'})
    const yes = withQuizHrtBleeding(onHormones, true, '2026-03-01')
    expect(yes.flags).toEqual([{id: 'bleedingOnHrt', source: 'phase-quiz', date: '2026-03-01'}])
    // Beside the tracker's card of the same kind, each with its source.
    const tracked = withTrackedBleeding(yes, '2026-03-04', true)
    const onHrt = (record: HealthRecord) => record.flags.filter((flag) => flag.id === 'bleedingOnHrt')
    expect(onHrt(tracked).map((flag) => flag.source)).toEqual(['phase-quiz', 'tracker'])
    expect(onHrt(withQuizHrtBleeding(tracked, false, '2026-03-01'))).toEqual([
      {id: 'bleedingOnHrt', source: 'tracker', date: '2026-03-04'},
    ])
    // A retake asks again: the quiz's answer of before is not kept.
    expect(quiz(yes, 'hormonal', '45-50', '2026-03-05').flags).toEqual([])
    expect(summaryOf(yes).redFlags.map((f) => [f.title, f.source, f.date])).toEqual([
      [RED_FLAG_WORDING.bleedingOnHrt.title, 'Phase quiz', 'Mar 1, 2026'],
    ])
  })

  it('is stored validated on this device, and a record that does not fit is dropped', () => {
    updateHealthRecord((record) => quiz(record, 'stopped'))
    expect(readHealthRecord().stage?.stage).toBe('postmenopause')
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEYS.healthRecord, JSON.stringify({flags: [{id: 'nonsense'}], screenings: []}))
    expect(readHealthRecord()).toEqual(EMPTY_RECORD)
    expect(healthRecord.read()).toBeNull()
    error.mockRestore()
  })

  it('removes what the quiz and the assessment kept before the one record, and carries none of it over', () => {
    // Saved under the old staging rules (decision 45): an old "Menopause" for periods paused under 12 months.
    window.localStorage.setItem(
      'phase-quiz-result',
      JSON.stringify({phase: 'menopause', title: "You're likely in Menopause"}),
    )
    window.localStorage.setItem('symptom-assessment-last-result', JSON.stringify({symptoms: ['hot-flashes']}))
    expect(readHealthRecord()).toEqual(EMPTY_RECORD)
    expect(window.localStorage.getItem('phase-quiz-result')).toBeNull()
    expect(window.localStorage.getItem('symptom-assessment-last-result')).toBeNull()
  })
})

describe('the summary reads the record: no flag lost on the way', () => {
  it('says "No screening done yet" when no tool has screened, never "None raised"', () => {
    const summary = summaryOf(EMPTY_RECORD)
    expect(noFlagsLine(summary)).toBe('No screening done yet.')
    expect(summary.stage).toBeNull()
  })

  it('names the tools that screened when none raised a flag', () => {
    expect(noFlagsLine(summaryOf(quiz(EMPTY_RECORD, 'stopped')))).toBe('None raised by: Phase quiz, Mar 1, 2026.')
  })

  it('lists every tool’s flag with its source and day, her stage, how it was reached and hormone use', () => {
    let record = quiz(EMPTY_RECORD, 'bleeding-after-stopped')
    record = withAssessment(
      record,
      {date: '2026-03-02', symptoms: [], recommendations: []},
      assessmentRedFlags(['heavy-bleeding'], {}, true),
    )
    record = withTrackedBleeding(record, '2026-03-07')
    const summary = summaryOf(record, [{date: '2026-03-20', answers: [4, 3, 4, 3, 2, 2, 2, 0, 0, 0, 2]}])
    expect(summary.redFlags.map((f) => [f.title, f.source, f.date])).toEqual([
      ['Strong depression or anxiety', 'Monthly symptom score', 'Mar 20, 2026'],
      ['Strong heart palpitations', 'Monthly symptom score', 'Mar 20, 2026'],
      ['Bleeding after menopause', 'Phase quiz', 'Mar 1, 2026'],
      ['Bleeding after menopause', 'Symptom assessment', 'Mar 2, 2026'],
      ['Bleeding after menopause', 'Symptom tracker', 'Mar 7, 2026'],
      ['Heavy or prolonged bleeding', 'Symptom assessment', 'Mar 2, 2026'],
      // A severe MRS total (22 of 44, 17+), somatic (13, 9+) and psychological (9, 7+) subscale are reasons too.
      ['Severe symptoms on the Menopause Rating Scale', 'Monthly symptom score', 'Mar 20, 2026'],
    ])
    expect(summary.redFlags.at(-1)?.text).toBe(
      'Scored in the severe band: total 22 of 44, somatic symptoms 13 of 16, psychological symptoms 9 of 16.',
    )
    expect(summary.stage).toBe('Post-Menopause (from my periods; phase quiz, Mar 1, 2026)')
    expect(summary.bands).toContain('total 0–4 none or little, 5–8 mild, 9–16 moderate, 17+ severe')
    expect(summary.bands).toContain('Heinemann 2004')
  })

  it('prints only the notes she marked for her doctor, with their day', () => {
    const summary = buildAppointmentSummary({
      name: '',
      today: '2026-04-10',
      locale: 'en-US',
      entries: [
        {date: '2026-03-02', symptoms: {hotFlashes: 1, sleep: 7, mood: 4, energy: 4}, notes: 'Private note'},
        {
          date: '2026-03-03',
          symptoms: {hotFlashes: 1, sleep: 7, mood: 4, energy: 4},
          notes: 'Spotting after a walk',
          bleeding: true,
          notesForDoctor: true,
        },
      ],
      scores: [],
      supplements: [],
      record: EMPTY_RECORD,
      wording: RED_FLAG_WORDING,
    })
    expect(summary.doctorNotes).toEqual(['Mar 3, 2026: Spotting after a walk'])
    expect(summaryBlocks(summary).some((b) => 'text' in b && b.text === 'Mar 3, 2026: Spotting after a walk')).toBe(
      true,
    )
  })

  it('prints the same flags, stage and bands in the PDF as on the page', () => {
    const record = withTrackedBleeding(quiz(EMPTY_RECORD, 'hormonal', '45-55'), '2026-03-07')
    const summary = summaryOf(quiz(record, 'stopped'))
    const text = summaryBlocks(summary)
      .map((block) => ('text' in block ? block.text : ''))
      .join('\n')
    expect(text).toContain(summary.stage ?? 'missing')
    expect(text).toContain(summary.bands)
    for (const flag of summary.redFlags)
      expect(text).toContain(`${flag.title}: ${flag.text} (${flag.source}, ${flag.date})`)
    expect(summaryBlocks(summaryOf(EMPTY_RECORD)).some((b) => 'text' in b && b.text === 'No screening done yet.')).toBe(
      true,
    )
  })
})
