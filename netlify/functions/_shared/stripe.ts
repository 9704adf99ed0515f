import Stripe from 'stripe'
import {optionalEnv, requireEnv} from './env'

/** Pinned so a Stripe dashboard upgrade never changes what the functions receive. */
export const STRIPE_API_VERSION = '2025-10-29.clover'

let client: Stripe | null = null
let clientKey = ''

/** Card payments need both keys; without them the checkout shows 'Payment System Setup Required'. */
export const stripeConfigured = () => Boolean(optionalEnv('STRIPE_SECRET_KEY') && optionalEnv('STRIPE_PUBLISHABLE_KEY'))

/**
 * The Stripe client, created once. STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere (a local fake in
 * tests); retries are off so a failure is answered at once rather than after a silent wait.
 */
export function stripe(): Stripe {
  const key = requireEnv('STRIPE_SECRET_KEY')
  const host = optionalEnv('STRIPE_API_HOST')
  const port = optionalEnv('STRIPE_API_PORT')
  const protocol = optionalEnv('STRIPE_API_PROTOCOL') as 'http' | 'https' | undefined
  const cacheKey = [key, host, port, protocol].join('|')
  if (!client || clientKey !== cacheKey) {
    client = new Stripe(key, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 0,
      telemetry: false,
      ...(host ? {host} : {}),
      ...(port ? {port: Number(port)} : {}),
      ...(protocol ? {protocol} : {}),
    })
    clientKey = cacheKey
  }
  return client
}

/** Marks our PaymentIntents, so verify-purchase never accepts a payment made for something else. */
export const PRODUCT_METADATA = 'menopause-mastery-toolkit'

/** The order a succeeded PaymentIntent of ours records (the webhook and verify-purchase both record it). */
export const orderInputFromIntent = (intent: Stripe.PaymentIntent) => ({
  provider: 'stripe' as const,
  providerId: intent.id,
  amountCents: intent.amount_received || intent.amount,
  currency: intent.currency.toUpperCase(),
  coupon: intent.metadata.coupon || null,
  email: intent.receipt_email ?? null,
})
