import {milliseconds} from 'date-fns/milliseconds'
import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {RefundRequest} from '../../../../src/features/checkout/components/refund-request'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const GUARANTEE = 'Refund it yourself within 14 days from the link in your receipt.'

const SECRET = 'receipt-secret-0123456789abcdef'
const TICKET = 'mailed.refund-ticket.0123456789abcdef'
const ENDED_TICKET = 'mailed.refund-ticket.ended-0123456789'
const DAY_MS = milliseconds({days: 1})

/** The network as /api/refund and /api/refund-link answer for one order, paid `paidDaysAgo` days ago. */
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
  const requests: Array<{url: string; body: Record<string, unknown>}> = []
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const body = JSON.parse(String(init?.body))
    requests.push({url, body})
    if (url === '/api/refund-link')
      return body.restoreToken === SECRET
        ? Response.json({sentTo: 'b•••@example.com'}, {status: 202})
        : Response.json({error: 'not found', code: 'purchase_not_found'}, {status: 404})
    if (body.ticket === ENDED_TICKET) return Response.json({error: 'ended', code: 'refund_link_expired'}, {status: 403})
    if (body.restoreToken !== SECRET && body.ticket !== TICKET)
      return Response.json({error: 'not found', code: 'purchase_not_found'}, {status: 404})
    if (!body.confirm) return Response.json(order)
    if (body.ticket !== TICKET) return Response.json({error: 'link', code: 'refund_link_needed'}, {status: 403})
    if (!order.refundable) return Response.json({error: 'closed', code: 'refund_window_closed'}, {status: 409})
    return Response.json({...order, state: 'refunded', refundable: false, refundedNow: true})
  }) as typeof fetch
  return requests
}

const renderPage = () => render(<RefundRequest supportEmail="support@example.com" guaranteeText={GUARANTEE} />)

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', `/refund?restore=${SECRET}`)
})

it('the receipt’s link shows the order and mails the refund link, refunding nothing itself', async () => {
  const requests = serveOrder(3)
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
  const user = userEvent.setup()
  renderPage()
  expect(await screen.findByRole('heading', {name: 'Try It On: your refund'})).toBeInTheDocument()
  // The promise is the site's one wording (Studio), not a second copy.
  expect(screen.getByText(GUARANTEE)).toBeInTheDocument()
  expect(screen.getByText(/for \$37\.00/)).toBeInTheDocument()
  expect(window.location.search).toBe('')
  expect(screen.queryByRole('button', {name: 'Request my refund'})).toBeNull()
  await user.click(screen.getByRole('button', {name: 'Email me my refund link'}))
  const sent = await screen.findByRole('status')
  expect(sent).toHaveTextContent('We have emailed your refund link to b•••@example.com. Open it within 30 minutes')
  // The button she pressed is gone: the focus is on what happened.
  expect(sent).toHaveFocus()
  expect(requests).toEqual([
    {url: '/api/refund', body: {restoreToken: SECRET}},
    {url: '/api/refund-link', body: {restoreToken: SECRET}},
  ])
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token')
})

it('the mailed link: one confirmation step refunds, and this browser loses access with the reason kept', async () => {
  const requests = serveOrder(3)
  window.history.replaceState(null, '', `/refund?ticket=${TICKET}`)
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
  const user = userEvent.setup()
  renderPage()
  expect(await screen.findByRole('heading', {name: 'Try It On: your refund'})).toBeInTheDocument()
  expect(window.location.search).toBe('')
  await user.click(screen.getByRole('button', {name: 'Request my refund'}))
  expect(requests).toHaveLength(1)
  expect(screen.getByRole('heading', {name: 'Refund your purchase?'})).toBeInTheDocument()
  await user.click(screen.getByRole('button', {name: 'Yes, refund me'}))
  expect(await screen.findByRole('heading', {name: 'Your refund is on its way'})).toBeInTheDocument()
  expect(requests.map((request) => request.body)).toEqual([{ticket: TICKET}, {ticket: TICKET, confirm: true}])
  expect(localStorage.getItem(STORAGE_KEYS.purchased)).toBeNull()
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  expect(localStorage.getItem(STORAGE_KEYS.accessNotice)).toBe('refunded')
})

it('a mailed link that ended says so and where to ask for a new one', async () => {
  serveOrder(3)
  window.history.replaceState(null, '', `/refund?ticket=${ENDED_TICKET}`)
  renderPage()
  expect(await screen.findByRole('heading', {name: 'This refund link has ended'})).toBeInTheDocument()
  expect(
    screen.getByText(/Open the refund link in your receipt email to ask for a new one\. Nothing was refunded\./),
  ).toBeInTheDocument()
})

it('after 14 days: no refund action, the support email instead', async () => {
  serveOrder(20)
  renderPage()
  expect(await screen.findByRole('heading', {name: 'The refund window has closed'})).toBeInTheDocument()
  expect(screen.queryByRole('button', {name: /refund/})).toBeNull()
  expect(screen.getByRole('link', {name: 'support@example.com'})).toHaveAttribute('href', 'mailto:support@example.com')
})

it('an unknown or missing link says where to find the right one', async () => {
  serveOrder(1)
  window.history.replaceState(null, '', '/refund?restore=not-the-right-secret-000')
  renderPage()
  expect(await screen.findByRole('heading', {name: 'We could not find this purchase'})).toBeInTheDocument()
})
