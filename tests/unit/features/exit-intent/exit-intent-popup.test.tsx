import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {ExitIntentPopup} from '../../../../src/features/exit-intent/components/exit-intent-popup'
import {leftThroughTop} from '../../../../src/features/exit-intent/logic'

// "Shown this page session" lives in the module, as it does in a loaded page: the tests run in order.
const renderPopup = () => render(<ExitIntentPopup />)
const leaveThroughTop = () =>
  act(() => void document.dispatchEvent(new MouseEvent('mouseout', {clientY: 0, relatedTarget: null, bubbles: true})))
const leaveThroughSide = () =>
  act(() => void document.dispatchEvent(new MouseEvent('mouseout', {clientY: 300, relatedTarget: null, bubbles: true})))

describe('exit-intent pop-up', () => {
  beforeEach(() => {
    window.localStorage.clear()
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('detects a pointer leaving the window through the top only', () => {
    expect(leftThroughTop({relatedTarget: null, clientY: 0})).toBe(true)
    expect(leftThroughTop({relatedTarget: null, clientY: 200})).toBe(false)
    expect(leftThroughTop({relatedTarget: document.body, clientY: 0})).toBe(false)
  })

  it('never arms once the email was captured', () => {
    window.localStorage.setItem('exit-intent-captured', 'true')
    const view = renderPopup()
    act(() => jest.advanceTimersByTime(20_000))
    leaveThroughTop()
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    view.unmount()
  })

  it('arms only after 15 seconds, opens on a top exit, and not again after closing', async () => {
    const view = renderPopup()
    leaveThroughTop()
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    act(() => jest.advanceTimersByTime(15_000))
    leaveThroughSide()
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    leaveThroughTop()
    expect(screen.getByRole('region', {name: 'Wait! Before You Go…'})).toBeInTheDocument()
    jest.useRealTimers()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    leaveThroughTop()
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    view.unmount()
    // A new page of the same session does not show it again either.
    renderPopup()
    jest.useFakeTimers()
    act(() => jest.advanceTimersByTime(15_000))
    leaveThroughTop()
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
  })

  it('appears without taking focus (DECISIONS 43), politely announced; a visitor who tabbed in gets focus back', async () => {
    const outside = document.createElement('button')
    outside.textContent = 'Reading here'
    document.body.append(outside)
    outside.focus()
    const view = render(<ExitIntentPopup exited />)
    const offer = screen.getByRole('region', {name: 'Wait! Before You Go…'})
    expect(offer.parentElement).toHaveAttribute('aria-live', 'polite')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(outside).toHaveFocus()
    jest.useRealTimers()
    await userEvent.tab()
    expect(screen.getByLabelText('Email Address')).toHaveFocus()
    await userEvent.click(screen.getByRole('button', {name: 'Close'}))
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
    expect(outside).toHaveFocus()
    view.unmount()
    outside.remove()
  })

  it('opens at once when the page has already seen the top exit (gatsby-browser armed the trigger)', async () => {
    render(<ExitIntentPopup exited />)
    expect(screen.getByRole('region', {name: 'Wait! Before You Go…'})).toBeInTheDocument()
    jest.useRealTimers()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', {name: 'Wait! Before You Go…'})).toBeNull()
  })
})
