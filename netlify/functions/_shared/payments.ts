import type {Order} from './order-record'
import {PAYMENT_ID_WINDOW_MS} from './orders'
import {apiError, errorResponse} from './http'
import {API_ERRORS, ERROR_CODES} from '../../../src/lib/api-contract'

/**
 * Whether an order (a test-money order is unknown on the production context) may be exchanged for a purchaser token (DECISIONS 26): it must be paid, and a bare
 * payment id (the redirect back from paying) counts only within 24 hours of payment; after that only
 * the receipt's restore link does. Null when a token may be given, else the refusal.
 */
export function refuseToken(
  order: Order,
  via: 'payment-id' | 'restore-link',
  now: Date,
  production = false,
): Response | null {
  if (production && order.testMode) return apiError(API_ERRORS.purchaseNotFound)
  if (order.state === 'pending')
    return errorResponse(
      402,
      'This payment has not completed yet. The toolkit opens as soon as it does.',
      ERROR_CODES.paymentPending,
    )
  if (order.state === 'refunded')
    return errorResponse(
      403,
      'This purchase was refunded, so the full toolkit is no longer unlocked.',
      ERROR_CODES.orderRefunded,
    )
  if (order.state === 'disputed')
    return errorResponse(
      403,
      'This payment is disputed, so the full toolkit is paused. Please contact support.',
      ERROR_CODES.orderDisputed,
    )
  if (via === 'payment-id' && (!order.paidAt || now.getTime() - Date.parse(order.paidAt) > PAYMENT_ID_WINDOW_MS)) {
    return errorResponse(
      403,
      'This payment link has expired. Please use the link in your receipt email to open the toolkit.',
      ERROR_CODES.useRestoreLink,
    )
  }
  return null
}
