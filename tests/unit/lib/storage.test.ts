import {readFlag, readJson, STORAGE_KEYS, writeJson, writeString} from '../../../src/lib/storage'

describe('typed browser storage', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the spec key names', () => {
    expect(STORAGE_KEYS).toMatchObject({
      purchased: 'toolkit_purchased',
      adminMode: 'adminMode',
      reviewerAccess: 'reviewer-access',
      reviewerCode: 'reviewer-code',
      visits: 'menopause-toolkit-visits',
      urgencyDismissed: 'urgency-notification-dismissed',
      assessmentProgress: 'symptom-assessment-progress',
      reminders: 'wellnessReminders',
      favorites: 'menopause-favorites',
      exitIntentCaptured: 'exit-intent-captured',
      installPromptShown: 'pwa-install-prompt-shown',
    })
  })

  it('round-trips JSON and reads flags', () => {
    writeJson(STORAGE_KEYS.favorites, [{id: 'a'}])
    expect(readJson(STORAGE_KEYS.favorites)).toEqual([{id: 'a'}])
    writeString(STORAGE_KEYS.purchased, 'true')
    expect(readFlag(STORAGE_KEYS.purchased)).toBe(true)
    writeString(STORAGE_KEYS.purchased, 'yes')
    expect(readFlag(STORAGE_KEYS.purchased)).toBe(false)
  })

  it('removes unreadable data and logs it', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    localStorage.setItem(STORAGE_KEYS.favorites, '{broken')
    expect(readJson(STORAGE_KEYS.favorites)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.favorites)).toBeNull()
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
