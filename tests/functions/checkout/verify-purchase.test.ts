import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import {verifyAccessToken} from '../../../netlify/functions/_shared/access-token'
import {call} from '../../support/function-request'
import {STRIPE_TEST_ENV, usePaymentServices} from '../../support/payment-env'

describe('POST /api/verify-purchase', () => {
  const services = usePaymentServices()

  const newIntentId = async () =>
    (await call(createIntent, '/api/create-payment-intent', {body: {}})).body.clientSecret.split(
      '_secret_',
    )[0] as string
  const verifyIntent = (paymentIntentId: string) => call(verify, '/api/verify-purchase', {body: {paymentIntentId}})

  it('refuses an unpaid intent with 402 and an unknown one with 404', async () => {
    const unpaid = await verifyIntent(await newIntentId())
    expect(unpaid.status).toBe(402)
    expect(unpaid.body).toEqual({error: 'We could not confirm a completed payment.', code: 'payment_not_completed'})
    expect((await verifyIntent('pi_doesnotexist')).status).toBe(404)
  })

  it('answers a lifetime purchaser token once Stripe says succeeded, and the same order on a second call', async () => {
    const id = await newIntentId()
    services.fake.succeed(id, 'card-buyer@example.com')
    const first = await verifyIntent(id)
    expect(first.status).toBe(200)
    const claims = await verifyAccessToken(
      first.body.token,
      STRIPE_TEST_ENV.ACCESS_TOKEN_SECRET,
      new Date('2099-01-01'),
    )
    expect(claims).toEqual({role: 'purchaser', purchaseId: `stripe:${id}`})
    const second = await verifyIntent(id)
    expect(second.body.orderId).toBe(first.body.orderId)
    // Whoever records the order first mails the receipt; it is sent once.
    expect(services.smtp.received.filter((mail) => mail.text?.includes(id))).toHaveLength(1)
  })

  it('refuses a forged restore token and an unknown PayPal order', async () => {
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: 'x'.repeat(32)}})).status).toBe(404)
    expect((await call(verify, '/api/verify-purchase', {body: {paypalOrderId: 'NOSUCHORDER'}})).status).toBe(404)
    expect((await call(verify, '/api/verify-purchase', {body: {}})).status).toBe(400)
  })
})
