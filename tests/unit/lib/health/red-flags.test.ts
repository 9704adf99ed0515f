import {
  asksAboutHotFlashes,
  assessmentRedFlags,
  flaggedSymptoms,
  mergeRedFlags,
} from '../../../../src/lib/health/red-flags'

const chosen = (...ids: string[]) => ids

describe('assessment red flags (DECISIONS 32, widened in docs/health-rules.md)', () => {
  it('flags depression or anxiety rated 4 or 5', () => {
    expect(assessmentRedFlags(chosen('depression'), {depression: 4})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('anxiety'), {anxiety: 5})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('depression', 'anxiety'), {depression: 5, anxiety: 5})).toEqual(['mood'])
  })
  it('flags palpitations rated 4 or 5', () => {
    expect(assessmentRedFlags(chosen('palpitations'), {palpitations: 4})).toEqual(['palpitations'])
    expect(assessmentRedFlags(chosen('palpitations'), {palpitations: 5})).toEqual(['palpitations'])
  })
  it('flags depression, anxiety or palpitations chosen and left unrated: skipping the rating is not "mild"', () => {
    expect(assessmentRedFlags(chosen('depression'), {})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('anxiety'), {})).toEqual(['mood'])
    expect(assessmentRedFlags(chosen('palpitations'), {})).toEqual(['palpitations'])
    expect(assessmentRedFlags(chosen('depression', 'palpitations'), {sleep: 2})).toEqual(['mood', 'palpitations'])
  })
  it('does not flag ratings of 1–3, or other symptoms rated 5', () => {
    expect(
      assessmentRedFlags(chosen('depression', 'anxiety', 'palpitations'), {depression: 3, anxiety: 1, palpitations: 3}),
    ).toEqual([])
    expect(
      assessmentRedFlags(chosen('hot-flashes', 'mood', 'stress', 'headaches', 'menstrual-changes'), {
        'hot-flashes': 5,
        mood: 5,
        stress: 5,
        headaches: 5,
        'menstrual-changes': 5,
      }),
    ).toEqual([])
  })
  it('flags heavy or prolonged bleeding and a new or severe headache whenever chosen, at any rating', () => {
    expect(assessmentRedFlags(chosen('heavy-bleeding'), {})).toEqual(['heavyBleeding'])
    expect(assessmentRedFlags(chosen('heavy-bleeding'), {'heavy-bleeding': 1})).toEqual(['heavyBleeding'])
    expect(assessmentRedFlags(chosen('severe-headache'), {})).toEqual(['severeHeadache'])
    expect(assessmentRedFlags(chosen('severe-headache'), {'severe-headache': 2})).toEqual(['severeHeadache'])
  })
  it('ignores a rating left behind for a symptom no longer chosen', () => {
    expect(assessmentRedFlags(chosen('sleep'), {depression: 5, palpitations: 5, 'heavy-bleeding': 5})).toEqual([])
  })
  it('raises bleeding after menopause for cycle changes or heavy bleeding past menopause, by her stored stage (DECISIONS 45, ACOG Committee Opinion 734)', () => {
    expect(assessmentRedFlags(chosen('menstrual-changes'), {'menstrual-changes': 1}, true)).toEqual([
      'bleedingAfterMenopause',
    ])
    expect(assessmentRedFlags(chosen('heavy-bleeding'), {}, true)).toEqual(['bleedingAfterMenopause', 'heavyBleeding'])
    expect(assessmentRedFlags(chosen('menstrual-changes'), {}, false)).toEqual([])
    expect(assessmentRedFlags(chosen('sleep'), {}, true)).toEqual([])
  })
  it('names the symptoms that raised a flag, so no remedy is offered for them (DECISIONS 46)', () => {
    expect(flaggedSymptoms(['heavy-bleeding', 'sleep'], {})).toEqual(['heavy-bleeding'])
    expect(flaggedSymptoms(['palpitations', 'hot-flashes'], {palpitations: 5, 'hot-flashes': 5})).toEqual([
      'palpitations',
    ])
    expect(flaggedSymptoms(['palpitations'], {palpitations: 2})).toEqual([])
    expect(flaggedSymptoms(['menstrual-changes', 'severe-headache'], {}, true)).toEqual([
      'menstrual-changes',
      'severe-headache',
    ])
  })
  it('lists the most urgent first when several rules apply', () => {
    expect(
      assessmentRedFlags(chosen('palpitations', 'anxiety', 'heavy-bleeding', 'severe-headache'), {
        palpitations: 5,
        anxiety: 4,
      }),
    ).toEqual(['mood', 'severeHeadache', 'palpitations', 'heavyBleeding'])
  })
})

describe('combining flags', () => {
  it('merges without duplicates, in the card order', () => {
    expect(
      mergeRedFlags(['palpitations'], ['earlyMenopause', 'palpitations'], ['mood'], ['earlyMenopause40to44']),
    ).toEqual(['mood', 'palpitations', 'earlyMenopause', 'earlyMenopause40to44'])
  })
})

describe('the hot-flash treatments note', () => {
  it('shows where hot flashes or night sweats are chosen, and nowhere else', () => {
    expect(asksAboutHotFlashes(['hot-flashes'])).toBe(true)
    expect(asksAboutHotFlashes(['sleep', 'night-sweats'])).toBe(true)
    expect(asksAboutHotFlashes(['sleep', 'mood'])).toBe(false)
  })
})
