import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {TestCheckout} from '../../../../src/features/checkout/components/test-checkout'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

jest.mock('gatsby', () => ({
  Link: ({to, children, ...rest}: {to: string; children: React.ReactNode}) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

// The network answers as /api/demo-access does in demo mode: {token}.
const requests: string[] = []
beforeAll(() => {
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method} ${String(input)}`)
    return Response.json({token: 'eyJhbGciOiJIUzI1NiJ9.demo.signature'})
  }) as typeof fetch
})
beforeEach(() => {
  window.localStorage.clear()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it.each([
  ['Simulate Card Payment', 2000],
  ['Simulate PayPal/Venmo Payment', 3000],
])('%s: processing for %i ms, then success with demo access', async (button, delay) => {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime})
  render(<TestCheckout />)
  await user.click(screen.getByRole('button', {name: button}))
  expect(screen.getByRole('heading', {name: 'Processing Payment...'})).toBeInTheDocument()
  await act(async () => jest.advanceTimersByTime(delay - 1))
  expect(screen.getByRole('heading', {name: 'Processing Payment...'})).toBeInTheDocument()
  await act(async () => jest.advanceTimersByTime(1))
  expect(await screen.findByRole('heading', {name: 'Payment Successful!'})).toBeInTheDocument()
  expect(screen.getByRole('link', {name: 'Set Up Wellness Reminders'})).toHaveAttribute('href', '/wellness-reminders')
  expect(screen.getByRole('link', {name: 'Go to Your Toolkit'})).toHaveAttribute('href', '/toolkit')
  expect(window.localStorage.getItem(STORAGE_KEYS.purchased)).toBe('true')
  expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toMatch(/^ey/)
  expect(requests.at(-1)).toBe('POST /api/demo-access')
})
