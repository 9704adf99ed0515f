import Stripe from 'stripe'
import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import revenueHandler from '../../../netlify/functions/owner-revenue.mts'
import paypalOrder from '../../../netlify/functions/paypal-order.mts'
import paypalWebhook from '../../../netlify/functions/paypal-webhook.mts'
import stripeWebhook from '../../../netlify/functions/stripe-webhook.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {OWNER_API, REVENUE_MAX_DAYS} from '../../../src/config/owner'
import {PRICE_CENTS} from '../../../src/config/site'
import {captureResource, paypalFeeFor, paypalWebhookEvent, startFakePayPal} from '../../support/fake-paypal'
import {startFakeStripe, STRIPE_DISPUTE_FEE, stripeFeeFor} from '../../support/fake-stripe'
import {call} from '../../support/function-request'
import {capturePayPalOrder} from '../../support/payment-env'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * Revenue for a chosen period with the providers' fees, the fees as Stripe and PayPal report them (real
 * SDK and client against the local fakes, real local Blobs), and the checkout's marketing opt-in recorded from the
 * payment itself when the page that comes back never says it (a 3-D Secure redirect, a webhook only).
 */
const WEBHOOK_SECRET = 'whsec_revenue_0123456789'
const PAYMENT_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_revenue_0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_revenue_0123456789',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
}
const signer = new Stripe('sk_test_signer')

describe('revenue of a period, fees from the providers, consent kept on the payment', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>
  let paypal: Awaited<ReturnType<typeof startFakePayPal>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    stripe = await startFakeStripe()
    paypal = await startFakePayPal({clientId: 'revenue-paypal-id', clientSecret: 'revenue-paypal-secret'})
    Object.assign(process.env, PAYMENT_ENV, stripe.env, paypal.env)
    cookie = await signIn(env.smtp)
  })
  afterAll(async () => {
    for (const name of [...Object.keys(PAYMENT_ENV), ...Object.keys(stripe.env), ...Object.keys(paypal.env)])
      delete process.env[name]
    await stripe.close()
    await paypal.close()
    await env.close()
  })

  const stripeEvent = (type: string, object: object) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: {object},
    })
    const signature = signer.webhooks.generateTestHeaderString({payload, secret: WEBHOOK_SECRET})
    return call(stripeWebhook, '/api/stripe-webhook', {rawBody: payload, headers: {'stripe-signature': signature}})
  }
  const paypalEvent = (event: object) =>
    call(paypalWebhook, '/api/paypal-webhook', {rawBody: JSON.stringify(event), headers: paypal.signWebhook(event)})
  /** PayPal's word that a held capture completed after all. */
  const captureCompleted = (orderId: string) =>
    paypalWebhookEvent(
      'PAYMENT.CAPTURE.COMPLETED',
      captureResource(orderId, 'COMPLETED', {currency_code: 'USD', value: '37.00'}),
    )
  const revenue = (query = '') => ownerCall(revenueHandler, `${OWNER_API.revenue}${query}`, {cookie})

  /** The checkout: an intent on load, then the same attempt again with her opt-in each time she pays (or tries to). */
  async function cardCheckout(email: string, ...optIns: boolean[]) {
    const attemptId = `attempt-${Math.random().toString(36).slice(2)}`
    const loaded = await call(createIntent, '/api/create-payment-intent', {body: {attemptId}})
    expect(loaded.status).toBe(200)
    for (const marketingOptIn of optIns) {
      const paying = await call(createIntent, '/api/create-payment-intent', {body: {attemptId, marketingOptIn}})
      expect(paying.status).toBe(200)
      // The same intent: the card form she filled in stays.
      expect(paying.body.clientSecret).toBe(loaded.body.clientSecret)
    }
    const intentId = String(loaded.body.clientSecret).split('_secret_')[0]
    return stripe.succeed(intentId, email)
  }

  it('stores Stripe’s fee from the charge’s balance transaction when the webhook records the order', async () => {
    const intent = await cardCheckout('fee-card@example.com')
    expect((await stripeEvent('payment_intent.succeeded', intent)).status).toBe(200)
    const order = await getOrderById(`stripe:${intent.id}`)
    expect(order).toMatchObject({state: 'paid', amountCents: PRICE_CENTS, feeCents: stripeFeeFor(PRICE_CENTS)})
    expect(stripeFeeFor(3700)).toBe(137)
  })

  it('a fee Stripe settles later is "not reported" until charge.updated brings it; verify-purchase stores it too', async () => {
    stripe.options.settleLater = true
    try {
      const intent = await cardCheckout('fee-later@example.com')
      expect((await stripeEvent('payment_intent.succeeded', intent)).status).toBe(200)
      expect((await getOrderById(`stripe:${intent.id}`))!.feeCents).toBeUndefined()
      const before = await revenue('?period=this-month')
      expect(before.body.totals.feesNotReported).toBeGreaterThanOrEqual(1)

      const charge = stripe.settle(intent.id)
      expect(typeof charge.balance_transaction).toBe('string')
      expect((await stripeEvent('charge.updated', charge)).status).toBe(200)
      expect((await getOrderById(`stripe:${intent.id}`))!.feeCents).toBe(stripeFeeFor(PRICE_CENTS))

      // The redirect back (verify-purchase) records an order too: with the fee once the charge has settled.
      const other = await cardCheckout('fee-verify@example.com')
      stripe.settle(other.id)
      expect(
        (
          await call(verify, '/api/verify-purchase', {
            body: {paymentIntentId: other.id, clientSecret: other.client_secret},
          })
        ).status,
      ).toBe(200)
      expect((await getOrderById(`stripe:${other.id}`))!.feeCents).toBe(stripeFeeFor(PRICE_CENTS))
    } finally {
      stripe.options.settleLater = false
    }
  })

  it('stores PayPal’s fee from the capture’s seller_receivable_breakdown; a pending capture gets it with the webhook', async () => {
    const created = await call(paypalOrder, '/paypal/order', {body: {}})
    paypal.approve(created.body.id)
    expect((await capturePayPalOrder(created.body.id, created.body.claimSecret)).body.status).toBe('COMPLETED')
    const fee = paypalFeeFor({currency_code: 'USD', value: '37.00'})
    expect(fee).toBe(178)
    expect(await getOrderById(`paypal:${created.body.id}`)).toMatchObject({state: 'paid', feeCents: fee})

    const held = await call(paypalOrder, '/paypal/order', {body: {}})
    paypal.approve(held.body.id)
    paypal.holdCapture(held.body.id)
    expect((await capturePayPalOrder(held.body.id, held.body.claimSecret)).body.status).toBe('PENDING')
    expect((await getOrderById(`paypal:${held.body.id}`))!.feeCents).toBeUndefined()
    expect((await paypalEvent(captureCompleted(held.body.id))).status).toBe(200)
    expect(await getOrderById(`paypal:${held.body.id}`)).toMatchObject({state: 'paid', feeCents: fee})
  })

  it('counts Stripe’s dispute fee from the dispute’s balance transactions, once however often its events come', async () => {
    const before = (await revenue('?period=last-30-days')).body.totals
    const intent = await cardCheckout('dispute-fee@example.com')
    expect((await stripeEvent('payment_intent.succeeded', intent)).status).toBe(200)
    const id = `stripe:${intent.id}`
    const opened = stripe.dispute(intent.id, 'needs_response')
    expect(opened.balance_transactions[0]).toMatchObject({fee: STRIPE_DISPUTE_FEE, reporting_category: 'dispute'})
    expect((await stripeEvent('charge.dispute.created', opened)).status).toBe(200)
    expect(await getOrderById(id)).toMatchObject({
      state: 'disputed',
      feeCents: stripeFeeFor(PRICE_CENTS),
      disputeFeeCents: STRIPE_DISPUTE_FEE,
    })
    // Lost: Stripe keeps the fee. The closing event lists the same withdrawal, and a late redelivery of the opening
    // (a new event id) comes after it: the fee still counts once.
    expect((await stripeEvent('charge.dispute.closed', stripe.dispute(intent.id, 'lost'))).status).toBe(200)
    expect((await stripeEvent('charge.dispute.created', opened)).status).toBe(200)
    expect((await getOrderById(id))!.disputeFeeCents).toBe(STRIPE_DISPUTE_FEE)

    const listed = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
    expect(listed.body.orders.find((order: {id: string}) => order.id === id)).toMatchObject({
      feeCents: stripeFeeFor(PRICE_CENTS),
      disputeFeeCents: STRIPE_DISPUTE_FEE,
    })
    const after = (await revenue('?period=last-30-days')).body.totals
    expect(after.feeCents - before.feeCents).toBe(stripeFeeFor(PRICE_CENTS) + STRIPE_DISPUTE_FEE)
    expect(after.disputedCents - before.disputedCents).toBe(PRICE_CENTS)
    expect(after.netCents - before.netCents).toBe(-(stripeFeeFor(PRICE_CENTS) + STRIPE_DISPUTE_FEE))

    // Won, with the fee returned (a reinstatement with a negative fee): the order is paid again and costs no dispute fee.
    const won = await cardCheckout('dispute-won@example.com')
    expect((await stripeEvent('payment_intent.succeeded', won)).status).toBe(200)
    expect((await stripeEvent('charge.dispute.created', stripe.dispute(won.id, 'needs_response'))).status).toBe(200)
    const closed = stripe.dispute(won.id, 'won', {feeReturned: true})
    expect((await stripeEvent('charge.dispute.closed', closed)).status).toBe(200)
    expect(await getOrderById(`stripe:${won.id}`)).toMatchObject({state: 'paid', disputeFeeCents: 0})
  })

  it('totals a chosen period: gross, refunds, fees and net = gross − refunds − disputes − fees, fees not reported counted', async () => {
    const day = (iso: string) => new Date(iso)
    const old = async (id: string, paidAt: string, extra: {feeCents?: number} = {}) =>
      (
        await recordOrder(
          {
            provider: 'stripe',
            providerId: id,
            amountCents: 3700,
            currency: 'USD',
            coupon: null,
            email: `${id}@example.com`,
            paidAt: day(paidAt),
            ...extra,
          },
          day(paidAt),
        )
      ).order
    await old('pi_jan_a', '2025-01-10T12:00:00Z', {feeCents: 137})
    await old('pi_jan_b', '2025-01-31T23:59:59Z')
    await old('pi_feb', '2025-02-01T00:00:00Z', {feeCents: 137})

    const january = await revenue('?from=2025-01-01&to=2025-01-31')
    expect(january.status).toBe(200)
    expect(january.body.period).toEqual({
      preset: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
      grouping: 'day',
      timeZone: 'UTC',
    })
    expect(january.body.totals).toEqual({
      orders: 2,
      grossCents: 7400,
      refunds: 0,
      refundedCents: 0,
      disputes: 0,
      disputedCents: 0,
      feeCents: 137,
      feesNotReported: 1,
      netCents: 7400 - 137,
    })
    expect(january.body.buckets).toHaveLength(31)
    expect(january.body.buckets[9]).toMatchObject({start: '2025-01-10', orders: 1, feeCents: 137, netCents: 3563})

    const quarter = await revenue('?period=custom&from=2025-01-01&to=2025-03-31')
    expect(quarter.body.period.grouping).toBe('week')
    expect(quarter.body.totals).toMatchObject({orders: 3, feeCents: 274, feesNotReported: 1})

    const year = await revenue('?from=2025-01-01&to=2025-12-31')
    expect(year.body.period.grouping).toBe('month')
    expect(year.body.buckets.map((b: {start: string}) => b.start).slice(0, 2)).toEqual(['2025-01-01', '2025-02-01'])
    expect(year.body.buckets[0]).toMatchObject({orders: 2, grossCents: 7400})

    // All time starts at the first payment; no choice is the last 30 days.
    expect((await revenue('?period=all-time')).body.period.from).toBe('2025-01-10')
    const fallback = await revenue()
    expect(fallback.body.period.preset).toBe('last-30-days')
    expect(fallback.body.totals.orders).toBeGreaterThanOrEqual(5) // this file's payments, not January's
  })

  it('counts days in the coach’s time zone (COACH_TIME_ZONE); an unreadable zone reads as UTC, and the report says which', async () => {
    // 1 June 2024, 21:30 in New York (EDT, UTC−4) is 2 June 01:30 UTC.
    const at = new Date('2024-06-02T01:30:00Z')
    await recordOrder(
      {
        provider: 'stripe',
        providerId: 'pi_june_evening',
        amountCents: 3700,
        currency: 'USD',
        coupon: null,
        email: 'ny@example.com',
        paidAt: at,
      },
      at,
    )
    const firstOfJune = '?from=2024-06-01&to=2024-06-01'
    try {
      process.env.COACH_TIME_ZONE = 'America/New_York'
      const there = await revenue(firstOfJune)
      expect(there.body.period).toMatchObject({from: '2024-06-01', timeZone: 'America/New_York'})
      expect(there.body.totals.orders).toBe(1)
      process.env.COACH_TIME_ZONE = 'Europe/Atlantis'
      const unreadable = await revenue(firstOfJune)
      expect(unreadable.body.period.timeZone).toBe('UTC')
      expect(unreadable.body.totals.orders).toBe(0)
    } finally {
      delete process.env.COACH_TIME_ZONE
    }
    const utc = await revenue('?from=2024-06-02&to=2024-06-02')
    expect(utc.body.period.timeZone).toBe('UTC')
    expect(utc.body.totals.orders).toBe(1)
  })

  it.each([
    ['?from=2026-02-01&to=2026-01-01', 'Invalid request: to: The end date is before the start date.'],
    ['?from=2026-02-30&to=2026-03-01', 'Invalid request: from: The start date does not exist.'],
    ['?from=yesterday&to=2026-03-01', 'Invalid request: from: The start date must be written yyyy-mm-dd.'],
    ['?from=2026-01-01', 'Invalid request: Give both a start date and an end date.'],
    [
      '?from=2020-01-01&to=2026-01-01',
      `Invalid request: to: A period can span at most ${REVENUE_MAX_DAYS} days (about three years).`,
    ],
    ['?period=forever', /^Invalid request: period: period must be one of this-month, /],
    ['?email=ann@example.com', /^Invalid request: .*email/],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const res = await revenue(query)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_request')
    expect(res.body.error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
  })

  it('records her card opt-in from the PaymentIntent when only the webhook confirms the payment (3-D Secure redirect)', async () => {
    const ticked = await cardCheckout('redirected@example.com', true)
    expect(stripe.intents.get(ticked.id)!.metadata.marketing_opt_in).toBe('yes')
    const unticked = await cardCheckout('not-asked@example.com', false)
    expect(stripe.intents.get(unticked.id)!.metadata).not.toHaveProperty('marketing_opt_in')
    // The bank's page sent her back to /checkout-success: the webhook records the order, the page says nothing of it.
    for (const intent of [ticked, unticked])
      expect((await stripeEvent('payment_intent.succeeded', stripe.intents.get(intent.id)!)).status).toBe(200)
    expect(
      await call(verify, '/api/verify-purchase', {
        body: {paymentIntentId: ticked.id, clientSecret: ticked.client_secret},
      }),
    ).toMatchObject({
      status: 200,
    })
    expect(await getOrderById(`stripe:${ticked.id}`)).toMatchObject({marketingConsent: true})
    expect((await getOrderById(`stripe:${unticked.id}`))!.marketingConsent).toBeUndefined()

    // Ticked as she first tried to pay (the card was declined), unticked when she paid: not on the list.
    const changed = await cardCheckout('changed-mind@example.com', true, false)
    expect(stripe.intents.get(changed.id)!.metadata).not.toHaveProperty('marketing_opt_in')
    expect((await stripeEvent('payment_intent.succeeded', changed)).status).toBe(200)
    expect((await getOrderById(`stripe:${changed.id}`))!.marketingConsent).toBeUndefined()

    const list = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    const emails = list.body.entries.map((entry: {email: string}) => entry.email)
    expect(emails).toContain('redirected@example.com')
    expect(emails).not.toContain('not-asked@example.com')
    expect(emails).not.toContain('changed-mind@example.com')
  })

  it('records her PayPal opt-in with the order we create, also when the capture completes by webhook only', async () => {
    paypal.payerEmail.value = 'paypal-optin@example.com'
    const created = await call(paypalOrder, '/paypal/order', {body: {marketingOptIn: true}})
    paypal.approve(created.body.id)
    paypal.holdCapture(created.body.id)
    expect((await capturePayPalOrder(created.body.id, created.body.claimSecret)).body.status).toBe('PENDING')
    expect((await paypalEvent(captureCompleted(created.body.id))).status).toBe(200)
    expect(await getOrderById(`paypal:${created.body.id}`)).toMatchObject({state: 'paid', marketingConsent: true})

    paypal.payerEmail.value = 'paypal-no@example.com'
    const plain = await call(paypalOrder, '/paypal/order', {body: {}})
    paypal.approve(plain.body.id)
    await capturePayPalOrder(plain.body.id, plain.body.claimSecret)
    expect((await getOrderById(`paypal:${plain.body.id}`))!.marketingConsent).toBeUndefined()
    paypal.payerEmail.value = 'buyer@example.com'
  })
})
