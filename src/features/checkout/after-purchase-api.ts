import {ACCESS_ENDPOINTS} from '../../lib/api-contract/access'
import type {DemoPurchaseRequest} from '../../lib/api-contract/access'
import {REFUND_ENDPOINTS} from '../../lib/api-contract/refund'
import type {RefundLinkRequestBody, RefundRequestBody, RefundStatus} from '../../lib/api-contract/refund'
import {apiJson} from '../../lib/api-client'

/** The calls after a purchase (the refund page, the test checkout): apart from the checkout's, which every buyer loads. */
export type {RefundStatus}

/** A rehearsal sale (demo mode only): a demo order with its receipt, and a purchaser token for it. */
export const makeDemoPurchase = (request: DemoPurchaseRequest) =>
  apiJson(ACCESS_ENDPOINTS.demoPurchase, 'POST', request)

/**
 * 'Try It On' (DECISIONS 26): what names the order on the refund page. The receipt's restore secret shows it and
 * asks for the refund link; the mailed link's ticket shows it and confirms the refund.
 */
export type RefundProof = {restoreToken: string} | {ticket: string}

/** The order behind the link, and whether it can still be refunded. */
export const getRefundStatus = (proof: RefundProof) =>
  apiJson(REFUND_ENDPOINTS.refund, 'POST', proof satisfies RefundRequestBody)

/** Mails the link that confirms the refund to the order's address. */
export const requestRefundLink = (restoreToken: string) =>
  apiJson(REFUND_ENDPOINTS.refundLink, 'POST', {restoreToken} satisfies RefundLinkRequestBody)

export const confirmRefund = (ticket: string) =>
  apiJson(REFUND_ENDPOINTS.refund, 'POST', {ticket, confirm: true} satisfies RefundRequestBody)
