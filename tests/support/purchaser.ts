import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {recordOrder} from '../../netlify/functions/_shared/orders'
import {PRICE_CENTS} from '../../src/config/site'

/**
 * A purchaser token as the server issues it: for a paid order that exists in the orders store (a token
 * naming an order that does not exist, or was refunded, is refused). The order id is `stripe:<paymentId>`.
 */
export async function paidPurchaserToken(paymentId: string, secret: string): Promise<string> {
  const {order} = await recordOrder(
    {provider: 'stripe', providerId: paymentId, amountCents: PRICE_CENTS, currency: 'USD', coupon: null, email: null},
    new Date(),
  )
  return signAccessToken({role: 'purchaser', purchaseId: order.id}, secret)
}
