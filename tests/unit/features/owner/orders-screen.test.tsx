import {render, screen} from '@testing-library/react'
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
