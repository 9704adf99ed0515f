import Stripe from 'stripe'
import {CURRENCY} from '../../../src/config/site'
import {API_ERRORS} from '../../../src/lib/api-contract'
import {quote} from './coupons'
import {isProductionContext, optionalEnv, requireEnv, type DeployContextHolder} from './env'
import {apiError} from './http'
import type {NewOrder} from './orders'
import {logError} from './log'

/** Pinned so a Stripe dashboard upgrade never changes what the functions receive. */
export const STRIPE_API_VERSION = '2025-10-29.clover'

let client: Stripe | null = null
let clientKey = ''

/** Card payments need both keys; without them the checkout shows 'Payment System Setup Required'. */
export const stripeConfigured = () => Boolean(optionalEnv('STRIPE_SECRET_KEY') && optionalEnv('STRIPE_PUBLISHABLE_KEY'))

export const notConfigured = () => apiError(API_ERRORS.cardPaymentsNotConfigured)

/**
 * Live money in production (DECISIONS 27): on Netlify's production context, Stripe test keys are
 * refused with 503 and a log line naming the setting. Null when the keys may be used here.
 */
export function refuseStripeTestKeys(context?: DeployContextHolder): Response | null {
  if (!isProductionContext(context)) return null
  const testKey = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const).find((name) =>
    /^(sk|pk|rk)_test_/.test(optionalEnv(name) ?? ''),
  )
  if (!testKey) return null
  console.error(`${testKey} is a Stripe test key: the production context takes live keys only`)
  return apiError(API_ERRORS.stripeTestKeysInProduction)
}

/** Card payments cannot be taken here: not configured (503), or test keys on production (503); null when they can. */
export const refuseUnlessStripeReady = (context?: DeployContextHolder): Response | null =>
  stripeConfigured() ? refuseStripeTestKeys(context) : notConfigured()

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

/**
 * The checkout's marketing opt-in, kept on the PaymentIntent itself by create-payment-intent, so the
 * order records it whichever way the payment is confirmed (the page, a 3-D Secure redirect, or the webhook alone).
 */
export const MARKETING_OPT_IN_METADATA = 'marketing_opt_in'

/**
 * The fee Stripe reports on a charge's balance transaction, in cents, when it is in the order's currency; undefined
 * when Stripe has not reported it (not expanded, not settled yet: with asynchronous capture the balance
 * transaction comes later, with `charge.updated`) — never 0 for "unknown".
 */
export function feeOfBalanceTransaction(
  transaction: Stripe.BalanceTransaction | string | null | undefined,
  currency: string,
): number | undefined {
  if (!transaction || typeof transaction === 'string') return undefined
  return transaction.currency.toUpperCase() === currency.toUpperCase() ? transaction.fee : undefined
}

/**
 * The fees Stripe reports on a dispute (its dispute fee), by balance transaction: the withdrawal when the dispute
 * opens and any reinstatement (a negative fee when Stripe returns it). Transactions not in `currency` are left out.
 */
export function disputeFeesOf(dispute: Pick<Stripe.Dispute, 'balance_transactions'>, currency: string) {
  const fees: Record<string, number> = {}
  for (const transaction of dispute.balance_transactions ?? [])
    if (transaction.currency.toUpperCase() === currency.toUpperCase()) fees[transaction.id] = transaction.fee
  return fees
}

/** The fee of an intent retrieved with its latest charge's balance transaction expanded (see intentWithFee). */
export function feeOfIntent(intent: Stripe.PaymentIntent): number | undefined {
  const charge = intent.latest_charge
  return typeof charge === 'object' && charge
    ? feeOfBalanceTransaction(charge.balance_transaction, intent.currency)
    : undefined
}

/** A PaymentIntent with its latest charge and that charge's balance transaction (where Stripe reports the fee). */
export const intentWithFee = (paymentIntentId: string) =>
  stripe().paymentIntents.retrieve(paymentIntentId, {expand: ['latest_charge.balance_transaction']})

/** The order a succeeded PaymentIntent of ours records (the webhook and verify-purchase both record it). */
export const orderInputFromIntent = (intent: Stripe.PaymentIntent): NewOrder => {
  const feeCents = feeOfIntent(intent)
  return {
    provider: 'stripe' as const,
    providerId: intent.id,
    amountCents: intent.amount_received || intent.amount,
    currency: intent.currency.toUpperCase(),
    coupon: intent.metadata.coupon || null,
    email: intent.receipt_email ?? null,
    testMode: intent.livemode !== true,
    // Stripe's creation time bounds the payment time from below: the 24-hour payment-id window never grows.
    ...(intent.created ? {paidAt: new Date(intent.created * 1000)} : {}),
    ...(feeCents !== undefined ? {feeCents} : {}),
    ...(intent.metadata[MARKETING_OPT_IN_METADATA] === 'yes' ? {marketingConsent: true} : {}),
  }
}

/**
 * The amount is the price recorded when the intent was created (its `price_cents`, set by our server only), in
 * USD: a coupon the coach changes or removes later does not turn a paid order away (docs/threat-model.md). Intents created
 * before that field existed are checked against today's price for their coupon (an unknown coupon never matches).
 */
export async function intentMatchesPrice(intent: Stripe.PaymentIntent): Promise<boolean> {
  const recorded = Number(intent.metadata?.price_cents)
  const price =
    Number.isInteger(recorded) && recorded > 0
      ? recorded
      : (await quote(intent.metadata?.coupon || undefined))?.amountCents
  const paid = intent.amount_received || intent.amount
  const ok = price !== undefined && paid === price && intent.currency.toUpperCase() === CURRENCY
  if (!ok)
    console.error(
      `PaymentIntent ${intent.id} paid ${paid} ${intent.currency}, the price is ${price ?? 'unknown'} ${CURRENCY}`,
    )
  return ok
}

/**
 * The card's fingerprint of a PaymentIntent (the same card gives the same fingerprint), or null when Stripe does
 * not report one (not a card, or the charge is not there): DECISIONS 40 knows a person by it.
 */
export async function cardFingerprint(paymentIntentId: string): Promise<string | null> {
  try {
    const intent = await stripe().paymentIntents.retrieve(paymentIntentId, {expand: ['latest_charge']})
    const charge = intent.latest_charge
    return typeof charge === 'object' && charge ? (charge.payment_method_details?.card?.fingerprint ?? null) : null
  } catch (error) {
    logError(`No card fingerprint for ${paymentIntentId}`, error)
    return null
  }
}
