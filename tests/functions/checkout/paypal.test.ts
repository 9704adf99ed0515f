import setup from '../../../netlify/functions/paypal-setup.mts'
import createOrder from '../../../netlify/functions/paypal-order.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import {verifyAccessToken} from '../../../netlify/functions/_shared/access-token'
import {call} from '../../support/function-request'
import {capturePayPalOrder, STRIPE_TEST_ENV, usePayPalServices} from '../../support/payment-env'

describe('PayPal: setup, order, capture', () => {
  const services = usePayPalServices({clientId: 'paypal-client-id-test', clientSecret: 'paypal-secret-test'})

  it('setup answers a client token and the public client id', async () => {
    const res = await call(setup, '/paypal/setup', {method: 'GET'})
    expect(res.status).toBe(200)
    expect(res.body.clientToken).toMatch(/^client-token-/)
    expect(res.body.clientId).toBe('paypal-client-id-test')
  })

  it('creates a CAPTURE order in USD at the server price, ignoring a client amount', async () => {
    const res = await call(createOrder, '/paypal/order', {
      body: {amount: 1, currency: 'EUR', intent: 'AUTHORIZE', coupon: 'welcome15'},
    })
    expect(res.status).toBe(200)
    expect(services.paypal.orders.get(res.body.id)).toMatchObject({
      intent: 'CAPTURE',
      amount: {currency_code: 'USD', value: '22.00'},
      customId: 'WELCOME15',
    })
    expect((await call(createOrder, '/paypal/order', {body: {coupon: 'BOGUS'}})).status).toBe(404)
  })

  it('a capture that is not COMPLETED grants nothing', async () => {
    const {body} = await call(createOrder, '/paypal/order', {body: {}})
    const res = await capturePayPalOrder(body.id, body.claimSecret)
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('paypal_not_completed')
    expect(res.body.token).toBeUndefined()
    const proof = {paypalOrderId: body.id, claimSecret: body.claimSecret}
    expect((await call(verify, '/api/verify-purchase', {body: proof})).status).toBe(404)
  })

  it('an order id without its claim secret captures nothing and verifies nothing (docs/threat-model.md)', async () => {
    const {body} = await call(createOrder, '/paypal/order', {body: {}})
    expect(body.claimSecret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    services.paypal.approve(body.id)
    // Someone who learnt the order id (a return URL, a shared screen) with a secret of their own: an unknown order.
    const stranger = await capturePayPalOrder(body.id, 'x'.repeat(43))
    expect(stranger).toMatchObject({status: 404, body: {code: 'order_not_found'}})
    expect(services.paypal.orders.get(body.id)?.status).not.toBe('COMPLETED')
    // Without one at all: a 400 that names the missing secret.
    const bare = await capturePayPalOrder(body.id, '')
    expect(bare.status).toBe(400)
    expect(bare.body.error).toMatch(/claim secret/)
    // Her browser captures; the id alone still verifies nothing afterwards.
    expect((await capturePayPalOrder(body.id, body.claimSecret)).status).toBe(200)
    const withoutSecret = await call(verify, '/api/verify-purchase', {body: {paypalOrderId: body.id}})
    expect(withoutSecret.status).toBe(400)
    const wrongSecret = await call(verify, '/api/verify-purchase', {
      body: {paypalOrderId: body.id, claimSecret: 'y'.repeat(43)},
    })
    expect(wrongSecret.status).toBe(404)
    const hers = await call(verify, '/api/verify-purchase', {
      body: {paypalOrderId: body.id, claimSecret: body.claimSecret},
    })
    expect(hers.status).toBe(200)
  })

  it('a COMPLETED capture records the order, mails the receipt and answers a purchaser token', async () => {
    const {body} = await call(createOrder, '/paypal/order', {body: {}})
    services.paypal.approve(body.id)
    const captureOrder = (orderId: string) => capturePayPalOrder(orderId, body.claimSecret)
    const res = await captureOrder(body.id)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('COMPLETED')
    expect(await verifyAccessToken(res.body.token, STRIPE_TEST_ENV.ACCESS_TOKEN_SECRET)).toEqual({
      role: 'purchaser',
      purchaseId: `paypal:${body.id}`,
      issuedAt: expect.any(Number),
    })
    // A retried capture answers the same and records nothing new.
    expect((await captureOrder(body.id)).status).toBe(200)
    expect(services.smtp.received.filter((mail) => mail.text?.includes(body.id))).toHaveLength(1)
    // /checkout-success can then confirm the PayPal order with the server.
    const proof = {paypalOrderId: body.id, claimSecret: body.claimSecret}
    expect((await call(verify, '/api/verify-purchase', {body: proof})).status).toBe(200)
  })

  it('refuses to capture an order the server did not create', async () => {
    const res = await capturePayPalOrder('NOTOURS123', 'z'.repeat(43))
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('order_not_found')
  })

  it('answers 503 when PayPal is not configured', async () => {
    const saved = process.env.PAYPAL_CLIENT_SECRET
    delete process.env.PAYPAL_CLIENT_SECRET
    try {
      expect((await call(setup, '/paypal/setup', {method: 'GET'})).body.code).toBe('payments_not_configured')
    } finally {
      process.env.PAYPAL_CLIENT_SECRET = saved
    }
  })
})
