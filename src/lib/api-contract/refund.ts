import type {RefundRequestBody} from './refund.schema'
import {endpoints} from './endpoint'
import type {OrderState} from './owner-answers'

/** 'Try It On' (DECISIONS 26): the receipt's restore secret identifies the order. */
export const REFUND_ENDPOINTS = endpoints({
  refund: {path: '/api/refund', methods: ['POST'], fn: 'refund-request'},
})

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

export type {RefundRequestBody}
