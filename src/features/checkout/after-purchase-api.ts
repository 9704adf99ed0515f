import {ACCESS_ENDPOINTS} from '../../lib/api-contract/access'
import type {DemoPurchaseRequest, DemoPurchaseResult} from '../../lib/api-contract/access'
import {REFUND_ENDPOINTS} from '../../lib/api-contract/refund'
import type {RefundRequestBody, RefundStatus} from '../../lib/api-contract/refund'
import {apiJson} from '../../lib/api-client'

/** The calls after a purchase (the refund page, the test checkout): apart from the checkout's, which every buyer loads. */
export type {RefundStatus}

/** A rehearsal sale (demo mode only): a demo order with its receipt, and a purchaser token for it. */
export const makeDemoPurchase = (request: DemoPurchaseRequest) =>
  apiJson<DemoPurchaseResult>('POST', ACCESS_ENDPOINTS.demoPurchase.path, request)

/** 'Try It On' (DECISIONS 26): the order behind a receipt's link, and whether it can still be refunded. */
export const getRefundStatus = (restoreToken: string) =>
  apiJson<RefundStatus>('POST', REFUND_ENDPOINTS.refund.path, {restoreToken} satisfies RefundRequestBody)

export const confirmRefund = (restoreToken: string) =>
  apiJson<RefundStatus>('POST', REFUND_ENDPOINTS.refund.path, {
    restoreToken,
    confirm: true,
  } satisfies RefundRequestBody)
