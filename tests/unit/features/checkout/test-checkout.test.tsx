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

// The network answers as /api/demo-purchase does in demo mode: {token, orderId}.
const requests: string[] = []
const bodies: unknown[] = []
beforeAll(() => {
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method} ${String(input)}`)
    bodies.push(init?.body ? JSON.parse(String(init.body)) : null)
    return Response.json({token: 'eyJhbGciOiJIUzI1NiJ9.demo.signature', orderId: 'demo:card-1'})
  }) as typeof fetch
})
beforeEach(() => {
  window.localStorage.clear()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it.each([
  ['Simulate Card Payment', 2000, 'card'],
  ['Simulate PayPal/Venmo Payment', 3000, 'paypal'],
])('%s: processing for %i ms, then success with a demo order', async (button, delay, method) => {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime})
  render(<TestCheckout />)
  await user.type(screen.getByLabelText('Email for your receipt'), 'rehearsal@example.com')
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
  expect(requests.at(-1)).toBe('POST /api/demo-purchase')
  expect(bodies.at(-1)).toEqual({email: 'rehearsal@example.com', method})
  expect(screen.getByText(/Your receipt is on its way to rehearsal@example.com/)).toBeInTheDocument()
})

it('asks for the email for the receipt first, like the real checkout', async () => {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime})
  const before = requests.length
  render(<TestCheckout />)
  await user.click(screen.getByRole('button', {name: 'Simulate Card Payment'}))
  expect(screen.getByRole('heading', {name: 'Test Checkout'})).toBeInTheDocument()
  expect(screen.getByLabelText('Email for your receipt')).toBeInvalid()
  await act(async () => jest.advanceTimersByTime(5000))
  expect(requests).toHaveLength(before)
})
