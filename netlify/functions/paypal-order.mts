import type {Config, Context} from '@netlify/functions'
import {z} from 'zod'
import {CURRENCY} from '../../src/config/site'
import {quote} from './_shared/coupons'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {savePendingPayPalOrder} from './_shared/orders'
import {createOrder, notConfigured, paypalConfigured, refusePayPalSandbox} from './_shared/paypal'

// Old clients also send amount, currency and intent: ignored, the server sets them (DECISIONS 14).
const OrderRequest = z.object({coupon: z.string().max(64).optional()})

/** A PayPal order (intent CAPTURE, USD) at the server's price; remembered so the capture can be checked against it. */
export default withErrors(async (req: Request, context: Context) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  if (!paypalConfigured()) return notConfigured()
  const refused = refusePayPalSandbox(context)
  if (refused) return refused
  const parsed = await parseBody(req, OrderRequest)
  if (parsed.response) return parsed.response
  const priced = quote(parsed.data.coupon)
  if (!priced) return errorResponse(404, 'Please check your coupon code and try again.', 'invalid_coupon')

  const coupon = priced.coupon?.code ?? null
  const order = await createOrder(priced.amountCents, CURRENCY, coupon ?? '', crypto.randomUUID())
  await savePendingPayPalOrder(order.id, {amountCents: priced.amountCents, currency: CURRENCY, coupon, createdAt: new Date().toISOString()})
  return json(200, {id: order.id, status: order.status})
})

export const config: Config = {path: '/paypal/order', method: 'POST'}
