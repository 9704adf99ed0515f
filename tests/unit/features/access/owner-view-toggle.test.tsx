import {act, fireEvent, render, screen} from '@testing-library/react'
import {OwnerViewToggle} from '../../../../src/features/access/components/owner-view-toggle'
import {setOwnerView} from '../../../../src/lib/access/access-store'
import {forgetOwnerSession} from '../../../../src/lib/access/owner-session'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

/** The owner API answers as the server would for a signed-in (200) or signed-out (401) browser. */
/** The session question's answers: 200 {owner: true}, 200 {owner: false}, or a status for a failing server. */
const serverSays = (status: number, owner = status === 200) => {
  const fetchMock = jest.fn(async () => new Response(status === 200 ? JSON.stringify({owner}) : '{}', {status}))
  global.fetch = fetchMock as typeof fetch
  return fetchMock
}

const renderAsOwner = async () => {
  localStorage.setItem(STORAGE_KEYS.ownerSessionHint, 'true')
  serverSays(200)
  render(<OwnerViewToggle />)
  return screen.findByRole('button', {name: 'Owner View'})
}

describe('OwnerViewToggle', () => {
  beforeEach(() => {
    forgetOwnerSession()
    setOwnerView(false)
    localStorage.clear()
  })

  it('does not exist for a visitor, asks the server nothing, and ignores the shortcut (DECISIONS 30)', async () => {
    const fetchMock = serverSays(200)
    render(<OwnerViewToggle />)
    await act(async () => undefined)
    expect(screen.queryByRole('button', {name: 'Owner View'})).toBeNull()
    fireEvent.keyDown(window, {key: 'A', ctrlKey: true, shiftKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    ['answers owner: false', 200, false],
    ['fails', 500, false],
  ])('does not exist when the hint is set but the server %s; the hint is dropped', async (_case, status, owner) => {
    localStorage.setItem(STORAGE_KEYS.ownerSessionHint, 'true')
    const fetchMock = serverSays(status, owner)
    render(<OwnerViewToggle />)
    await act(async () => undefined)
    expect(fetchMock).toHaveBeenCalledWith('/api/owner/session', expect.anything())
    expect(screen.queryByRole('button', {name: 'Owner View'})).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.ownerSessionHint)).toBeNull()
  })

  it('in an owner session: toggles with the button and persists the choice', async () => {
    const button = await renderAsOwner()
    expect(button).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBe('true')
    expect(document.body.dataset.ownerView).toBe('true')
  })

  it('in an owner session: toggles with Ctrl+Shift+A only', async () => {
    await renderAsOwner()
    fireEvent.keyDown(window, {key: 'A', ctrlKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull()
    fireEvent.keyDown(window, {key: 'A', ctrlKey: true, shiftKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBe('true')
    fireEvent.keyDown(window, {key: 'a', ctrlKey: true, shiftKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull()
  })

  it('restores the saved view on load in an owner session, never without one', async () => {
    setOwnerView(true)
    render(<OwnerViewToggle />)
    await act(async () => undefined)
    expect(document.body.dataset.ownerView).toBe('false')
    const button = await renderAsOwner()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(document.body.dataset.ownerView).toBe('true')
  })
})
