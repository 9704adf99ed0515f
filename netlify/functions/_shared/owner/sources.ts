/**
 * What the back office reads of other modules: orders (order-index.ts: their paged list and the one view of an order
 * it may show; order-list.ts: all of them, for revenue and coupons), refunds and receipts (refunds.ts, receipts.ts),
 * the email list (email-list.ts, read by owner-email-list through its index) and push deliveries (push-stats.ts).
 * Assessments and tracking are read as aggregates only (report-data.ts).
 */
import {isProductionContext} from '../env'
import type {Order} from '../order-record'
import {listOrders as listStoredOrders} from '../order-list'

export {getOrderById as findOrder} from '../order-access'
export {linkedOrder, ordersPage, ownerView} from '../order-index'
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
