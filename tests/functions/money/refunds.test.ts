import {milliseconds} from 'date-fns/milliseconds'
import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import refundLink, {config as refundLinkConfig} from '../../../netlify/functions/refund-link.mts'
import refundRequest, {config as refundConfig} from '../../../netlify/functions/refund-request.mts'
import {signRefundTicket} from '../../../netlify/functions/_shared/refund-tickets'
import verify, {config as verifyConfig} from '../../../netlify/functions/verify-purchase.mts'
import {config as setupConfig} from '../../../netlify/functions/paypal-setup.mts'
import createPayPalOrder from '../../../netlify/functions/paypal-order.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {resendReceipt} from '../../../netlify/functions/_shared/receipts'
import {RefundError, refundOrder} from '../../../netlify/functions/_shared/refunds'
import {REFUND_DAYS, REFUND_LINK_MINUTES} from '../../../src/config/site'
import {call} from '../../support/function-request'
import {startFakePayPal} from '../../support/fake-paypal'
import {capturePayPalOrder, usePaymentServices} from '../../support/payment-env'
import {mailedRefundTicket, ticketIn} from '../../support/refund-link'

const DAY_MS = milliseconds({days: 1})
// Several purchases, mails and refunds per test: under the full suite on a shared machine they take seconds.
jest.setTimeout(30_000)

describe("'Try It On': self-serve refunds within REFUND_DAYS (DECISIONS 26)", () => {
  const services = usePaymentServices()
  let paypal: Awaited<ReturnType<typeof startFakePayPal>>
  beforeAll(async () => {
    paypal = await startFakePayPal({clientId: 'refund-paypal-id', clientSecret: 'refund-paypal-secret'})
    Object.assign(process.env, paypal.env)
  })
  afterAll(() => paypal.close())

  const mailsTo = (email: string) => services.smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))
  const secretIn = (text: string | undefined) => decodeURIComponent(/\/refund\?restore=([\w%-]+)/.exec(text ?? '')![1])

  async function purchase(email: string) {
    const res = await call(createIntent, '/api/create-payment-intent', {body: {}})
    const intent = services.fake.succeed(res.body.clientSecret.split('_secret_')[0], email)
    const verified = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
    })
    const receipt = mailsTo(email).findLast((mail) => mail.subject?.includes('receipt'))
    return {intent, token: verified.body.token as string, secret: secretIn(receipt?.text)}
  }

  it('the receipt links to the refund page; inside the window one confirmed request refunds once, however often it is sent', async () => {
    const {intent, secret} = await purchase('tryiton@example.com')
    const preview = await call(refundRequest, '/api/refund', {body: {restoreToken: secret}})
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({
      orderId: `stripe:${intent.id}`,
      state: 'paid',
      refundable: true,
      amountCents: 3700,
    })
    expect(Date.parse(preview.body.refundableUntil) - Date.now()).toBeGreaterThan((REFUND_DAYS - 1) * DAY_MS)
    expect(services.fake.refunds).toHaveLength(0)
    // The receipt's secret refunds nothing by itself: it also opens the toolkit on another device, and may be forwarded.
    const unconfirmable = await call(refundRequest, '/api/refund', {body: {restoreToken: secret, confirm: true}})
    expect(unconfirmable.status).toBe(403)
    expect(unconfirmable.body.code).toBe('refund_link_needed')
    expect(services.fake.refunds).toHaveLength(0)

    // The link she asks for goes to the order's address; its ticket confirms.
    const ticket = await mailedRefundTicket(secret, () => mailsTo('tryiton@example.com'))
    const answers = await Promise.all(
      [1, 2].map(() => call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})),
    )
    const replay = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})
    for (const answer of [...answers, replay]) {
      expect(answer.status).toBe(200)
      expect(answer.body.state).toBe('refunded')
    }
    expect([...answers, replay].filter((answer) => answer.body.refundedNow)).toHaveLength(1)
    expect(services.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1)
    expect(await getOrderById(`stripe:${intent.id}`)).toMatchObject({
      state: 'refunded',
      refundReason: expect.stringContaining('purchaser'),
    })
    expect(
      mailsTo('tryiton@example.com').filter((mail) => mail.subject === 'Your Menopause Mastery Toolkit refund'),
    ).toHaveLength(1)
    // Access is revoked: the restore link gives nothing.
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: secret}})).body.code).toBe(
      'order_refunded',
    )
  })

  it('a refund link goes only to the order’s address, ends after REFUND_LINK_MINUTES, and only its own deploy’s works', async () => {
    const {intent, secret} = await purchase('her-own@example.com')
    const before = services.smtp.received.length
    const asked = await call(refundLink, '/api/refund-link', {body: {restoreToken: secret}})
    expect(asked).toMatchObject({status: 202, body: {sentTo: 'h•••@example.com'}})
    const mailed = services.smtp.received.slice(before)
    expect(mailed.map((mail) => JSON.stringify(mail.to))).toEqual([expect.stringContaining('her-own@example.com')])
    expect(mailed[0].subject).toBe('Your link to refund the Menopause Mastery Toolkit')
    expect(mailed[0].text).toContain(`It works for ${REFUND_LINK_MINUTES} minutes.`)
    const ticket = ticketIn(mailed)
    // It names the order: the page shows it, and nothing is refunded without her confirmation.
    const shown = await call(refundRequest, '/api/refund', {body: {ticket}})
    expect(shown.body).toMatchObject({orderId: `stripe:${intent.id}`, refundable: true})

    const orderId = `stripe:${intent.id}`
    const ended = await signRefundTicket(orderId, new Date(Date.now() - (REFUND_LINK_MINUTES + 1) * 60_000))
    const late = await call(refundRequest, '/api/refund', {body: {ticket: ended, confirm: true}})
    expect(late.status).toBe(403)
    expect(late.body.code).toBe('refund_link_expired')
    // One a deploy preview signed, or one made up, names no order here.
    const fromPreview = await signRefundTicket(orderId, new Date(), 'deploy-preview')
    const forged = `${ticket.slice(0, -4)}AAAA`
    for (const other of [fromPreview, forged]) {
      const refused = await call(refundRequest, '/api/refund', {body: {ticket: other, confirm: true}})
      expect(refused.status).toBe(404)
    }
    expect(services.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(0)
    expect(await getOrderById(orderId)).toMatchObject({state: 'paid'})
    // Bad input is a 400 and sends nothing.
    const count = services.smtp.received.length
    for (const body of [{}, {restoreToken: 'short'}, {restoreToken: secret, email: 'thief@example.com', extra: 1}]) {
      const res = await call(refundLink, '/api/refund-link', {body})
      if (res.status !== 202) expect(res.status).toBe(400)
    }
    expect(
      (await call(refundRequest, '/api/refund', {body: {restoreToken: secret, ticket, confirm: true}})).status,
    ).toBe(400)
    expect(services.smtp.received.slice(count).every((mail) => JSON.stringify(mail.to).includes('her-own@'))).toBe(true)
  })

  it('after the window the request is refused and nothing is refunded', async () => {
    const old = await recordOrder(
      {
        provider: 'stripe',
        providerId: 'pi_old_purchase',
        amountCents: 3700,
        currency: 'USD',
        coupon: null,
        email: 'old@example.com',
      },
      new Date(Date.now() - (REFUND_DAYS + 1) * DAY_MS),
    )
    const receipt = await resendReceipt(old.order, new Date())
    expect(receipt.receiptSentAt).not.toBeNull()
    const secret = secretIn(mailsTo('old@example.com').at(-1)?.text)
    const preview = await call(refundRequest, '/api/refund', {body: {restoreToken: secret}})
    expect(preview.body).toMatchObject({refundable: false, reason: 'refund_window_closed'})
    const noLink = await call(refundLink, '/api/refund-link', {body: {restoreToken: secret}})
    expect(noLink.status).toBe(409)
    expect(noLink.body.code).toBe('refund_window_closed')
    const ticket = await signRefundTicket(old.order.id)
    const refused = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('refund_window_closed')
    expect(await getOrderById('stripe:pi_old_purchase')).toMatchObject({state: 'paid'})
    await expect(
      refundOrder(old.order, {reason: 'asked by email', actor: 'owner', now: new Date()}),
    ).rejects.toBeInstanceOf(RefundError)
  })

  it("refunds a PayPal order through PayPal's refund API, once", async () => {
    const {body} = await call(createPayPalOrder, '/paypal/order', {body: {}})
    paypal.approve(body.id)
    await capturePayPalOrder(body.id, body.claimSecret)
    const order = (await getOrderById(`paypal:${body.id}`))!
    const first = await refundOrder(order, {reason: 'changed her mind', actor: 'owner', now: new Date()})
    const second = await refundOrder(order, {reason: 'changed her mind', actor: 'owner', now: new Date()})
    expect([first.refunded, second.refunded]).toEqual([true, false])
    expect(paypal.refunds).toEqual([
      expect.objectContaining({captureId: `CAP-${body.id}`, requestId: `refund-paypal:${body.id}`}),
    ])
    expect(second.order.state).toBe('refunded')
  })

  it('resendReceipt mails a fresh restore link and the old one stops working; listOrders is newest first', async () => {
    const {intent, secret} = await purchase('resend@example.com')
    const order = (await getOrderById(`stripe:${intent.id}`))!
    await resendReceipt(order, new Date())
    const fresh = secretIn(mailsTo('resend@example.com').at(-1)?.text)
    expect(fresh).not.toBe(secret)
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: secret}})).status).toBe(404)
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: fresh}})).status).toBe(200)
    const orders = await listOrders()
    expect(orders[0].id).toBe(`stripe:${intent.id}`)
    const times = orders.map((o) => o.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('an order stored before the lifecycle existed reads as paid at its creation', async () => {
    const createdAt = new Date(Date.now() - 3 * DAY_MS).toISOString()
    await store(STORES.orders).setJSON('order/stripe:pi_legacy', {
      id: 'stripe:pi_legacy',
      provider: 'stripe',
      providerId: 'pi_legacy',
      amountCents: 3700,
      currency: 'USD',
      coupon: null,
      email: null,
      createdAt,
      restoreHash: 'x',
      receiptSentAt: createdAt,
    })
    expect(await getOrderById('stripe:pi_legacy')).toMatchObject({state: 'paid', paidAt: createdAt})
    expect((await listOrders()).find((order) => order.id === 'stripe:pi_legacy')).toMatchObject({state: 'paid'})
  })

  it('one self-serve refund per person, atomically: two requests at once for two of her orders refund one (DECISIONS 40)', async () => {
    const first = await purchase('twice@example.com')
    const second = await purchase('twice@example.com')
    const tickets = [
      await mailedRefundTicket(first.secret, () => mailsTo('twice@example.com')),
      await mailedRefundTicket(second.secret, () => mailsTo('twice@example.com')),
    ]
    const before = services.fake.refunds.length
    const answers = await Promise.all(
      tickets.map((ticket) => call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(services.fake.refunds.length - before).toBe(1)
    // The other one became a request to the coach.
    expect(answers.filter((answer) => answer.body.refundedNow)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.refundRequested)).toHaveLength(1)
  })

  it('a refund the provider refuses gives her claim back: her one self-serve refund is still hers', async () => {
    const {intent, secret} = await purchase('refused@example.com')
    const ticket = await mailedRefundTicket(secret, () => mailsTo('refused@example.com'))
    services.fake.failNextRefund()
    const refused = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const again = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}})
    expect(again).toMatchObject({status: 200, body: {refundedNow: true, state: 'refunded'}})
    expect(services.fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1)
  })

  it('declares rate limits on the refund request, the refund link, verify-purchase and paypal-setup', () => {
    for (const config of [refundConfig, refundLinkConfig, verifyConfig, setupConfig]) {
      expect(config.rateLimit).toMatchObject({
        windowLimit: expect.any(Number),
        windowSize: expect.any(Number),
        aggregateBy: ['ip', 'domain'],
      })
    }
  })
})
