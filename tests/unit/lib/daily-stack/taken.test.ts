import {cleanTaken, toggleTaken} from '../../../../src/lib/daily-stack/taken'
import {takenStack} from '../../../../src/lib/shared-storage'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

describe('the daily-stack items she takes', () => {
  afterEach(() => window.localStorage.clear())

  it('marks an item, and unmarks it on the second toggle, keeping the others in order', () => {
    expect(toggleTaken([], 'biotin')).toEqual(['biotin'])
    expect(toggleTaken(['biotin'], 'creatine')).toEqual(['biotin', 'creatine'])
    expect(toggleTaken(['biotin', 'creatine'], 'biotin')).toEqual(['creatine'])
  })

  it('keeps each slug once', () => {
    expect(cleanTaken(['biotin', 'creatine', 'biotin'])).toEqual(['biotin', 'creatine'])
  })

  it('is stored as a list of slugs, and a stored value of another shape is removed', () => {
    takenStack.write(['magnesium-glycinate'])
    expect(takenStack.read()).toEqual(['magnesium-glycinate'])
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEYS.summaryStack, JSON.stringify([1, 'biotin']))
    expect(takenStack.read()).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.summaryStack)).toBeNull()
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })
})
