import {mayShowInstallPrompt} from '../../../../src/features/install-prompt/logic'

const NOW = Date.UTC(2026, 0, 10, 12)
const HOUR = 3600 * 1000

describe('mayShowInstallPrompt', () => {
  it('shows when never shown and not installed', () => {
    expect(mayShowInstallPrompt(false, null, NOW)).toBe(true)
  })

  it('is suppressed in standalone mode', () => {
    expect(mayShowInstallPrompt(true, null, NOW)).toBe(false)
  })

  it('is suppressed within 24 hours of being shown, and shows again after', () => {
    expect(mayShowInstallPrompt(false, String(NOW - 23 * HOUR), NOW)).toBe(false)
    expect(mayShowInstallPrompt(false, String(NOW - 24 * HOUR), NOW)).toBe(true)
  })

  it('ignores an unreadable stored time', () => {
    expect(mayShowInstallPrompt(false, 'yesterday', NOW)).toBe(true)
  })
})
