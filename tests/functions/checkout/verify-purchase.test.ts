import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import {verifyAccessToken} from '../../../netlify/functions/_shared/access-token'
import {milliseconds} from 'date-fns/milliseconds'
import {PURCHASER_TOKEN_DAYS} from '../../../src/config/access'
import {call} from '../../support/function-request'
import {STRIPE_TEST_ENV, usePaymentServices} from '../../support/payment-env'

describe('POST /api/verify-purchase', () => {
  const services = usePaymentServices()

  /** A new intent as the checkout's browser holds it: its id and its client secret. */
  const newIntent = async () => {
    const clientSecret = (await call(createIntent, '/api/create-payment-intent', {body: {}})).body
      .clientSecret as string
    return {id: clientSecret.split('_secret_')[0], clientSecret}
  }
  const verifyIntent = ({id, clientSecret}: {id: string; clientSecret: string}) =>
    call(verify, '/api/verify-purchase', {body: {paymentIntentId: id, clientSecret}})

  it('refuses an unpaid intent with 402 and an unknown one with 404', async () => {
    const unpaid = await verifyIntent(await newIntent())
    expect(unpaid.status).toBe(402)
    expect(unpaid.body).toEqual({error: 'We could not confirm a completed payment.', code: 'payment_not_completed'})
    expect((await verifyIntent({id: 'pi_doesnotexist', clientSecret: 'pi_doesnotexist_secret_x'})).status).toBe(404)
  })

  it('a paid payment id printed in a receipt or a URL mints nothing without its client secret (docs/threat-model.md)', async () => {
    const intent = await newIntent()
    services.fake.succeed(intent.id, 'id-only@example.com')
    const bare = await call(verify, '/api/verify-purchase', {body: {paymentIntentId: intent.id}})
    expect(bare.status).toBe(400)
    expect(bare.body.error).toMatch(/client secret/)
    const guessed = await verifyIntent({id: intent.id, clientSecret: `${intent.id}_secret_guessed`})
    expect(guessed).toMatchObject({status: 404, body: {code: 'purchase_not_found'}})
    const another = await newIntent()
    const mismatched = await verifyIntent({id: intent.id, clientSecret: another.clientSecret})
    expect(mismatched.status).toBe(400)
    expect(mismatched.body.error).toMatch(/not of this payment/)
    expect(services.smtp.received.filter((mail) => mail.text?.includes(intent.id))).toHaveLength(0)
    expect((await verifyIntent(intent)).status).toBe(200)
  })

  it('answers a purchaser token once Stripe says succeeded, and the same order on a second call', async () => {
    const intent = await newIntent()
    const id = intent.id
    services.fake.succeed(id, 'card-buyer@example.com')
    const first = await verifyIntent(intent)
    expect(first.status).toBe(200)
    const claims = await verifyAccessToken(first.body.token, STRIPE_TEST_ENV.ACCESS_TOKEN_SECRET)
    expect(claims).toEqual({role: 'purchaser', purchaseId: `stripe:${id}`, issuedAt: expect.any(Number)})
    // It ends unless renewed by use (docs/decisions.md "Access tokens end; access does not").
    const afterItsLife = new Date(Date.now() + milliseconds({days: PURCHASER_TOKEN_DAYS + 1}))
    expect(await verifyAccessToken(first.body.token, STRIPE_TEST_ENV.ACCESS_TOKEN_SECRET, afterItsLife)).toBeNull()
    const second = await verifyIntent(intent)
    expect(second.body.orderId).toBe(first.body.orderId)
    // Whoever records the order first mails the receipt; it is sent once.
    expect(services.smtp.received.filter((mail) => mail.text?.includes(id))).toHaveLength(1)
  })

  it('refuses a forged restore token and an unknown PayPal order', async () => {
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: 'x'.repeat(32)}})).status).toBe(404)
    const unknown = {paypalOrderId: 'NOSUCHORDER', claimSecret: 'c'.repeat(43)}
    expect((await call(verify, '/api/verify-purchase', {body: unknown})).status).toBe(404)
    expect((await call(verify, '/api/verify-purchase', {body: {}})).status).toBe(400)
  })
})
