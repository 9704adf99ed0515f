import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import webhook from '../../../netlify/functions/stripe-webhook.mts'
import paypalSetup from '../../../netlify/functions/paypal-setup.mts'
import paypalOrder from '../../../netlify/functions/paypal-order.mts'
import paypalWebhook from '../../../netlify/functions/paypal-webhook.mts'
import refundRequest from '../../../netlify/functions/refund-request.mts'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {resendReceipt} from '../../../netlify/functions/_shared/receipts'
import {startSmtpServer} from '../../support/smtp'
import {call} from '../../support/function-request'
import {mailedRefundTicket} from '../../support/refund-link'
import {startFakePayPal} from '../../support/fake-paypal'
import {useFakeStripe} from '../../support/payment-env'

describe('the production context takes live money only (DECISIONS 27)', () => {
  let stripeFake: Awaited<ReturnType<typeof useFakeStripe>>
  let paypal: Awaited<ReturnType<typeof startFakePayPal>>
  let logged: jest.SpyInstance
  beforeAll(async () => {
    stripeFake = await useFakeStripe()
    paypal = await startFakePayPal({clientId: 'prod-test-client', clientSecret: 'prod-test-secret'})
    Object.assign(process.env, paypal.env)
  })
  afterAll(async () => {
    await stripeFake.close()
    await paypal.close()
  })
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => logged.mockRestore())

  it('refuses Stripe test keys with 503 and a log line naming the setting', async () => {
    const requests = [
      () => call(createIntent, '/api/create-payment-intent', {body: {}, deployContext: 'production'}),
      () =>
        call(verify, '/api/verify-purchase', {
          body: {paymentIntentId: 'pi_123', clientSecret: 'pi_123_secret_abc'},
          deployContext: 'production',
        }),
      () =>
        call(webhook, '/api/stripe-webhook', {
          rawBody: '{}',
          headers: {'stripe-signature': 't=1,v1=x'},
          deployContext: 'production',
        }),
    ]
    for (const request of requests) {
      const res = await request()
      expect(res.status).toBe(503)
      expect(res.body.code).toBe('test_keys_in_production')
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('STRIPE_SECRET_KEY'))
    expect(stripeFake.createRequests).toHaveLength(0)
    // A deploy preview may use test keys.
    expect(
      (await call(createIntent, '/api/create-payment-intent', {body: {}, deployContext: 'deploy-preview'})).status,
    ).toBe(200)
  })

  it("refuses PayPal's sandbox host with 503 and a log line naming PAYPAL_API_BASE", async () => {
    process.env.PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com'
    try {
      for (const res of [
        await call(paypalSetup, '/paypal/setup', {method: 'GET', deployContext: 'production'}),
        await call(paypalOrder, '/paypal/order', {body: {}, deployContext: 'production'}),
        await call(paypalWebhook, '/api/paypal-webhook', {
          body: {id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED'},
          deployContext: 'production',
        }),
      ]) {
        expect(res.status).toBe(503)
        expect(res.body.code).toBe('sandbox_in_production')
      }
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('PAYPAL_API_BASE'))
    } finally {
      process.env.PAYPAL_API_BASE = paypal.env.PAYPAL_API_BASE
    }
    expect((await call(paypalSetup, '/paypal/setup', {method: 'GET', deployContext: 'production'})).status).toBe(200)
  })

  it('refunds no test money on the production context', async () => {
    const smtp = await startSmtpServer()
    process.env.SMTP_URL = smtp.url
    try {
      const {order} = await recordOrder(
        {
          provider: 'stripe',
          providerId: 'pi_prod_refund',
          amountCents: 3700,
          currency: 'USD',
          coupon: null,
          email: 'p@example.com',
        },
        new Date(),
      )
      await resendReceipt(order, new Date())
      const secret = decodeURIComponent(/refund\?restore=([\w%-]+)/.exec(smtp.received.at(-1)?.text ?? '')![1])
      const ticket = await mailedRefundTicket(secret, () => smtp.received, 'production')
      const res = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}, deployContext: 'production'})
      expect(res.status).toBe(503)
      expect(res.body.code).toBe('test_keys_in_production')
    } finally {
      await smtp.close()
    }
  })

  it('answers 503 payments_not_configured from the Stripe webhook when Stripe is not configured', async () => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      const saved = process.env[name]
      delete process.env[name]
      try {
        const res = await call(webhook, '/api/stripe-webhook', {
          rawBody: '{}',
          headers: {'stripe-signature': 't=1,v1=x'},
          deployContext: 'dev',
        })
        expect(res.status).toBe(503)
        expect(res.body.code).toBe('payments_not_configured')
      } finally {
        process.env[name] = saved
      }
    }
  })
})
