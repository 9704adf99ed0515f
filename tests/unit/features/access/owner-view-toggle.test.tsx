import {fireEvent, render, screen} from '@testing-library/react'
import {OwnerViewToggle} from '../../../../src/features/access/components/owner-view-toggle'
import {setOwnerView} from '../../../../src/lib/access/access-store'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

describe('OwnerViewToggle', () => {
  beforeEach(() => {
    setOwnerView(false)
    localStorage.clear()
  })

  it('toggles with the button and persists the choice', () => {
    render(<OwnerViewToggle />)
    const button = screen.getByRole('button', {name: 'Owner View'})
    expect(button).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBe('true')
    expect(document.body.dataset.ownerView).toBe('true')
  })

  it('toggles with Ctrl+Shift+A only', () => {
    render(<OwnerViewToggle />)
    fireEvent.keyDown(window, {key: 'A', ctrlKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull()
    fireEvent.keyDown(window, {key: 'A', ctrlKey: true, shiftKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBe('true')
    fireEvent.keyDown(window, {key: 'a', ctrlKey: true, shiftKey: true})
    expect(localStorage.getItem(STORAGE_KEYS.adminMode)).toBeNull()
  })

  it('restores the saved view on load', () => {
    setOwnerView(true)
    render(<OwnerViewToggle />)
    expect(screen.getByRole('button', {name: 'Owner View'})).toHaveAttribute('aria-pressed', 'true')
    expect(document.body.dataset.ownerView).toBe('true')
  })
})
