import type {Config} from '@netlify/functions'
import type Stripe from 'stripe'
import {store, STORES} from './_shared/blobs'
import {requireEnv} from './_shared/env'
import {errorResponse, json, rejectMethod, withErrors} from './_shared/http'
import {recordOrder, sendReceipt} from './_shared/orders'
import {PRODUCT_METADATA, stripe, orderInputFromIntent} from './_shared/stripe'

const eventKey = (id: string) => `event/${id}`

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read. A succeeded
 * payment is recorded once (by event id and by intent id) and its receipt mailed; a mail failure
 * answers 500 so Stripe retries, and the retry sends only what is missing.
 */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const secret = requireEnv('STRIPE_WEBHOOK_SECRET')
  const signature = req.headers.get('stripe-signature')
  if (!signature) return errorResponse(400, 'Missing Stripe signature.', 'invalid_signature')
  let event: Stripe.Event
  try {
    event = await stripe().webhooks.constructEventAsync(await req.text(), signature, secret)
  } catch {
    return errorResponse(400, 'The Stripe signature does not match this body.', 'invalid_signature')
  }

  const orders = store(STORES.orders)
  if (await orders.get(eventKey(event.id))) return json(200, {received: true, duplicate: true})

  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object
    if (intent.metadata?.product === PRODUCT_METADATA) {
      const now = new Date()
      const {order, restoreSecret} = await recordOrder(orderInputFromIntent(intent), now)
      await sendReceipt(order, restoreSecret, now)
    }
  }
  await orders.setJSON(eventKey(event.id), {type: event.type, receivedAt: new Date().toISOString()})
  return json(200, {received: true})
})

export const config: Config = {path: '/api/stripe-webhook', method: 'POST'}
