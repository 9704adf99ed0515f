/**
 * What the back office reads of other modules: orders, refunds and receipts (order-list.ts, refunds.ts, receipts.ts), the
 * email list (email-list.ts, read by owner-email-list through its index) and push deliveries (push-stats.ts), plus the one view of an order it may show.
 * Assessments and tracking are read as aggregates only (report-data.ts).
 */
import type {OwnerOrder} from '../../../../src/lib/api-contract/owner-answers'
import {isProductionContext} from '../env'
import type {Order} from '../order-record'
import {listOrders as listStoredOrders} from '../order-list'

export {getOrderById as findOrder} from '../order-access'
export {ReceiptRefusedError, resendReceipt} from '../receipts'
export {RefundError, refundOrder, resendRefundConfirmation} from '../refunds'
export {readDeliveryStats} from '../push-stats'

/**
 * The orders the back office lists, counts and exports. On production, never one paid with test money (DECISIONS
 * 49): such an order is one a deploy preview wrote into the stores it shared with production before each context
 * had its own (docs/deploy-contexts.md).
 */
export async function listOrders(): Promise<Order[]> {
  const orders = await listStoredOrders()
  return isProductionContext() ? orders.filter((order) => !order.testMode) : orders
}

/** What the back office may show of an order: never its restore hash. */
export function ownerView(order: Order): OwnerOrder {
  return {
    id: order.id,
    provider: order.provider,
    amountCents: order.amountCents,
    currency: order.currency,
    coupon: order.coupon,
    email: order.email,
    createdAt: order.createdAt,
    state: order.state,
    paidAt: order.paidAt,
    ...(order.refundedAt ? {refundedAt: order.refundedAt} : {}),
    ...(order.refundReason ? {refundReason: order.refundReason} : {}),
    ...(order.demo ? {demo: true} : {}),
    ...(order.testMode && !order.demo ? {testMode: true} : {}),
    ...(order.marketingConsent ? {marketingConsent: true} : {}),
    ...(order.refundRequestedAt ? {refundRequestedAt: order.refundRequestedAt} : {}),
    ...(order.feeCents !== undefined ? {feeCents: order.feeCents} : {}),
    ...(order.disputeFeeCents !== undefined ? {disputeFeeCents: order.disputeFeeCents} : {}),
  }
}
