import {
  cleanTaken,
  TAKEN_DOSE_MAX,
  takenDose,
  toggleTaken,
  withDose,
} from '../../../../src/lib/health/taken-supplements'
import {takenSupplements} from '../../../../src/lib/shared-storage'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const biotin = {kind: 'stack' as const, slug: 'biotin'}
const creatine = {kind: 'stack' as const, slug: 'creatine'}
const cohosh = {kind: 'remedy' as const, slug: 'black-cohosh'}

describe('the supplements she takes (docs/health-rules.md)', () => {
  afterEach(() => window.localStorage.clear())

  it('marks an item, and unmarks it on the second toggle, keeping the others in order', () => {
    const one = toggleTaken([], biotin)
    expect(one).toEqual([{...biotin, dose: ''}])
    const two = toggleTaken(one, cohosh)
    expect(two).toEqual([
      {...biotin, dose: ''},
      {...cohosh, dose: ''},
    ])
    expect(toggleTaken(two, biotin)).toEqual([{...cohosh, dose: ''}])
  })

  it('a stack item and a remedy profile of the same slug are two items', () => {
    const both = toggleTaken(toggleTaken([], biotin), {kind: 'remedy', slug: 'biotin'})
    expect(both).toHaveLength(2)
  })

  it('keeps her dose of a marked item, cut to what a summary line holds; unmarking forgets it', () => {
    const marked = toggleTaken(toggleTaken([], biotin), creatine)
    const dosed = withDose(marked, creatine, '3 g after breakfast')
    expect(dosed).toEqual([
      {...biotin, dose: ''},
      {...creatine, dose: '3 g after breakfast'},
    ])
    expect(withDose(dosed, cohosh, '40 mg')).toEqual(dosed)
    expect(takenDose(dosed, creatine)).toBe('3 g after breakfast')
    expect(takenDose(dosed, cohosh)).toBe('')
    expect(withDose(dosed, biotin, 'x'.repeat(200))[0].dose).toHaveLength(TAKEN_DOSE_MAX)
    expect(toggleTaken(toggleTaken(dosed, creatine), creatine)).toContainEqual({...creatine, dose: ''})
  })

  it("reads an older version's stack slugs as stack items, each item once", () => {
    expect(cleanTaken(['biotin', 'creatine', 'biotin', {...cohosh, dose: '40 mg'}])).toEqual([
      {...biotin, dose: ''},
      {...creatine, dose: ''},
      {...cohosh, dose: '40 mg'},
    ])
  })

  it('is stored in this browser; a stored value of another shape is removed', () => {
    takenSupplements.write([{...cohosh, dose: '40 mg'}])
    expect(takenSupplements.read()).toEqual([{...cohosh, dose: '40 mg'}])
    window.localStorage.setItem(STORAGE_KEYS.summaryStack, JSON.stringify(['magnesium-glycinate']))
    expect(takenSupplements.read()).toEqual(['magnesium-glycinate'])
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEYS.summaryStack, JSON.stringify([1, 'biotin']))
    expect(takenSupplements.read()).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.summaryStack)).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
