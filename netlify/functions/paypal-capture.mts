import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {PAYPAL_ORDER_ID, PayPalCaptureRequest} from '../../src/lib/api-contract/payments.schema'
import {answer, errorResponse, parseBody, refuseRequest, withErrors} from './_shared/http'
import {pendingPayPalOrder} from './_shared/paypal-pending'
import {purchaserToken, recordOrder} from './_shared/orders'
import {sendReceiptQuietly} from './_shared/receipts'
import {
  captureOrder,
  centsOf,
  firstCapture,
  PayPalError,
  paypalFeeCents,
  refuseUnlessPayPalReady,
  usesSandbox,
  type PayPalCapture,
} from './_shared/paypal'

/**
 * Captures an approved PayPal order we created, for the browser holding its claim secret. The capture's own status decides (an order can be
 * COMPLETED while its capture is PENDING): COMPLETED with the amount we asked for records a paid
 * order and answers a purchaser token; PENDING records a pending order and grants nothing until
 * PayPal's PAYMENT.CAPTURE.COMPLETED webhook; anything else is answered as is.
 */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.paypalCapture, () => refuseUnlessPayPalReady(context))
  if (refused) return refused
  const orderId = context.params?.orderId ?? ''
  if (!PAYPAL_ORDER_ID.test(orderId)) return errorResponse(400, 'Not a PayPal order id.', 'invalid_request')
  const body = await parseBody(req, PayPalCaptureRequest)
  if (body.response) return body.response
  // Without the claim secret the order id alone proves nothing: answered as an order we did not create.
  const pending = await pendingPayPalOrder(orderId, body.data.claimSecret)
  if (!pending) return errorResponse(404, 'We did not create this PayPal order.', 'order_not_found')

  let capture: PayPalCapture
  try {
    capture = await captureOrder(orderId)
  } catch (error) {
    // PayPal refused (not approved, declined funding): the buyer can try again; nothing was recorded.
    if (error instanceof PayPalError && error.status === 422)
      return errorResponse(422, 'PayPal did not complete this payment.', 'paypal_not_completed')
    throw error
  }
  const captured = firstCapture(capture)
  if (!captured || (captured.status !== 'COMPLETED' && captured.status !== 'PENDING'))
    return answer(API.paypalCapture, 'POST', 200, {status: captured?.status ?? capture.status})
  const paid = {cents: centsOf(captured.amount), currency: captured.amount.currency_code}
  if (paid.cents !== pending.amountCents || paid.currency !== pending.currency) {
    console.error(
      `PayPal order ${orderId} captured ${JSON.stringify(paid)}, expected ${pending.amountCents} ${pending.currency}`,
    )
    return errorResponse(402, 'The captured amount does not match the order.', 'amount_mismatch')
  }
  const now = new Date()
  const feeCents = paypalFeeCents(captured, paid.currency)
  const {order} = await recordOrder(
    {
      provider: 'paypal',
      providerId: orderId,
      amountCents: paid.cents,
      currency: paid.currency,
      coupon: pending.coupon,
      email: capture.payer?.email_address ?? null,
      ...(capture.payer?.payer_id ? {payer: {kind: 'paypal' as const, value: capture.payer.payer_id}} : {}),
      captureId: captured.id,
      claimHash: pending.claimHash,
      testMode: usesSandbox(),
      state: captured.status === 'COMPLETED' ? 'paid' : 'pending',
      ...(feeCents !== undefined ? {feeCents} : {}),
      // Her opt-in was recorded with the order we created, not asked of the page that comes back.
      ...(pending.marketingConsent ? {marketingConsent: true} : {}),
    },
    now,
  )
  if (order.state !== 'paid') return answer(API.paypalCapture, 'POST', 200, {status: captured.status})
  await sendReceiptQuietly(order, now)
  return answer(API.paypalCapture, 'POST', 200, {status: 'COMPLETED', token: await purchaserToken(order)})
})

export const config: Config = {
  path: '/paypal/order/:orderId/capture',
  method: 'POST',
  // Each call fetches a PayPal token and calls PayPal's capture.
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
