import {milliseconds} from 'date-fns/milliseconds'
import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {RefundRequest} from '../../../../src/features/checkout/components/refund-request'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const GUARANTEE = 'Refund it yourself within 14 days from the link in your receipt.'

const SECRET = 'receipt-secret-0123456789abcdef'
const DAY_MS = milliseconds({days: 1})

/** The network as /api/refund answers for one order, paid `paidDaysAgo` days ago. */
function serveOrder(paidDaysAgo: number) {
  const paidAt = new Date(Date.now() - paidDaysAgo * DAY_MS)
  const order = {
    orderId: 'stripe:pi_1',
    amountCents: 3700,
    currency: 'USD',
    state: 'paid',
    paidAt: paidAt.toISOString(),
    refundableUntil: new Date(paidAt.getTime() + 14 * DAY_MS).toISOString(),
    refundable: paidDaysAgo <= 14,
    ...(paidDaysAgo > 14 ? {reason: 'refund_window_closed'} : {}),
  }
  const requests: unknown[] = []
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body))
    requests.push(body)
    if (body.restoreToken !== SECRET)
      return Response.json({error: 'not found', code: 'purchase_not_found'}, {status: 404})
    if (!body.confirm) return Response.json(order)
    if (!order.refundable) return Response.json({error: 'closed', code: 'refund_window_closed'}, {status: 409})
    return Response.json({...order, state: 'refunded', refundable: false, refundedNow: true})
  }) as typeof fetch
  return requests
}

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', `/refund?restore=${SECRET}`)
})

it('inside 14 days: one confirmation step refunds, and this browser loses access with the reason kept', async () => {
  const requests = serveOrder(3)
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
  const user = userEvent.setup()
  render(<RefundRequest supportEmail="support@example.com" guaranteeText={GUARANTEE} />)
  expect(await screen.findByRole('heading', {name: 'Try It On: your refund'})).toBeInTheDocument()
  // The promise is the site's one wording (Studio), not a second copy.
  expect(screen.getByText(GUARANTEE)).toBeInTheDocument()
  expect(screen.getByText(/for \$37\.00/)).toBeInTheDocument()
  expect(window.location.search).toBe('')
  await user.click(screen.getByRole('button', {name: 'Request my refund'}))
  expect(requests).toHaveLength(1)
  expect(screen.getByRole('heading', {name: 'Refund your purchase?'})).toBeInTheDocument()
  await user.click(screen.getByRole('button', {name: 'Yes, refund me'}))
  expect(await screen.findByRole('heading', {name: 'Your refund is on its way'})).toBeInTheDocument()
  expect(requests).toEqual([{restoreToken: SECRET}, {restoreToken: SECRET, confirm: true}])
  expect(localStorage.getItem(STORAGE_KEYS.purchased)).toBeNull()
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  expect(localStorage.getItem(STORAGE_KEYS.accessNotice)).toBe('refunded')
})

it('after 14 days: no refund action, the support email instead', async () => {
  serveOrder(20)
  render(<RefundRequest supportEmail="support@example.com" guaranteeText={GUARANTEE} />)
  expect(await screen.findByRole('heading', {name: 'The refund window has closed'})).toBeInTheDocument()
  expect(screen.queryByRole('button', {name: 'Request my refund'})).toBeNull()
  expect(screen.getByRole('link', {name: 'support@example.com'})).toHaveAttribute('href', 'mailto:support@example.com')
})

it('an unknown or missing link says where to find the right one', async () => {
  serveOrder(1)
  window.history.replaceState(null, '', '/refund?restore=not-the-right-secret-000')
  render(<RefundRequest supportEmail="support@example.com" guaranteeText={GUARANTEE} />)
  expect(await screen.findByRole('heading', {name: 'We could not find this purchase'})).toBeInTheDocument()
})
