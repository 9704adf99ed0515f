import type {Config, Context} from '@netlify/functions'
import type Stripe from 'stripe'
import {API} from '../../src/lib/api-contract'
import {isProductionContext, optionalEnv} from './_shared/env'
import {errorResponse, answer, refuseRequest, withErrors} from './_shared/http'
import {logError} from './_shared/log'
import {markDisputed, markDisputeWon, markRefunded, recordDisputeFees, recordFee, recordOrder} from './_shared/orders'
import {sendReceipt} from './_shared/receipts'
import {
  disputeFeesOf,
  feeOfBalanceTransaction,
  intentMatchesPrice,
  intentWithFee,
  notConfigured,
  orderInputFromIntent,
  PRODUCT_METADATA,
  refuseUnlessStripeReady,
  stripe,
} from './_shared/stripe'
import {applyEventOnce, receivedBody} from './_shared/webhook-events'

/** The events to register for this endpoint in Stripe's dashboard (README "Payments"). */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
  // The charge's balance transaction (and so Stripe's fee) may settle after the payment, and revenue counts it.
  'charge.updated',
] as const

/** Dispute outcomes that keep the money with the seller: access comes back. */
const DISPUTE_WON: Stripe.Dispute.Status[] = ['won', 'warning_closed']

const intentIdOf = (value: string | {id: string} | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * The intent with its charge's balance transaction, where Stripe reports its fee. Without it (Stripe did
 * not answer) the order is still recorded, its fee "not reported" until `charge.updated` brings it.
 */
async function withFee(intent: Stripe.PaymentIntent): Promise<Stripe.PaymentIntent> {
  try {
    return await intentWithFee(intent.id)
  } catch (error) {
    logError(`Stripe fee of ${intent.id} not read`, error)
    return intent
  }
}

/** Moves the order of the event (DECISIONS 26): paid on success, refunded on a full refund, disputed on a dispute, paid again when it is won. */
async function apply(event: Stripe.Event, now: Date, context: Context) {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object
    if (intent.metadata?.product !== PRODUCT_METADATA) return
    // Test money never reaches production's books (DECISIONS 49): no order, revenue, mail, list entry or report.
    if (isProductionContext(context) && (event.livemode !== true || intent.livemode !== true)) {
      console.error(`Test-mode payment ${intent.id} ignored on the production context`)
      return
    }
    if (!(await intentMatchesPrice(intent))) return
    const {order} = await recordOrder(orderInputFromIntent(await withFee(intent)), now)
    await sendReceipt(order, now)
  } else if (event.type === 'charge.updated') {
    // Stripe's fee, once the charge's balance transaction exists (the order may have been recorded without it).
    const charge = event.data.object
    const intentId = intentIdOf(charge.payment_intent)
    if (!intentId || !charge.balance_transaction) return
    const transaction =
      typeof charge.balance_transaction === 'string'
        ? await stripe().balanceTransactions.retrieve(charge.balance_transaction)
        : charge.balance_transaction
    const fee = feeOfBalanceTransaction(transaction, charge.currency)
    if (fee !== undefined) await recordFee(`stripe:${intentId}`, fee)
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object
    const intentId = intentIdOf(charge.payment_intent)
    // A partial refund leaves the purchase in place; a full one ends access.
    if (intentId && charge.refunded)
      await markRefunded(`stripe:${intentId}`, now, {by: 'stripe', reason: 'refunded_at_stripe'})
  } else if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object
    const intentId = intentIdOf(dispute.payment_intent)
    if (!intentId) return
    await markDisputed(`stripe:${intentId}`, now, 'stripe')
    await recordDisputeFeesOf(`stripe:${intentId}`, dispute)
  } else if (event.type === 'charge.dispute.closed') {
    // Won, or an inquiry closed without becoming a chargeback (`warning_closed`): access comes back.
    // Lost: the order stays disputed, access and reminders stay ended.
    const dispute = event.data.object
    const intentId = intentIdOf(dispute.payment_intent)
    if (!intentId) return
    if (DISPUTE_WON.includes(dispute.status)) await markDisputeWon(`stripe:${intentId}`, now)
    await recordDisputeFeesOf(`stripe:${intentId}`, dispute)
  }
}

/** Stripe's dispute fee, from the dispute's balance transactions: revenue counts it with the fees. */
async function recordDisputeFeesOf(orderId: string, dispute: Stripe.Dispute) {
  const fees = disputeFeesOf(dispute, dispute.currency)
  if (Object.keys(fees).length > 0) await recordDisputeFees(orderId, fees)
}

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read. Each event is
 * applied once (by event id; orders are recorded once by intent id); a mail failure answers 500 so
 * Stripe retries, and the retry sends only what is missing.
 */
export default withErrors(async (req: Request, context: Context) => {
  const secret = optionalEnv('STRIPE_WEBHOOK_SECRET')
  const refused = await refuseRequest(req, API.stripeWebhook, () =>
    secret ? refuseUnlessStripeReady(context) : notConfigured(),
  )
  if (refused) return refused
  const signature = req.headers.get('stripe-signature')
  if (!signature) return errorResponse(400, 'Missing Stripe signature.', 'invalid_signature')
  let event: Stripe.Event
  try {
    event = await stripe().webhooks.constructEventAsync(await req.text(), signature, secret as string)
  } catch {
    return errorResponse(400, 'The Stripe signature does not match this body.', 'invalid_signature')
  }

  return answer(
    API.stripeWebhook,
    'POST',
    200,
    receivedBody(await applyEventOnce('stripe', event, () => apply(event, new Date(), context))),
  )
})

export const config: Config = {path: '/api/stripe-webhook', method: 'POST'}
