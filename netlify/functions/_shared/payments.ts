import type {Order} from './order-record'
import {PAYMENT_ID_WINDOW_MS} from './orders'
import {apiError, errorResponse} from './http'
import {API_ERRORS, ERROR_CODES} from '../../../src/lib/api-contract'
import {ACCESS_REFUSALS, type AccessRefusal} from './require-access'

/** An order that is not paid answers with the same sentence as a premium request refused for it (require-access). */
const TOKEN_REFUSALS: Partial<Record<Order['state'], {status: 402 | 403; code: AccessRefusal}>> = {
  pending: {status: 402, code: ERROR_CODES.paymentPending},
  failed: {status: 402, code: ERROR_CODES.paymentFailed},
  refunded: {status: 403, code: ERROR_CODES.orderRefunded},
  disputed: {status: 403, code: ERROR_CODES.orderDisputed},
}

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
  const refusal = TOKEN_REFUSALS[order.state]
  if (refusal) return errorResponse(refusal.status, ACCESS_REFUSALS[refusal.code], refusal.code)
  if (via === 'payment-id' && (!order.paidAt || now.getTime() - Date.parse(order.paidAt) > PAYMENT_ID_WINDOW_MS)) {
    return errorResponse(
      403,
      'This payment link has expired. Please use the link in your receipt email to open the toolkit.',
      ERROR_CODES.useRestoreLink,
    )
  }
  return null
}
