import {milliseconds} from 'date-fns/milliseconds'
import {
  keptStepFrom,
  buildLastAssessment,
  buildSubmission,
  checkSavedProgress,
  EMPTY_ANSWERS,
  selectRecommendations,
  shouldSaveProgress,
  type Answers,
} from '../../../../src/features/assessment/logic'
import type {RemedyProfile} from '../../../../src/lib/health/recommendations'

const profile = (
  slug: string,
  name: string,
  symptoms: string[],
  moderateEvidenceFor: string[] = [],
): RemedyProfile => ({
  slug,
  name,
  emoji: null,
  symptoms,
  moderateEvidenceFor,
  evidenceLevel: moderateEvidenceFor.length > 0 ? 'Moderate clinical evidence' : 'Limited clinical evidence',
  referenceOnly: false,
})
const remedies = [
  profile('black-cohosh', 'Black Cohosh', ['hot-flashes', 'night-sweats']),
  profile('magnesium-glycinate', 'Magnesium Glycinate', ['sleep', 'anxiety']),
  profile('vitamin-d3', 'Vitamin D3', ['bone-health'], ['bone-health']),
  profile('cool-room', 'Cool Sleep Environment', ['sleep', 'hot-flashes']),
  profile('breathing', 'Deep Breathing', ['anxiety']),
  profile('melatonin', 'Melatonin', ['sleep']),
  profile('valerian', 'Valerian', ['sleep']),
]

const answers = (over: Partial<Answers> = {}): Answers => ({...EMPTY_ANSWERS, ...over})
const chose = (symptoms: string[], severity: Record<string, number> = {}) =>
  answers({selectedSymptoms: Object.fromEntries(symptoms.map((id) => [id, true])), severity})

describe('selectRecommendations', () => {
  const slugs = (symptoms: string[], severity: Record<string, number> = {}) =>
    selectRecommendations(remedies, chose(symptoms, severity), null).map((r) => r.slug)
  it('keeps entries listing any chosen symptom, in database order', () => {
    expect(slugs(['night-sweats', 'hair-health'])).toEqual(['black-cohosh'])
  })
  it('keeps the first 5 only', () => {
    expect(slugs(['sleep', 'hot-flashes', 'anxiety'])).toEqual([
      'black-cohosh',
      'magnesium-glycinate',
      'cool-room',
      'breathing',
      'melatonin',
    ])
  })
  it('returns nothing when no entry matches', () => {
    expect(slugs(['hair-health'])).toEqual([])
  })
})

describe('selectRecommendations ordered by severity (DECISIONS 33)', () => {
  const slugs = (selected: string[], severity: Record<string, number>) =>
    selectRecommendations(remedies, chose(selected, severity), null).map((r) => r.slug)
  it('puts the remedies for the most severe symptom first, then keeps database order', () => {
    expect(slugs(['hot-flashes', 'sleep', 'anxiety'], {'hot-flashes': 1, sleep: 1, anxiety: 5})).toEqual([
      'magnesium-glycinate',
      'breathing',
      'black-cohosh',
      'cool-room',
      'melatonin',
    ])
    expect(slugs(['hot-flashes', 'sleep', 'anxiety'], {'hot-flashes': 5, sleep: 1, anxiety: 1})).toEqual([
      'black-cohosh',
      'cool-room',
      'magnesium-glycinate',
      'breathing',
      'melatonin',
    ])
  })
  it('ranks a remedy by the highest rating among the chosen symptoms it addresses', () => {
    // cool-room addresses sleep (2) and hot flashes (4): it ranks with the hot-flash remedies.
    expect(slugs(['hot-flashes', 'sleep'], {'hot-flashes': 4, sleep: 2})).toEqual([
      'black-cohosh',
      'cool-room',
      'magnesium-glycinate',
      'melatonin',
      'valerian',
    ])
  })
  it('orders before the cut to 5, so a severe symptom lower in the database still makes the list', () => {
    expect(slugs(['sleep', 'hot-flashes', 'anxiety'], {})).not.toContain('valerian')
    expect(slugs(['sleep', 'hot-flashes', 'anxiety'], {sleep: 5, 'hot-flashes': 2, anxiety: 2})).toEqual([
      'magnesium-glycinate',
      'cool-room',
      'melatonin',
      'valerian',
      'black-cohosh',
    ])
  })
  it('treats unrated symptoms as the lowest, and at equal rating puts at least moderate evidence first', () => {
    expect(slugs(['bone-health', 'anxiety'], {anxiety: 1})).toEqual(['magnesium-glycinate', 'breathing', 'vitamin-d3'])
    expect(slugs(['anxiety', 'bone-health'], {})).toEqual(['vitamin-d3', 'magnesium-glycinate', 'breathing'])
  })
})

describe('saved progress', () => {
  const now = 1_800_000_000_000
  const saved = (over: Record<string, unknown> = {}) => ({
    currentStep: 1,
    answers: {selectedSymptoms: {sleep: true}, severity: {sleep: 3}, email: ''},
    timestamp: now - 1000,
    ...over,
  })

  it('is saved once past step 1 or once a symptom is chosen', () => {
    expect(shouldSaveProgress(0, EMPTY_ANSWERS)).toBe(false)
    expect(shouldSaveProgress(0, answers({selectedSymptoms: {sleep: false}}))).toBe(false)
    expect(shouldSaveProgress(0, answers({selectedSymptoms: {sleep: true}}))).toBe(true)
    expect(shouldSaveProgress(2, EMPTY_ANSWERS)).toBe(true)
    expect(shouldSaveProgress(3, answers({selectedSymptoms: {sleep: true}}))).toBe(false)
  })

  it('offers to resume fresh progress past the first step', () => {
    expect(checkSavedProgress(saved(), now)).toEqual({kind: 'resumable', progress: saved()})
  })

  it('does not offer to resume progress still on the first step', () => {
    expect(checkSavedProgress(saved({currentStep: 0}), now)).toEqual({kind: 'none'})
  })

  it('expires after 24 hours', () => {
    expect(checkSavedProgress(saved({timestamp: now - milliseconds({hours: 24})}), now).kind).toBe('resumable')
    expect(checkSavedProgress(saved({timestamp: now - milliseconds({hours: 24}) - 1}), now)).toEqual({kind: 'expired'})
  })

  it.each([
    ['a string', 'garbage'],
    ['an array', [1, 2]],
    ['a missing timestamp', {currentStep: 1, answers: {selectedSymptoms: {}, severity: {}, email: ''}}],
    ['a step out of range', {currentStep: 9, answers: {selectedSymptoms: {}, severity: {}, email: ''}, timestamp: 1}],
    ['missing answers', {currentStep: 1, timestamp: 1}],
    [
      'a severity of 7',
      {currentStep: 1, answers: {selectedSymptoms: {}, severity: {sleep: 7}, email: ''}, timestamp: 1},
    ],
    [
      'a non-boolean selection',
      {currentStep: 1, answers: {selectedSymptoms: {sleep: 'yes'}, severity: {}, email: ''}, timestamp: 1},
    ],
  ])('treats %s as corrupt', (_case, stored) => {
    expect(checkSavedProgress(stored, now)).toEqual({kind: 'corrupt'})
  })

  it('reports nothing stored', () => {
    expect(checkSavedProgress(null, now)).toEqual({kind: 'none'})
  })
})

describe('submission and summary', () => {
  const a = answers({
    selectedSymptoms: {sleep: true, anxiety: true, 'hot-flashes': false},
    severity: {sleep: 4, 'hot-flashes': 2},
    email: '  ',
  })
  it('sends chosen symptoms, their ratings, recommendation ids, no phase, and null for a blank email', () => {
    expect(buildSubmission(a, selectRecommendations(remedies, chose(['anxiety']), null).slice(0, 1))).toEqual({
      email: null,
      symptoms: ['sleep', 'anxiety'],
      severity: {sleep: 4},
      recommendations: ['magnesium-glycinate'],
      phase: null,
    })
    expect(buildSubmission({...a, email: ' me@example.com '}, []).email).toBe('me@example.com')
  })
  it('summarises names and severities for the doctor summary', () => {
    const catalogue = [
      {id: 'sleep', name: 'Sleep Issues', icon: '😴'},
      {id: 'anxiety', name: 'Anxiety', icon: '😟'},
      {id: 'hot-flashes', name: 'Hot Flashes', icon: '🔥'},
    ]
    expect(
      buildLastAssessment(
        a,
        catalogue,
        selectRecommendations(remedies, chose(['anxiety']), null).slice(0, 1),
        new Date(2026, 10, 21, 6, 0),
      ),
    ).toEqual({
      date: '2026-11-21',
      symptoms: [
        {id: 'sleep', name: 'Sleep Issues', severity: 4},
        {id: 'anxiety', name: 'Anxiety', severity: null},
      ],
      recommendations: [{slug: 'magnesium-glycinate', name: 'Magnesium Glycinate'}],
    })
  })
})

describe('the step kept in history', () => {
  const answers = {selectedSymptoms: {'hot-flashes': true}, severity: {'hot-flashes': 4}, email: ''}

  it('gives back the step and answers a history entry kept, past the first step', () => {
    expect(keptStepFrom({key: 'abc', assessment: {step: 2, answers}})).toEqual({step: 2, answers})
    expect(keptStepFrom({assessment: {step: 3, answers}})).toEqual({step: 3, answers})
  })

  it('returns nothing for the first step, a missing or malformed state', () => {
    expect(keptStepFrom(null)).toBeNull()
    expect(keptStepFrom({key: 'abc'})).toBeNull()
    expect(keptStepFrom({assessment: {step: 0, answers}})).toBeNull()
    expect(keptStepFrom({assessment: {step: 4, answers}})).toBeNull()
    expect(keptStepFrom({assessment: {step: 1.5, answers}})).toBeNull()
    expect(keptStepFrom({assessment: {step: 2, answers: {...answers, severity: {'hot-flashes': 9}}}})).toBeNull()
    expect(keptStepFrom({assessment: {step: 2}})).toBeNull()
  })
})
