/**
 * What the back office reads of other modules: orders (order-index.ts: their paged list and the one view of an order
 * it may show; revenue and coupon uses are running totals, order-totals.ts), refunds and receipts (refunds.ts,
 * receipts.ts), the email list (email-list.ts, read by owner-email-list through its index) and push deliveries
 * (push-stats.ts). Assessments and tracking are read as aggregates only (report-data.ts).
 */

export {getOrderById as findOrder} from '../order-access'
export {linkedOrder, ordersPage, ownerView} from '../order-index'
export {ReceiptRefusedError, resendReceipt} from '../receipts'
export {RefundError, refundOrder, resendRefundConfirmation} from '../refunds'
export {readDeliveryStats} from '../push-stats'
