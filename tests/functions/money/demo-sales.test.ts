import demoPurchase from '../../../netlify/functions/demo-purchase.mts'
import refundRequest from '../../../netlify/functions/refund-request.mts'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import revenueHandler from '../../../netlify/functions/owner-revenue.mts'
import auditHandler from '../../../netlify/functions/owner-audit.mts'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {markDisputed, recordOrder} from '../../../netlify/functions/_shared/orders'
import {refundOrder} from '../../../netlify/functions/_shared/refunds'
import {OWNER_API} from '../../../src/config/owner'
import {call} from '../../support/function-request'
import {mailedRefundTicket} from '../../support/refund-link'
import {COACH, ownerCall, ownerEnv, signIn, SITE} from '../owner/owner-support'

/**
 * A demo sale is rehearsed end to end (order marked demo, the same receipt, the coach's notice, a refund
 * from the receipt's link, the audit log), never counts in revenue; the coach hears of every sale, refund and
 * dispute; one self-serve refund per person (DECISIONS 40).
 */
describe('demo sales and mail when money moves', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    process.env.DEMO_MODE = 'true'
    cookie = await signIn(env.smtp)
  })
  afterAll(async () => {
    delete process.env.DEMO_MODE
    await env.close()
  })

  const mailsTo = (email: string) => env.smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))
  const secretIn = (text: string | undefined) => decodeURIComponent(/\/refund\?restore=([\w%-]+)/.exec(text ?? '')![1])
  const buy = (email: string, extra: Record<string, unknown> = {}) =>
    call(demoPurchase, '/api/demo-purchase', {body: {email, method: 'card', ...extra}, deployContext: 'dev'})

  it('a demo purchase is an order marked demo, with its receipt, the coach told, listed, refundable and never counted', async () => {
    const bought = await buy('Rehearsal@Example.com', {coupon: 'save10'})
    expect(bought.status).toBe(200)
    expect(bought.body.token).toMatch(/^ey/)
    const order = await getOrderById(bought.body.orderId)
    expect(order).toMatchObject({provider: 'demo', demo: true, state: 'paid', amountCents: 2700, coupon: 'SAVE10'})
    expect(order!.email).toBe('rehearsal@example.com')

    const [receipt] = mailsTo('rehearsal@example.com')
    expect(receipt.subject).toBe('Your Menopause Mastery Toolkit receipt')
    expect(receipt.text).toContain('DEMO PURCHASE')
    expect(receipt.text).toContain(`${SITE}/checkout-success?restore=`)
    expect(receipt.text).toContain(`${SITE}/refund?restore=`)

    const sale = mailsTo(COACH).find((mail) => mail.subject?.startsWith('New sale (demo)'))
    expect(sale?.subject).toBe('New sale (demo): $27.00 USD from rehearsal@example.com')
    expect(sale?.text).toContain(`${SITE}/owner/orders?order=${encodeURIComponent(order!.id)}`)

    const listed = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
    expect(listed.body.orders).toEqual(
      expect.arrayContaining([expect.objectContaining({id: order!.id, demo: true, provider: 'demo'})]),
    )
    const revenue = await ownerCall(revenueHandler, OWNER_API.revenue, {cookie})
    expect(revenue.body.totals.orders).toBe(0)

    // Refunded from the receipt's own link and the refund link it mails, like a real one.
    const ticket = await mailedRefundTicket(secretIn(receipt.text), () => mailsTo('rehearsal@example.com'), 'dev')
    const refunded = await call(refundRequest, '/api/refund', {body: {ticket, confirm: true}, deployContext: 'dev'})
    expect(refunded.body).toMatchObject({state: 'refunded', refundedNow: true})
    const confirmation = mailsTo('rehearsal@example.com').find(
      (mail) => mail.subject === 'Your Menopause Mastery Toolkit refund',
    )
    expect(confirmation?.text).toContain('This was a demo purchase: no money moved.')
    const notice = mailsTo(COACH).find((mail) => mail.subject?.startsWith('Refund (demo)'))
    expect(notice?.text).toContain('by the buyer herself (Try It On)')
    const log = await ownerCall(auditHandler, OWNER_API.audit, {cookie})
    expect(log.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({action: 'refund', target: order!.id, by: 'purchaser', detail: expect.any(String)}),
      ]),
    )
  })

  it('answers 404 outside demo mode, and in the production context whatever DEMO_MODE says', async () => {
    expect(
      (
        await call(demoPurchase, '/api/demo-purchase', {
          body: {email: 'a@example.com', method: 'card'},
          deployContext: 'production',
        })
      ).status,
    ).toBe(404)
    delete process.env.DEMO_MODE
    try {
      expect((await buy('b@example.com')).status).toBe(404)
    } finally {
      process.env.DEMO_MODE = 'true'
    }
  })

  it('a buyer is on the email list only when she ticked the marketing opt-in; demo sales never', async () => {
    await buy('consents@example.com', {marketingOptIn: true})
    await buy('silent@example.com')
    const {recordMarketingConsent} = await import('../../../netlify/functions/_shared/orders')
    const {listOrders} = await import('../../../netlify/functions/_shared/order-list')
    const demo = (await listOrders()).find((order) => order.email === 'consents@example.com')!
    expect(demo.marketingConsent).toBe(true)
    const {body} = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    const emails = body.entries.map((entry: {email: string}) => entry.email)
    expect(emails).not.toContain('silent@example.com')
    // Demo sales are rehearsals: even with the box ticked she is not put on the real list.
    expect(emails).not.toContain('consents@example.com')
    const {order: real} = await recordOrder(
      {
        provider: 'stripe',
        providerId: 'pi_consent',
        amountCents: 3700,
        currency: 'USD',
        coupon: null,
        email: 'real@example.com',
      },
      new Date(),
    )
    await recordMarketingConsent(real.id)
    const after = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    expect(after.body.entries.map((entry: {email: string}) => entry.email)).toContain('real@example.com')
  })

  it('checks the email like the real checkout', async () => {
    const res = await buy('not-an-email')
    expect(res.status).toBe(400)
  })

  it('a refunded order is never sent a purchase receipt; its refund confirmation can be resent', async () => {
    const bought = await buy('refunded-receipt@example.com')
    const orderId = bought.body.orderId as string
    await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId, reason: 'Rehearsal'},
    })
    const before = mailsTo('refunded-receipt@example.com').length
    const resend = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'resend-receipt', orderId},
    })
    expect(resend.status).toBe(409)
    expect(resend.body.code).toBe('receipt_not_for_this_order')
    expect(mailsTo('refunded-receipt@example.com')).toHaveLength(before)

    const confirmation = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'resend-refund-confirmation', orderId},
    })
    expect(confirmation.status).toBe(200)
    expect(mailsTo('refunded-receipt@example.com').at(-1)?.subject).toBe('Your Menopause Mastery Toolkit refund')
    const log = await ownerCall(auditHandler, OWNER_API.audit, {cookie})
    expect(log.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({action: 'refund', target: orderId, by: 'owner', detail: 'Rehearsal'}),
      ]),
    )
    // A paid order's receipt still goes out again.
    const paid = await buy('paid-receipt@example.com')
    const again = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'resend-receipt', orderId: paid.body.orderId},
    })
    expect(again.status).toBe(200)
  })

  it('a dispute is audited as the provider’s and the coach is mailed with a link to the order', async () => {
    const bought = await buy('disputer@example.com')
    await markDisputed(bought.body.orderId, new Date(), 'stripe')
    const notice = mailsTo(COACH).find((mail) => mail.subject?.startsWith('Dispute opened'))
    expect(notice?.text).toContain(`/owner/orders?order=${encodeURIComponent(bought.body.orderId)}`)
    const log = await ownerCall(auditHandler, OWNER_API.audit, {cookie})
    expect(log.body.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({action: 'dispute', target: bought.body.orderId, by: 'stripe'})]),
    )
  })

  describe('one self-serve refund per person (DECISIONS 40)', () => {
    it('the same email: the second refund becomes a request the coach grants in one click', async () => {
      const first = await buy('twice@example.com')
      const firstSecret = secretIn(mailsTo('twice@example.com').at(-1)?.text)
      const firstTicket = await mailedRefundTicket(firstSecret, () => mailsTo('twice@example.com'))
      expect(
        (await call(refundRequest, '/api/refund', {body: {ticket: firstTicket, confirm: true}})).body.refundedNow,
      ).toBe(true)

      const second = await buy('TWICE@example.com')
      const secondSecret = secretIn(
        mailsTo('twice@example.com')
          .filter((m) => m.subject?.includes('receipt'))
          .at(-1)?.text,
      )
      const secondTicket = await mailedRefundTicket(secondSecret, () => mailsTo('twice@example.com'))
      const asked = await call(refundRequest, '/api/refund', {body: {ticket: secondTicket, confirm: true}})
      expect(asked.status).toBe(200)
      expect(asked.body).toMatchObject({state: 'paid', refundRequested: true, refundedNow: false})
      expect(await getOrderById(second.body.orderId)).toMatchObject({
        state: 'paid',
        refundRequestedAt: expect.any(String),
      })
      expect(mailsTo(COACH).some((mail) => mail.subject === 'Refund request (demo): twice@example.com')).toBe(true)
      const listed = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
      expect(listed.body.orders.find((o: {id: string}) => o.id === second.body.orderId)).toMatchObject({
        refundRequestedAt: expect.any(String),
      })

      const granted = await ownerCall(ordersHandler, OWNER_API.orders, {
        method: 'POST',
        cookie,
        body: {action: 'refund', orderId: second.body.orderId, reason: 'Refund request granted'},
      })
      expect(granted.body).toMatchObject({refunded: true, order: {state: 'refunded'}})
      expect(first.body.orderId).not.toBe(second.body.orderId)
    })

    it('the same PayPal payer under another email is the same person; only a keyed hash of the payer id is stored', async () => {
      const now = new Date()
      const payer = {kind: 'paypal' as const, value: 'PAYER-ID-77'}
      const base = {provider: 'demo' as const, amountCents: 3700, currency: 'USD', coupon: null, demo: true, payer}
      const {order: first} = await recordOrder({...base, providerId: 'payer-1', email: 'one@example.com'}, now)
      const {order: second} = await recordOrder({...base, providerId: 'payer-2', email: 'two@example.com'}, now)
      const stored = await store(STORES.orders).get(`order/${first.id}`)
      expect(stored).not.toContain('PAYER-ID-77')
      expect(first.payerHash).toMatch(/^[0-9a-f]{64}$/)

      expect((await refundOrder(first, {reason: 'Try It On', actor: 'purchaser', now})).refunded).toBe(true)
      const again = await refundOrder(second, {reason: 'Try It On', actor: 'purchaser', now})
      expect(again).toMatchObject({refunded: false, requested: true})
      // The coach is never limited.
      expect((await refundOrder(second, {reason: 'Granted', actor: 'owner', now})).refunded).toBe(true)
    })
  })
})
