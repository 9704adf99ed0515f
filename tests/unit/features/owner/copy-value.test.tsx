import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {CopyValue} from '../../../../src/features/owner/components/copy-value'

describe('a value to copy on the Setup page', () => {
  afterEach(() => jest.useRealTimers())

  it('copies the value from the keyboard, says so, and reads "Copy" again a few seconds later with focus kept', async () => {
    jest.useFakeTimers()
    // user-event gives the page a clipboard, as a browser that allows copying does.
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime})
    render(<CopyValue value="STRIPE_SECRET_KEY" />)
    await user.tab()
    const button = screen.getByRole('button', {name: 'Copy STRIPE_SECRET_KEY'})
    expect(button).toHaveFocus()
    await act(() => user.keyboard('{Enter}'))
    expect(await navigator.clipboard.readText()).toBe('STRIPE_SECRET_KEY')
    expect(button).toHaveTextContent('Copied')
    expect(screen.getByRole('status')).toHaveTextContent('Copied STRIPE_SECRET_KEY')
    act(() => jest.advanceTimersByTime(3_000))
    expect(button).toHaveTextContent(/^Copy$/)
    expect(button).toHaveFocus()
  })

  it('says plainly when the browser refuses the clipboard, and leaves the value on the page', async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
    })
    render(<CopyValue value="npm run content:import" />)
    await user.click(screen.getByRole('button', {name: 'Copy npm run content:import'}))
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser did not allow copying: select the text and copy it yourself.',
    )
    expect(screen.getByText('npm run content:import', {selector: 'code'})).toBeVisible()
  })
})
