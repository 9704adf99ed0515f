/**
 * Pure checkout rules shared by the browser and the functions (no React, no window, no clock).
 * Coupon codes never live here: the server owns them (DECISIONS 14).
 */
import type {PurchaseProof} from '../api-contract/payments'
import {CLIENT_SECRET, PAYMENT_INTENT_ID} from '../api-contract/payments.schema'

/** Total = price minus the discount; never below zero. */
export const totalCents = (priceCents: number, discountCents: number) =>
  Math.max(0, priceCents - Math.max(0, discountCents))

/** Coupon input as the server compares it (case-insensitive, the input is upper-cased). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase()

/** Reads the proof from the success page's query: Stripe's redirect, our PayPal hand-off, or a receipt's restore link. */
export function proofFromSearch(search: string): PurchaseProof | null {
  const params = new URLSearchParams(search)
  const paymentIntentId = params.get('payment_intent')
  const clientSecret = params.get('payment_intent_client_secret')
  if (paymentIntentId && PAYMENT_INTENT_ID.test(paymentIntentId) && clientSecret && CLIENT_SECRET.test(clientSecret))
    return {paymentIntentId, clientSecret}
  const paypalOrderId = params.get('paypal_order')
  if (paypalOrderId && /^[A-Za-z0-9-]+$/.test(paypalOrderId)) return {paypalOrderId}
  const restoreToken = params.get('restore')
  if (restoreToken && /^[A-Za-z0-9_-]{20,}$/.test(restoreToken)) return {restoreToken}
  return null
}
