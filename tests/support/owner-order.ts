import type {OwnerOrder} from '../../src/lib/api-contract/owner-answers'

/** An order as the back office lists it: paid by card on 4 March 2026 at the list price, unless `over` says otherwise. */
export const ownerOrder = (over: Partial<OwnerOrder>): OwnerOrder => ({
  id: `stripe:pi_${Math.random()}`,
  provider: 'stripe',
  amountCents: 3700,
  currency: 'USD',
  coupon: null,
  email: 'a@example.com',
  createdAt: '2026-03-04T10:00:00.000Z',
  state: 'paid',
  paidAt: '2026-03-04T10:00:00.000Z',
  ...over,
})
