import {takenSupplements, trackerKey} from '../../../src/lib/shared-storage'
import {STORAGE_KEYS} from '../../../src/lib/storage'

describe('browser-storage values two features share', () => {
  afterEach(() => window.localStorage.clear())

  it('reads back what was written, typed', () => {
    trackerKey.write({email: 'her@example.com', key: 'k-1'})
    expect(trackerKey.read()).toEqual({email: 'her@example.com', key: 'k-1'})
    takenSupplements.write([{kind: 'stack', slug: 'magnesium-glycinate', dose: '200 mg'}])
    expect(takenSupplements.read()).toEqual([{kind: 'stack', slug: 'magnesium-glycinate', dose: '200 mg'}])
  })

  it('removes a saved value that no longer fits its shape, and says so in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEYS.trackerKey, JSON.stringify({email: 'her@example.com'}))
    expect(trackerKey.read()).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.trackerKey)).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.summaryStack, JSON.stringify([1]))
    expect(takenSupplements.read()).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  it('forgets a value on remove', () => {
    trackerKey.write({email: 'her@example.com', key: 'k-1'})
    trackerKey.remove()
    expect(trackerKey.read()).toBeNull()
  })
})
