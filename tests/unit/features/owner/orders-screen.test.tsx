import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {OrdersScreen} from '../../../../src/features/owner/components/orders-screen'
import type {OwnerOrder} from '../../../../src/lib/api-contract/owner-answers'
import {ownerOrder} from '../../../support/owner-order'

const order = ownerOrder
/** The orders' answer: one page, the last. */
const page = (orders: OwnerOrder[]) => ({orders, nextCursor: null, totals: {orders: orders.length}})

describe('OrdersScreen', () => {
  it('shows each order’s fee as the provider reported it: an amount (a dispute’s fee included), “not reported”, none for a demo sale', async () => {
    const orders = [
      order({email: 'card@example.com', feeCents: 137}),
      order({id: 'paypal:HELD', provider: 'paypal', email: 'held@example.com', state: 'pending', paidAt: null}),
      order({id: 'demo:card-1', provider: 'demo', demo: true, email: 'rehearsal@example.com'}),
      order({email: 'disputed@example.com', state: 'disputed', feeCents: 137, disputeFeeCents: 1500}),
    ]
    global.fetch = jest.fn(async () => new Response(JSON.stringify(page(orders)), {status: 200})) as typeof fetch
    render(<OrdersScreen />)
    expect(await screen.findByRole('columnheader', {name: 'Fee'})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /card@example\.com \$37\.00 \$1\.37 —/})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /held@example\.com \$37\.00 not reported —/})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /rehearsal@example\.com \$37\.00 — —/})).toBeInTheDocument()
    // Stripe's dispute fee counts with the payment's fee, as revenue counts it.
    expect(screen.getByRole('row', {name: /disputed@example\.com \$37\.00 \$16\.37 —/})).toBeInTheDocument()
  })
})

describe('OrdersScreen and test money (DECISIONS 49)', () => {
  it('shows a test-money sale as a test sale (it exists only in a preview’s own stores)', async () => {
    const orders = [order({email: 'tester@example.com', testMode: true}), order({email: 'real@example.com'})]
    global.fetch = jest.fn(async () => new Response(JSON.stringify(page(orders)), {status: 200})) as typeof fetch
    render(<OrdersScreen />)
    expect(await screen.findByRole('row', {name: /tester@example\.com .*Test sale/})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /real@example\.com/})).not.toHaveTextContent('Test sale')
  })
})

describe('OrdersScreen, a page at a time', () => {
  it('reads the next page with Show more, and a notice’s link reads only its order', async () => {
    const user = userEvent.setup()
    const urls: string[] = []
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      urls.push(url)
      const answer = url.includes('cursor=c1')
        ? {orders: [order({id: 'stripe:pi_old', email: 'old@example.com'})], nextCursor: null, totals: {orders: 2}}
        : url.includes('order=')
          ? page([order({id: 'stripe:pi_linked', email: 'linked@example.com'})])
          : {orders: [order({id: 'stripe:pi_new', email: 'new@example.com'})], nextCursor: 'c1', totals: {orders: 2}}
      return new Response(JSON.stringify(answer), {status: 200})
    }) as typeof fetch
    const {unmount} = render(<OrdersScreen />)
    expect(await screen.findByRole('row', {name: /new@example\.com/})).toBeInTheDocument()
    await user.click(screen.getByRole('button', {name: 'Show more'}))
    expect(await screen.findByRole('row', {name: /old@example\.com/})).toBeInTheDocument()
    expect(await screen.findByText('All 2 orders shown.')).toBeInTheDocument()
    unmount()

    window.history.pushState({}, '', '/owner/orders?order=stripe%3Api_linked')
    render(<OrdersScreen />)
    expect(await screen.findByRole('row', {name: /linked@example\.com/})).toBeInTheDocument()
    expect(urls.some((url) => url.endsWith('?order=stripe%3Api_linked'))).toBe(true)
    window.history.pushState({}, '', '/')
  })
})
