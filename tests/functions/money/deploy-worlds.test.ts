import Stripe from 'stripe'
import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import webhook from '../../../netlify/functions/stripe-webhook.mts'
import {store, storeNameIn, STORES} from '../../../netlify/functions/_shared/blobs'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {emailIdentityHash} from '../../../netlify/functions/_shared/payer-identity'
import {SHARDS} from '../../../netlify/functions/_shared/push-schedule'
import {verifyWorkerRequest, workerRequest} from '../../../netlify/functions/_shared/push-workers'
import {
  reminderUnsubscribeToken,
  verifyReminderUnsubscribeToken,
} from '../../../netlify/functions/_shared/reminder-mail'
import {call} from '../../support/function-request'
import {getPremiumContent, usePremiumContentFile} from '../../support/premium-content-file'
import {STRIPE_TEST_ENV, usePaymentServices} from '../../support/payment-env'
import {until} from '../../support/until'

/**
 * DECISIONS 49, as the attacks: a test-card sale on a deploy preview, and a test-mode payment event reaching the
 * production deploy. Neither reaches production's orders, revenue, coach mail, list or report.
 */
const signer = new Stripe('sk_test_signer')
const COACH = 'coach@toolkit.example'
const PREVIEW = {deploy: {context: 'deploy-preview'}}
// Several purchases, mails and refunds per test: under the full suite on a shared machine they take seconds.
jest.setTimeout(30_000)

function signed(type: string, object: object, livemode: boolean) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    livemode,
    data: {object},
  })
  const header = signer.webhooks.generateTestHeaderString({payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET})
  return {rawBody: payload, headers: {'stripe-signature': header}}
}

/** Runs `run` as a function of that deploy context does (Netlify's runtime names it in `Netlify.context`). */
function inContext<T>(deployContext: string, run: () => T): T {
  const runtime = globalThis as {Netlify?: unknown}
  runtime.Netlify = {context: {deploy: {context: deployContext}}}
  try {
    return run()
  } finally {
    delete runtime.Netlify
  }
}

const keysOf = async (name: (typeof STORES)[keyof typeof STORES], context?: typeof PREVIEW) =>
  (await store(name, context).list()).blobs.map((blob) => blob.key)

describe('each deploy is its own world; test money stays out of production (DECISIONS 49)', () => {
  const services = usePaymentServices()
  usePremiumContentFile()
  beforeAll(() => {
    process.env.COACH_EMAIL = COACH
  })
  afterAll(() => {
    delete process.env.COACH_EMAIL
  })
  const coachMails = () => services.smtp.received.filter((mail) => JSON.stringify(mail.to).includes(COACH))

  async function paidIntent(email: string, deployContext?: string) {
    const res = await call(createIntent, '/api/create-payment-intent', {
      body: {},
      ...(deployContext ? {deployContext} : {}),
    })
    return services.fake.succeed(res.body.clientSecret.split('_secret_')[0], email)
  }

  it("a preview's stores are its own: plain names in production, the context in the name elsewhere", () => {
    expect(storeNameIn(STORES.orders, 'production')).toBe('orders')
    expect(storeNameIn(STORES.orders, 'deploy-preview')).toBe('orders--deploy-preview')
    expect(storeNameIn(STORES.pushSubscriptions, 'branch-deploy')).toBe('push-subscriptions--branch-deploy')
  })

  it("a test-card sale on a deploy preview is recorded in the preview's stores only", async () => {
    const intent = await paidIntent('preview-buyer@example.com', 'deploy-preview')
    const sold = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
      deployContext: 'deploy-preview',
    })
    expect(sold.status).toBe(200)
    // Production's stores (the plain names) hold nothing of it: no order, so no revenue, list entry or report.
    expect(await getOrderById(`stripe:${intent.id}`)).toBeNull()
    expect(await keysOf(STORES.orders)).toEqual([])
    expect((await keysOf(STORES.orders, PREVIEW)).some((key) => key.includes(intent.id))).toBe(true)
    // Its token is the preview's: production refuses it.
    expect((await getPremiumContent(sold.body.token, 'deploy-preview')).status).toBe(200)
    expect((await getPremiumContent(sold.body.token, 'production')).status).toBe(401)
    // The coach's notice of it says it was a test: no money moved.
    await until(() => coachMails().some((mail) => mail.subject?.includes('preview-buyer@example.com')))
    const notice = coachMails().find((mail) => mail.subject?.includes('preview-buyer@example.com'))!
    expect(notice.subject).toBe('New sale (test): $37.00 USD from preview-buyer@example.com')
    expect(notice.text).toContain('This is a test sale, paid with test keys on a preview or local copy of the site')
  })

  it('a test-mode payment event reaching production records nothing and mails nobody', async () => {
    const live = {
      ...STRIPE_TEST_ENV,
      STRIPE_SECRET_KEY: 'sk_live_worlds_0123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_worlds_0123',
    }
    const saved = {key: process.env.STRIPE_SECRET_KEY, publishable: process.env.STRIPE_PUBLISHABLE_KEY}
    const intent = await paidIntent('test-card@example.com')
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: live.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: live.STRIPE_PUBLISHABLE_KEY,
    })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const before = coachMails().length
      const event = signed('payment_intent.succeeded', {...intent, livemode: false}, false)
      const res = await call(webhook, '/api/stripe-webhook', {...event, deployContext: 'production'})
      expect(res.status).toBe(200)
      expect(await getOrderById(`stripe:${intent.id}`)).toBeNull()
      expect(coachMails()).toHaveLength(before)
      expect(
        services.smtp.received.filter((mail) => JSON.stringify(mail.to).includes('test-card@example.com')),
      ).toEqual([])
      // The same payment in live mode is a sale.
      const liveEvent = signed('payment_intent.succeeded', {...intent, livemode: true}, true)
      expect((await call(webhook, '/api/stripe-webhook', {...liveEvent, deployContext: 'production'})).status).toBe(200)
      expect(await getOrderById(`stripe:${intent.id}`)).toMatchObject({state: 'paid'})
    } finally {
      jest.restoreAllMocks()
      Object.assign(process.env, {STRIPE_SECRET_KEY: saved.key, STRIPE_PUBLISHABLE_KEY: saved.publishable})
    }
  })

  it('what a preview signs is refused by production: reminder unsubscribe links, worker jobs, refund identities', async () => {
    const sub = '0123456789abcdef0123456789abcdef'
    const link = inContext('deploy-preview', () => reminderUnsubscribeToken(sub))
    expect(inContext('deploy-preview', () => verifyReminderUnsubscribeToken(link))).toBe(sub)
    expect(inContext('production', () => verifyReminderUnsubscribeToken(link))).toBeNull()

    const job = {shard: SHARDS[0], jobs: [], now: new Date().toISOString()}
    const request = inContext('deploy-preview', () => workerRequest('https://preview.example', job))
    const body = await request.text()
    const signature = request.headers.get('x-reminders-signature')
    expect(inContext('deploy-preview', () => verifyWorkerRequest(body, signature))).not.toBeNull()
    expect(inContext('production', () => verifyWorkerRequest(body, signature))).toBeNull()

    // Her one self-serve refund is known by other hashes (and kept in other stores) on a preview.
    const email = 'one-refund@example.com'
    expect(inContext('deploy-preview', () => emailIdentityHash(email))).not.toBe(
      inContext('production', () => emailIdentityHash(email)),
    )
  })
})
