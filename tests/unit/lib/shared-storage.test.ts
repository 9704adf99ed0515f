import {lastAssessment, phaseResult, trackerKey} from '../../../src/lib/shared-storage'
import {STORAGE_KEYS} from '../../../src/lib/storage'

describe('browser-storage values two features share', () => {
  afterEach(() => window.localStorage.clear())

  it('reads back what was written, typed', () => {
    trackerKey.write({email: 'her@example.com', key: 'k-1'})
    expect(trackerKey.read()).toEqual({email: 'her@example.com', key: 'k-1'})
    const assessment = {
      completedAt: '2026-03-01T10:00:00.000Z',
      symptoms: [{id: 'hot-flashes', name: 'Hot flashes', severity: 4}],
      recommendations: [{slug: 'black-cohosh', name: 'Black Cohosh'}],
    }
    lastAssessment.write(assessment)
    expect(lastAssessment.read()).toEqual(assessment)
  })

  it('removes a saved value that no longer fits its shape, and says so in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEYS.trackerKey, JSON.stringify({email: 'her@example.com'}))
    expect(trackerKey.read()).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.trackerKey)).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.lastAssessment, JSON.stringify({completedAt: 1}))
    expect(lastAssessment.read()).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  it('reads an older phase result that lacks its title and red flags', () => {
    window.localStorage.setItem(STORAGE_KEYS.phaseResult, JSON.stringify({phase: 'menopause'}))
    expect(phaseResult.read()).toEqual({phase: 'menopause'})
  })

  it('forgets a value on remove', () => {
    trackerKey.write({email: 'her@example.com', key: 'k-1'})
    trackerKey.remove()
    expect(trackerKey.read()).toBeNull()
  })
})
