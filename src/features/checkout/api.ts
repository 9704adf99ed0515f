import {pathWith} from '../../lib/api-contract/endpoint'
import {ERROR_CODES} from '../../lib/api-contract/error-codes'
import {PAYMENT_ENDPOINTS} from '../../lib/api-contract/payments'
import type {
  PaymentIntentRequest,
  PaymentStatus,
  PayPalCaptureRequest,
  PayPalOrderRequest,
  PayPalSetup,
  PurchaseProof,
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
export const getPaymentStatus = () => apiJson(API.paymentStatus, 'GET')

export async function validateCoupon(code: string): Promise<AppliedCoupon> {
  const answer = await apiJson(API.validateCoupon, 'POST', {code})
  return {
    code: answer.code,
    amountOffCents: centsFromDollars(answer.amountOff),
    totalCents: centsFromDollars(answer.total),
  }
}

/** With `marketingOptIn` (as she pays) the same attempt's intent is answered, her opt-in kept on it. */
export async function createPaymentIntent(coupon: string | null, attemptId: string, marketingOptIn?: boolean) {
  const {total, ...intent} = await apiJson(API.createPaymentIntent, 'POST', {
    ...(coupon ? {coupon} : {}),
    attemptId,
    ...(marketingOptIn !== undefined ? {marketingOptIn} : {}),
  } satisfies PaymentIntentRequest)
  return {...intent, totalCents: centsFromDollars(total)}
}

export const verifyPurchase = (proof: PurchaseProof) => apiJson(API.verifyPurchase, 'POST', proof)

export const getPayPalSetup = () => apiJson(API.paypalSetup, 'GET')

/** The PayPal order, with her marketing opt-in kept on the server with it. */
export const createPayPalOrder = (coupon: string | null, marketingOptIn = false) =>
  apiJson(API.paypalOrder, 'POST', {
    ...(coupon ? {coupon} : {}),
    ...(marketingOptIn ? {marketingOptIn} : {}),
  } satisfies PayPalOrderRequest)

export const capturePayPalOrder = (orderId: string, claimSecret: string) =>
  apiJson(API.paypalCapture, 'POST', {claimSecret} satisfies PayPalCaptureRequest, {
    url: pathWith(API.paypalCapture.path, {orderId}),
  })

/** The server has no keys for this payment provider: a state the checkout shows, not a failure. */
export const isPaymentsNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.details.code === ERROR_CODES.paymentsNotConfigured
