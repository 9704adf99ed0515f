/**
 * Pure checkout rules shared by the browser and the functions (no React, no window, no clock).
 * Coupon codes never live here: the server owns them (DECISIONS 14).
 */
import type {PurchaseProof} from '../api-contract/payments'
import {CLIENT_SECRET, PAYMENT_INTENT_ID, PAYPAL_CLAIM, PAYPAL_ORDER_ID} from '../api-contract/payments.schema'

/** Total = price minus the discount; never below zero. */
export const totalCents = (priceCents: number, discountCents: number) =>
  Math.max(0, priceCents - Math.max(0, discountCents))

/** Coupon input as the server compares it (case-insensitive, the input is upper-cased). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase()

/**
 * The success page's address after a PayPal payment: the order id in the query, its claim secret in the fragment,
 * which the browser never sends to a server or in a Referer (docs/threat-model.md).
 */
export const paypalSuccessAddress = (successPath: string, orderId: string, claimSecret: string) =>
  `${successPath}?${new URLSearchParams({paypal_order: orderId})}#${new URLSearchParams({paypal_claim: claimSecret})}`

/**
 * Reads the proof from the success page's address: Stripe's redirect, our PayPal hand-off (order id and claim
 * secret), or a receipt's restore link.
 */
export function proofFromAddress(search: string, hash: string): PurchaseProof | null {
  const params = new URLSearchParams(search)
  const paymentIntentId = params.get('payment_intent')
  const clientSecret = params.get('payment_intent_client_secret')
  if (paymentIntentId && PAYMENT_INTENT_ID.test(paymentIntentId) && clientSecret && CLIENT_SECRET.test(clientSecret))
    return {paymentIntentId, clientSecret}
  const paypalOrderId = params.get('paypal_order')
  const claimSecret = new URLSearchParams(hash.replace(/^#/, '')).get('paypal_claim')
  if (paypalOrderId && PAYPAL_ORDER_ID.test(paypalOrderId) && claimSecret && PAYPAL_CLAIM.test(claimSecret))
    return {paypalOrderId, claimSecret}
  const restoreToken = params.get('restore')
  if (restoreToken && /^[A-Za-z0-9_-]{20,}$/.test(restoreToken)) return {restoreToken}
  return null
}
