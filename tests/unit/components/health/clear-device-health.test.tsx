import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  ClearDeviceHealth,
  CLEAR_DEVICE_HEALTH_MESSAGES as M,
} from '../../../../src/components/health/clear-device-health'
import {DEVICE_HEALTH_KEYS, STORAGE_KEYS} from '../../../../src/lib/storage'

/** Every health key holds something, beside her purchase and the deletion keys of her saved assessments. */
function fillStorage() {
  for (const key of DEVICE_HEALTH_KEYS) window.localStorage.setItem(key, JSON.stringify({kept: key}))
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
  window.localStorage.setItem(STORAGE_KEYS.savedAssessments, '[]')
}

describe('clearing her health answers from this browser', () => {
  beforeEach(() => {
    window.localStorage.clear()
    fillStorage()
  })

  it('asks first; "Keep them" keeps everything and gives the focus back to where she started', async () => {
    const user = userEvent.setup()
    render(<ClearDeviceHealth />)
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getByRole('button', {name: M.start}))
    expect(screen.getByRole('group', {name: M.confirm})).toBeInTheDocument()
    expect(screen.getByRole('button', {name: M.yes})).toHaveFocus()
    await user.click(screen.getByRole('button', {name: M.no}))
    expect(screen.getByRole('button', {name: M.start})).toHaveFocus()
    for (const key of DEVICE_HEALTH_KEYS) expect(window.localStorage.getItem(key)).not.toBeNull()
  })

  it('on "Yes" removes exactly the health keys, keeps her purchase and deletion keys, and says so where the focus is', async () => {
    const user = userEvent.setup()
    render(<ClearDeviceHealth />)
    await user.click(screen.getByRole('button', {name: M.start}))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent(M.cleared)
    expect(screen.getByRole('status')).toHaveFocus()
    for (const key of DEVICE_HEALTH_KEYS) expect(window.localStorage.getItem(key)).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token')
    expect(window.localStorage.getItem(STORAGE_KEYS.savedAssessments)).toBe('[]')
  })
})
