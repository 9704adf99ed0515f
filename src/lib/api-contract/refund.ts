import type {RefundLinkRequestBody, RefundRequestBody} from './refund.schema'
import {answering, endpoints} from './endpoint'
import type {OrderState} from './owner-answers'

/**
 * 'Try It On' (DECISIONS 26): the receipt's restore secret shows the order and asks for the link that refunds it,
 * mailed to the order's address; that link's ticket confirms the refund (docs/threat-model.md).
 */
export const REFUND_ENDPOINTS = endpoints({
  refund: answering<{POST: RefundStatus}, {POST: RefundRequestBody}>()({
    path: '/api/refund',
    methods: ['POST'],
    fn: 'refund-request',
  }),
  refundLink: answering<{POST: RefundLinkSent}, {POST: RefundLinkRequestBody}>()({
    path: '/api/refund-link',
    methods: ['POST'],
    fn: 'refund-link',
  }),
})

/** The refund link was mailed: to this address, shown masked (`j•••@example.com`). */
export type RefundLinkSent = {sentTo: string}

/** The order behind a receipt's link, and whether it can still be refunded. */
export type RefundStatus = {
  orderId: string
  amountCents: number
  currency: string
  state: OrderState
  paidAt: string | null
  refundableUntil: string | null
  refundable: boolean
  reason?: 'refund_window_closed' | 'not_refundable'
  refundedNow?: boolean
  /** She has refunded herself before (DECISIONS 40): the refund was asked of the coach instead. */
  refundRequested?: boolean
  /** A rehearsal sale on /test-checkout: no money moved, so none goes back. */
  demo?: boolean
}

export type {RefundLinkRequestBody, RefundRequestBody}
