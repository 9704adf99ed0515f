import {apiJson} from '../../lib/api-client'
import type {PurchaseProof} from './logic'

/** The calls of the purchase path. Amounts are the server's (dollars); the browser only names a coupon. */
export type CouponResult = {code: string; amountOff: number; total: number}
export type PaymentIntentResult = {clientSecret: string; total: number; publishableKey: string}
export type PayPalSetup = {clientToken: string; clientId: string}

/** Which providers the server has keys for: asked first, so an unconfigured one is never a failed (logged) request. */
export type PaymentStatus = {card: boolean; paypal: boolean}
export const PAYMENT_STATUS_URL = '/api/payments/status'
export const getPaymentStatus = () => apiJson<PaymentStatus>('GET', PAYMENT_STATUS_URL)

export const validateCoupon = (code: string) => apiJson<CouponResult>('POST', '/api/coupons/validate', {code})

export const createPaymentIntent = (coupon: string | null, attemptId: string) =>
  apiJson<PaymentIntentResult>('POST', '/api/create-payment-intent', {...(coupon ? {coupon} : {}), attemptId})

export const verifyPurchase = (proof: PurchaseProof) => apiJson<{token: string; orderId: string}>('POST', '/api/verify-purchase', proof)

export const getPayPalSetup = () => apiJson<PayPalSetup>('GET', '/paypal/setup')

export const createPayPalOrder = (coupon: string | null) => apiJson<{id: string}>('POST', '/paypal/order', coupon ? {coupon} : {})

export const capturePayPalOrder = (orderId: string) =>
  apiJson<{status: string; token?: string}>('POST', `/paypal/order/${encodeURIComponent(orderId)}/capture`, undefined, {'Content-Type': 'application/json'})

export const requestDemoToken = () => apiJson<{token: string}>('POST', '/api/demo-access')

/** 'Try It On' (DECISIONS 26): the order behind a receipt's link, and whether it can still be refunded. */
export type RefundStatus = {
  orderId: string
  amountCents: number
  currency: string
  state: 'paid' | 'pending' | 'refunded' | 'disputed'
  paidAt: string | null
  refundableUntil: string | null
  refundable: boolean
  reason?: 'refund_window_closed' | 'not_refundable'
  refundedNow?: boolean
}

export const getRefundStatus = (restoreToken: string) => apiJson<RefundStatus>('POST', '/api/refund', {restoreToken})

export const confirmRefund = (restoreToken: string) => apiJson<RefundStatus>('POST', '/api/refund', {restoreToken, confirm: true})
