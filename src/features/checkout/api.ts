import {pathWith} from '../../lib/api-contract/endpoint'
import {ERROR_CODES} from '../../lib/api-contract/error-codes'
import {PAYMENT_ENDPOINTS} from '../../lib/api-contract/payments'
import type {
  CouponResult,
  PaymentIntentRequest,
  PaymentIntentResult,
  PaymentStatus,
  PayPalCaptureRequest,
  PayPalCaptureResult,
  PayPalOrderRequest,
  PayPalOrderResult,
  PayPalSetup,
  PurchaseProof,
  PurchaseToken,
} from '../../lib/api-contract/payments'
import {ApiError, apiJson} from '../../lib/api-client'
import {centsFromDollars, type Cents} from '../../lib/money'

/** The calls of the purchase path. Amounts are the server's (dollars on the wire, cents from here on); the browser only names a coupon. */
export type {PaymentStatus, PayPalSetup}

// The payments table, not the contract's whole `API`: the checkout's first load carries only the endpoints it calls
// (docs/performance.md); the refund page and the test checkout call theirs from after-purchase-api.ts.
const API = PAYMENT_ENDPOINTS

/** A coupon the server accepted, with its saving and the new total in cents. */
export type AppliedCoupon = {code: string; amountOffCents: Cents; totalCents: Cents}

/** Which providers the server has keys for: asked first, so an unconfigured one is never a failed (logged) request. */
export const PAYMENT_STATUS_URL = API.paymentStatus.path
export const getPaymentStatus = () => apiJson<PaymentStatus>('GET', PAYMENT_STATUS_URL)

export async function validateCoupon(code: string): Promise<AppliedCoupon> {
  const answer = await apiJson<CouponResult>('POST', API.validateCoupon.path, {code})
  return {
    code: answer.code,
    amountOffCents: centsFromDollars(answer.amountOff),
    totalCents: centsFromDollars(answer.total),
  }
}

export const PAYMENT_INTENT_URL = API.createPaymentIntent.path
/** With `marketingOptIn` (as she pays) the same attempt's intent is answered, her opt-in kept on it. */
export async function createPaymentIntent(coupon: string | null, attemptId: string, marketingOptIn?: boolean) {
  const {total, ...intent} = await apiJson<PaymentIntentResult>('POST', PAYMENT_INTENT_URL, {
    ...(coupon ? {coupon} : {}),
    attemptId,
    ...(marketingOptIn !== undefined ? {marketingOptIn} : {}),
  } satisfies PaymentIntentRequest)
  return {...intent, totalCents: centsFromDollars(total)}
}

export const verifyPurchase = (proof: PurchaseProof) => apiJson<PurchaseToken>('POST', API.verifyPurchase.path, proof)

export const PAYPAL_SETUP_URL = API.paypalSetup.path
export const getPayPalSetup = () => apiJson<PayPalSetup>('GET', PAYPAL_SETUP_URL)

/** The PayPal order, with her marketing opt-in kept on the server with it. */
export const createPayPalOrder = (coupon: string | null, marketingOptIn = false) =>
  apiJson<PayPalOrderResult>('POST', API.paypalOrder.path, {
    ...(coupon ? {coupon} : {}),
    ...(marketingOptIn ? {marketingOptIn} : {}),
  } satisfies PayPalOrderRequest)

export const capturePayPalOrder = (orderId: string, claimSecret: string) =>
  apiJson<PayPalCaptureResult>('POST', pathWith(API.paypalCapture.path, {orderId}), {
    claimSecret,
  } satisfies PayPalCaptureRequest)

/** The server has no keys for this payment provider: a state the checkout shows, not a failure. */
export const isPaymentsNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.details.code === ERROR_CODES.paymentsNotConfigured
