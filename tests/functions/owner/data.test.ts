import {milliseconds} from 'date-fns/milliseconds'
import emailListHandler from '../../../netlify/functions/owner-email-list.mts'
import messagesHandler from '../../../netlify/functions/owner-messages.mts'
import ordersHandler from '../../../netlify/functions/owner-orders.mts'
import reportsHandler from '../../../netlify/functions/owner-reports.mts'
import revenueHandler from '../../../netlify/functions/owner-revenue.mts'
import auditHandler from '../../../netlify/functions/owner-audit.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import {orderForRestoreSecret} from '../../../netlify/functions/_shared/receipts'
import {purchaserToken, recordMarketingConsent, recordOrder} from '../../../netlify/functions/_shared/orders'
import {requireAccess} from '../../../netlify/functions/_shared/require-access'
import {saveAssessment} from '../../../netlify/functions/_shared/assessments'
import type {OwnerId} from '../../../netlify/functions/_shared/owner-id'
import {saveTrackingEntry} from '../../../netlify/functions/_shared/tracking'
import {emailListIndex} from '../../../netlify/functions/_shared/email-list'
import {contactMessages} from '../../../netlify/functions/_shared/contact-messages'
import {readAudit} from '../../../netlify/functions/_shared/owner/audit'
import {OWNER_API} from '../../../src/config/owner'
import {startFakeStripe} from '../../support/fake-stripe'
import {ownerCall, ownerEnv, signIn} from './owner-support'
import {until} from '../../support/until'

const restoreSecretOf = (text: string) => /restore=([^\s]+)/.exec(text)?.[1]

describe('owner back office data', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    stripe = await startFakeStripe()
    Object.assign(process.env, stripe.env, {
      STRIPE_SECRET_KEY: 'sk_test_owner',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_owner',
    })
    cookie = await signIn(env.smtp)
  })
  afterAll(async () => {
    for (const name of [...Object.keys(stripe.env), 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'])
      delete process.env[name]
    await stripe.close()
    await env.close()
  })

  /** A Stripe payment made through the fake, recorded as the webhook would. */
  async function paidStripeOrder(email: string, coupon: string | null, amountCents: number, at = new Date()) {
    const res = await fetch(`http://127.0.0.1:${stripe.port}/v1/payment_intents`, {
      method: 'POST',
      headers: {authorization: 'Bearer sk_test_owner', 'content-type': 'application/x-www-form-urlencoded'},
      body: `amount=${amountCents}&currency=usd`,
    })
    const intent = (await res.json()) as {id: string}
    stripe.succeed(intent.id, email)
    return (
      await recordOrder(
        {provider: 'stripe', providerId: intent.id, amountCents, currency: 'USD', coupon, email, paidAt: at},
        at,
      )
    ).order
  }

  it('lists orders newest first, and takes no address in its URL', async () => {
    const older = await paidStripeOrder('ann@example.com', null, 4700, new Date(Date.now() - milliseconds({days: 3})))
    const newer = await paidStripeOrder('beth@example.com', 'SAVE10', 3700)
    const all = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
    expect(all.status).toBe(200)
    const ids = all.body.orders.map((o: {id: string}) => o.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(all.body.orders[0]).toEqual(
      expect.objectContaining({
        email: 'beth@example.com',
        coupon: 'SAVE10',
        amountCents: 3700,
        provider: 'stripe',
        state: 'paid',
      }),
    )
    expect(all.body.orders[0]).not.toHaveProperty('restoreHash')
    // The back office searches the list on the page: an address is never taken in a URL (docs/threat-model.md).
    const withAddress = await ownerCall(ordersHandler, `${OWNER_API.orders}?email=ANN@`, {cookie})
    expect(withAddress.status).toBe(400)
  })

  it("production's back office leaves out test-money orders a preview wrote into the stores it once shared (DECISIONS 49)", async () => {
    const {order} = await recordOrder(
      {
        provider: 'stripe',
        providerId: `pi_preview_leftover_${Date.now()}`,
        amountCents: 3700,
        currency: 'USD',
        coupon: null,
        email: 'leftover@example.com',
        testMode: true,
        marketingConsent: true,
      },
      new Date(),
    )
    const inProduction = async <T>(run: () => Promise<T>) => {
      const runtime = globalThis as {Netlify?: unknown}
      runtime.Netlify = {context: {deploy: {context: 'production'}}}
      try {
        return await run()
      } finally {
        delete runtime.Netlify
      }
    }
    const production = await inProduction(() => signIn(env.smtp))
    const read = (handler: typeof ordersHandler, path: string, session: string) =>
      ownerCall(handler, path, {cookie: session})
    const listed = await inProduction(() => read(ordersHandler, OWNER_API.orders, production))
    expect(listed.status).toBe(200)
    expect(listed.body.orders.map((o: {id: string}) => o.id)).not.toContain(order.id)
    const list = await inProduction(() => read(emailListHandler, OWNER_API.emailList, production))
    expect(JSON.stringify(list.body)).not.toContain('leftover@example.com')
    const revenue = await inProduction(() => read(revenueHandler, OWNER_API.revenue, production))
    // Where test money may exist (here a local run), it is listed, marked a test sale, and counted.
    const local = await ownerCall(ordersHandler, OWNER_API.orders, {cookie})
    expect(local.body.orders).toContainEqual(expect.objectContaining({id: order.id, testMode: true}))
    const localRevenue = await ownerCall(revenueHandler, OWNER_API.revenue, {cookie})
    expect(localRevenue.body.totals.orders).toBe(revenue.body.totals.orders + 1)
  })

  it('resends the receipt with a fresh restore link; the old link stops working', async () => {
    const order = await paidStripeOrder('cara@example.com', null, 4700)
    const first = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'resend-receipt', orderId: order.id},
    })
    expect(first.status).toBe(200)
    const oldSecret = restoreSecretOf(env.smtp.received.at(-1)!.text ?? '')!
    await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'resend-receipt', orderId: order.id},
    })
    const mail = env.smtp.received.at(-1)!
    expect(mail.to).toMatchObject({text: 'cara@example.com'})
    const newSecret = restoreSecretOf(mail.text ?? '')!
    expect(newSecret).not.toBe(oldSecret)
    expect((await orderForRestoreSecret(newSecret))?.id).toBe(order.id)
    expect(await orderForRestoreSecret(oldSecret)).toBeNull()
    // The audit log names the order, not the address (it keeps none of its own to retain).
    const logged = (await readAudit(undefined, 50)).entries.filter((entry) => entry.target === order.id)
    expect(logged.map((entry) => entry.detail)).toEqual(['to the order’s address', 'to the order’s address'])
    expect(JSON.stringify(logged)).not.toContain('cara@example.com')
  })

  it('refunds through Stripe once, with the reason, and writes the audit log', async () => {
    const order = await paidStripeOrder('dana@example.com', 'WELCOME15', 3200)
    const body = {action: 'refund', orderId: order.id, reason: 'Asked by email'}
    const res = await ownerCall(ordersHandler, OWNER_API.orders, {method: 'POST', cookie, body})
    expect(res.status).toBe(200)
    // The refunds module records who refunded and why.
    expect(res.body).toEqual({
      refunded: true,
      order: expect.objectContaining({state: 'refunded', refundReason: 'owner: Asked by email'}),
    })
    const again = await ownerCall(ordersHandler, OWNER_API.orders, {method: 'POST', cookie, body})
    expect(again.body.refunded).toBe(false)
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === order.providerId)).toHaveLength(1)
    const log = await ownerCall(auditHandler, OWNER_API.audit, {cookie})
    expect(log.body.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({action: 'refund', target: order.id, detail: 'Asked by email'})]),
    )
  })

  it("a refund from the back office revokes the purchaser's token (same path as her own refund)", async () => {
    const order = await paidStripeOrder('fran@example.com', null, 4700)
    const token = await purchaserToken(order)
    // The check every premium endpoint runs first (toolkit-content also needs the built premium file).
    const premium = () =>
      requireAccess(new Request('http://localhost/api/toolkit-content', {headers: {authorization: `Bearer ${token}`}}))
    expect((await premium()).claims).toMatchObject({role: 'purchaser', purchaseId: order.id})
    const sent = env.smtp.received.length
    const res = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId: order.id, reason: 'Changed her mind'},
    })
    expect(res.status).toBe(200)
    const refused = (await premium()).response
    expect(refused?.status).toBe(403)
    expect(await refused?.json()).toMatchObject({code: 'order_refunded'})
    // The purchaser gets the same confirmation as after her own refund.
    await until(
      () =>
        env.smtp.received
          .slice(sent)
          .some((mail) => mail.to && 'text' in mail.to && mail.to.text === 'fran@example.com'),
      {what: 'her refund confirmation'},
    )
  })

  it('refuses a refund outside 14 days, one without a reason, and one for an unknown order', async () => {
    const old = await paidStripeOrder('eve@example.com', null, 4700, new Date(Date.now() - milliseconds({days: 15})))
    const late = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId: old.id, reason: 'late'},
    })
    expect(late).toMatchObject({status: 409, body: {code: 'refund_window_closed'}})
    const noReason = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId: old.id, reason: ' '},
    })
    expect(noReason.status).toBe(400)
    const unknown = await ownerCall(ordersHandler, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId: 'stripe:pi_nope', reason: 'x'},
    })
    expect(unknown.status).toBe(404)
    expect((await store(STORES.orders).get(`order/${old.id}`, {type: 'json'})) as object).toHaveProperty(
      'state',
      'paid',
    )
  })

  it('totals revenue by day and coupon, counting refunds', async () => {
    const res = await ownerCall(revenueHandler, OWNER_API.revenue, {cookie})
    expect(res.status).toBe(200)
    const orders = (await ownerCall(ordersHandler, OWNER_API.orders, {cookie})).body.orders as {
      amountCents: number
      state: string
    }[]
    expect(res.body.totals.orders).toBe(orders.length)
    expect(res.body.totals.grossCents).toBe(orders.reduce((sum, o) => sum + o.amountCents, 0))
    const refunded = orders.filter((o) => o.state === 'refunded')
    expect(refunded.length).toBeGreaterThanOrEqual(2)
    expect(res.body.totals).toMatchObject({
      refunds: refunded.length,
      refundedCents: refunded.reduce((sum, o) => sum + o.amountCents, 0),
    })
    expect(res.body.coupons).toEqual(
      expect.arrayContaining([expect.objectContaining({coupon: 'WELCOME15', grossCents: 3200, netCents: 0})]),
    )
    // The default period is the last 30 days, day by day, today last.
    expect(res.body.period.preset).toBe('last-30-days')
    expect(res.body.buckets.at(-1).start).toBe(new Date().toISOString().slice(0, 10))
  })

  it('lists captures and purchasers with unsubscribed marked, and exports only the subscribed as RFC 4180 CSV', async () => {
    // Ann ticked the marketing opt-in at checkout; Beth did not, so she is not on the list.
    for (const order of await listOrders())
      if (order.email === 'ann@example.com') await recordMarketingConsent(order.id)
    const captures = store(STORES.emailCaptures)
    await captures.setJSON('a', {
      email: 'fay@example.com',
      sources: ['exit-intent'],
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    })
    await captures.setJSON('b', {
      email: 'gone@example.com',
      source: 'exit-intent',
      createdAt: '2026-01-03T00:00:00.000Z',
      unsubscribedAt: '2026-01-04T00:00:00.000Z',
    })
    await captures.setJSON('c', {
      email: '=cmd|"calc"@example.com',
      sources: ['contact,form'],
      createdAt: '2026-01-05T00:00:00.000Z',
    })
    // Records stored as older versions stored them, behind the index: the recount (the repair) lists them.
    await emailListIndex.recount()
    const list = await ownerCall(emailListHandler, OWNER_API.emailList, {cookie})
    expect(list.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({email: 'gone@example.com', unsubscribedAt: '2026-01-04T00:00:00.000Z'}),
        expect.objectContaining({email: 'ann@example.com', sources: ['purchase'], unsubscribedAt: null}),
      ]),
    )
    expect(list.body.entries.map((entry: {email: string}) => entry.email)).not.toContain('beth@example.com')
    const csv = await ownerCall(emailListHandler, OWNER_API.emailListCsv, {cookie})
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="email-list-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (csv.body as string).split('\r\n')
    // The BOM (checked on the bytes in the unit tests) is consumed by the UTF-8 decoding of the response.
    expect(lines[0]).toBe('email,status,consent,sources,first_seen')
    expect(csv.body).not.toContain('gone@example.com')
    expect(lines).toContain(
      `"'=cmd|""calc""@example.com",subscribed,Another sign-up form,"contact,form",2026-01-05T00:00:00.000Z`,
    )
    expect(lines).toContain('fay@example.com,subscribed,Another sign-up form,exit-intent,2026-01-02T00:00:00.000Z')
    expect((csv.body as string).endsWith('\r\n')).toBe(true)
  })

  it('lists messages newest first with the unread count, marks read and deletes', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()]
    await contactMessages.set(`2026-01-01T00:00:00.000Z-${ids[0]}`, {
      id: ids[0],
      name: 'Old',
      email: 'o@example.com',
      subject: 'Old one',
      message: 'hi',
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    await contactMessages.set(`2026-01-02T00:00:00.000Z-${ids[1]}`, {
      id: ids[1],
      name: 'New',
      email: 'n@example.com',
      subject: 'New one',
      message: 'hello',
      createdAt: '2026-01-02T00:00:00.000Z',
    })
    const listed = async () => (await ownerCall(messagesHandler, OWNER_API.messages, {cookie})).body
    const subjects = async () => (await listed()).messages.map((m: {subject: string}) => m.subject)
    expect(await subjects()).toEqual(['New one', 'Old one'])
    const unreadBefore = (await listed()).totals.unread
    expect(
      (await ownerCall(messagesHandler, OWNER_API.messages, {method: 'PATCH', cookie, body: {id: ids[1], read: true}}))
        .status,
    ).toBe(200)
    const afterRead = await listed()
    expect(
      afterRead.messages.map((m: {subject: string; readAt: string | null}) => [m.subject, Boolean(m.readAt)]),
    ).toEqual([
      ['New one', true],
      ['Old one', false],
    ])
    expect(afterRead.totals.unread).toBe(unreadBefore - 1)
    expect(
      (await ownerCall(messagesHandler, OWNER_API.messages, {method: 'DELETE', cookie, body: {id: ids[0]}})).status,
    ).toBe(200)
    expect(await subjects()).toEqual(['New one'])
    expect(
      (await ownerCall(messagesHandler, OWNER_API.messages, {method: 'DELETE', cookie, body: {id: ids[0]}})).status,
    ).toBe(404)
  })

  it('reports aggregates only, over fixed calendar months, one contribution per verified order, withholding every figure drawn from fewer than 5 people (docs/threat-model.md)', async () => {
    const now = new Date()
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10)).toISOString()
    const thisMonth = now.toISOString()
    // Saved as the functions save them, so the report's running totals count them.
    const add = (
      i: number,
      symptoms: string[],
      severity: Record<string, number>,
      order: string | null,
      at = lastMonth,
    ) =>
      saveAssessment(
        {email: `w${i}@example.com`, symptoms, severity, recommendations: [], phase: null},
        `assessment-${i}`,
        new Date(at),
        order,
      )
    // Last month: 10 paid orders; 5 chose hot flashes, 4 brain fog; 3 more without a paid order (not counted).
    for (let i = 0; i < 10; i++)
      await add(
        i,
        i < 5 ? ['hot-flashes'] : i < 9 ? ['brain-fog'] : ['sleep'],
        i < 5 ? {'hot-flashes': i < 4 ? 4 : 2} : i < 9 ? {'brain-fog': 2} : {sleep: 1},
        `order-${i}`,
      )
    for (let i = 10; i < 13; i++) await add(i, ['brain-fog'], {'brain-fog': 5}, null)
    // This month is never shown while it runs.
    for (let i = 13; i < 20; i++) await add(i, ['anxiety'], {anxiety: 3}, `order-${i}`, thisMonth)
    const day = lastMonth.slice(0, 10)
    const track = (owner: OwnerId) =>
      saveTrackingEntry(
        owner,
        {
          date: day,
          symptoms: {hotFlashes: 2, sleep: 2, mood: 2, energy: 2},
          notes: '',
          bleeding: false,
          notesForDoctor: false,
        },
        'tracker@example.com',
        null,
        new Date(lastMonth),
      )
    for (let i = 0; i < 4; i++) await track(`order:tracked-${i}`)
    // A reviewer's tracker is no paid order's.
    await track(`token:${'a'.repeat(64)}`)
    await store(STORES.reminders).setJSON(`stats/deliveries/${thisMonth.slice(0, 10)}`, {
      sent: 7,
      failed: 1,
      removed: 2,
    })

    const res = await ownerCall(reportsHandler, OWNER_API.reports, {cookie})
    expect(res.status).toBe(200)
    expect(res.body.minPeople).toBe(5)
    expect(res.body.month).toBe(lastMonth.slice(0, 7))
    expect(res.body.assessmentsByMonth.at(-1)).toEqual({month: lastMonth.slice(0, 7), count: 10})
    expect(res.body.assessmentsByMonth.at(-2).count).toBeNull()
    expect(res.body.topSymptoms).toEqual([{symptom: 'hot-flashes', people: 5, meanSeverity: 3.6}])
    expect(res.body.symptomsHidden).toBe(true)
    expect(res.body.activeTrackers).toBeNull()
    expect(res.body.phaseQuiz).toEqual({recorded: false})
    expect(res.body.reminders.at(-1)).toEqual({day: thisMonth.slice(0, 10), sent: 7, failed: 1, removed: 2})
    expect(JSON.stringify(res.body)).not.toContain('@example.com')

    await track('order:tracked-4')
    expect((await ownerCall(reportsHandler, OWNER_API.reports, {cookie})).body.activeTrackers).toBe(5)

    // A second brain-fog assessment by an order already counted does not lift it over the floor.
    await add(20, ['brain-fog'], {'brain-fog': 3}, 'order-5')
    expect(
      (await ownerCall(reportsHandler, OWNER_API.reports, {cookie})).body.topSymptoms.map(
        (s: {symptom: string}) => s.symptom,
      ),
    ).toEqual(['hot-flashes'])
  })

  it('no free-form filters: the report refuses any query (docs/threat-model.md)', async () => {
    for (const query of ['?from=2026-01-01', '?symptom=anxiety', '?week=2026-03-02'])
      expect((await ownerCall(reportsHandler, `${OWNER_API.reports}${query}`, {cookie})).status).toBe(400)
  })
})
