import fc from 'fast-check'
import webPush from 'web-push'
import contact from '../../netlify/functions/contact.mts'
import couponsValidate from '../../netlify/functions/coupons-validate.mts'
import createPaymentIntent from '../../netlify/functions/create-payment-intent.mts'
import demoAccess from '../../netlify/functions/demo-access.mts'
import devOutbox from '../../netlify/functions/dev-outbox.mts'
import emailCapture from '../../netlify/functions/email-capture.mts'
import ownerAudit from '../../netlify/functions/owner-audit.mts'
import ownerEmailList from '../../netlify/functions/owner-email-list.mts'
import ownerMailQueue from '../../netlify/functions/owner-mail-queue.mts'
import ownerMessages from '../../netlify/functions/owner-messages.mts'
import ownerOrders from '../../netlify/functions/owner-orders.mts'
import ownerReports from '../../netlify/functions/owner-reports.mts'
import ownerRevenue from '../../netlify/functions/owner-revenue.mts'
import ownerSession from '../../netlify/functions/owner-session.mts'
import ownerSignIn from '../../netlify/functions/owner-sign-in.mts'
import paymentStatus from '../../netlify/functions/payment-status.mts'
import paypalCapture from '../../netlify/functions/paypal-capture.mts'
import paypalOrder from '../../netlify/functions/paypal-order.mts'
import paypalSetup from '../../netlify/functions/paypal-setup.mts'
import paypalWebhook from '../../netlify/functions/paypal-webhook.mts'
import refundLink from '../../netlify/functions/refund-link.mts'
import refundRequest from '../../netlify/functions/refund-request.mts'
import reviewerAccess from '../../netlify/functions/reviewer-access.mts'
import scheduleReminder from '../../netlify/functions/schedule-reminder.mts'
import stats from '../../netlify/functions/stats.mts'
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts'
import subscribePush from '../../netlify/functions/subscribe-push.mts'
import symptomAssessment from '../../netlify/functions/symptom-assessment.mts'
import symptomTracking from '../../netlify/functions/symptom-tracking.mts'
import toolkitContent from '../../netlify/functions/toolkit-content.mts'
import trackerKeyRecovery from '../../netlify/functions/tracker-key-recovery.mts'
import unsubscribePush from '../../netlify/functions/unsubscribe-push.mts'
import unsubscribe from '../../netlify/functions/unsubscribe.mts'
import vapidPublicKey from '../../netlify/functions/vapid-public-key.mts'
import verifyPurchase from '../../netlify/functions/verify-purchase.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {usePaymentServices} from '../support/payment-env'
import {COACH, signIn} from './owner/owner-support'
import {startFakePayPal} from '../support/fake-paypal'
import {paidPurchaserToken} from '../support/purchaser'
import {usePremiumContentFile} from '../support/premium-content-file'
import {REQUEST_FIELDS} from '../support/request-fields'
import {TEST_REVIEWER_CODE} from '../support/reviewer-code'

/**
 * The finding "every bad input a 4xx" (docs/threat-model.md): a property-based fuzz (fast-check) of more than 10,000 requests across every
 * HTTP function (all but the scheduled and internal ones), against real local Blobs and the local Stripe, PayPal
 * and SMTP stand-ins. Bodies of every shape (JSON of any kind, objects made of the fields the functions read
 * holding any JSON value, plain text), every method, with and without a valid token, an owner session, a
 * provider signature header. No answer may be a 5xx. A failure prints fast-check's seed and shrunk request.
 */
type Handler = (req: Request, context: never) => Promise<Response>
// Four entries each: a test function declaring more parameters than its row gives is taken to wait for `done`.
const FUNCTIONS: Array<[string, Handler, string, Record<string, string>]> = [
  ['contact', contact, '/api/contact', {}],
  ['coupons-validate', couponsValidate, '/api/coupons/validate', {}],
  ['create-payment-intent', createPaymentIntent, '/api/create-payment-intent', {}],
  ['demo-access', demoAccess, '/api/demo-access', {}],
  ['dev-outbox', devOutbox, '/api/dev/outbox', {}],
  ['email-capture', emailCapture, '/api/email-capture', {}],
  ['owner-audit', ownerAudit, '/api/owner/audit', {}],
  ['owner-email-list', ownerEmailList, '/api/owner/email-list', {}],
  ['owner-email-list.csv', ownerEmailList, '/api/owner/email-list.csv', {}],
  ['owner-mail-queue', ownerMailQueue, '/api/owner/mail-queue', {}],
  ['owner-messages', ownerMessages, '/api/owner/messages', {}],
  ['owner-orders', ownerOrders, '/api/owner/orders', {}],
  ['owner-reports', ownerReports, '/api/owner/reports', {}],
  ['owner-revenue', ownerRevenue, '/api/owner/revenue', {}],
  ['owner-session', ownerSession, '/api/owner/session', {}],
  ['owner-sign-in', ownerSignIn, '/api/owner/sign-in', {}],
  ['payment-status', paymentStatus, '/api/payments/status', {}],
  ['paypal-capture', paypalCapture, '/paypal/order/FUZZ/capture', {orderId: 'FUZZ'}],
  ['paypal-order', paypalOrder, '/paypal/order', {}],
  ['paypal-setup', paypalSetup, '/paypal/setup', {}],
  ['paypal-webhook', paypalWebhook, '/api/paypal-webhook', {}],
  ['refund-request', refundRequest, '/api/refund', {}],
  ['refund-link', refundLink, '/api/refund-link', {}],
  ['reviewer-access', reviewerAccess, '/api/reviewer-access', {}],
  ['schedule-reminder', scheduleReminder, '/api/schedule-reminder', {}],
  ['stats', stats, '/api/stats', {}],
  ['stripe-webhook', stripeWebhook, '/api/stripe-webhook', {}],
  ['subscribe-push', subscribePush, '/api/subscribe-push', {}],
  ['symptom-assessment', symptomAssessment, '/api/symptom-assessment', {}],
  ['symptom-tracking', symptomTracking, '/api/symptom-tracking', {}],
  ['toolkit-content', toolkitContent, '/api/toolkit-content', {}],
  ['tracker-key-recovery', trackerKeyRecovery, '/api/symptom-tracking/key-recovery', {}],
  ['unsubscribe-push', unsubscribePush, '/api/unsubscribe-push', {}],
  ['unsubscribe', unsubscribe, '/api/unsubscribe', {}],
  ['vapid-public-key', vapidPublicKey, '/api/vapid-public-key', {}],
  ['verify-purchase', verifyPurchase, '/api/verify-purchase', {}],
]
const TOTAL_BODIES = Number(process.env.FUZZ_BODIES ?? 10_000)
const RUNS_PER_FUNCTION = Math.ceil(TOTAL_BODIES / FUNCTIONS.length)

const oddStrings = fc.constantFrom(
  '',
  ' ',
  'a@b',
  'coach@example.com',
  'x'.repeat(20_000),
  '=cmd|calc',
  '\u0000',
  '../../etc/passwd',
  '2026-02-30',
  '99:99',
  'Not/AZone',
  'https://fcm.googleapis.com/fcm/send/x',
  'http://127.0.0.1:1/',
  '\ud800',
  'pi_123',
  'stripe:pi_123',
)
const value = fc.oneof(fc.jsonValue({maxDepth: 3}), oddStrings)
const body = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.constantFrom(...REQUEST_FIELDS), value, {maxKeys: 8}).map((o) => JSON.stringify(o)),
  },
  {weight: 2, arbitrary: fc.json({maxDepth: 4})},
  {weight: 1, arbitrary: fc.string({unit: 'binary', maxLength: 300})},
  {weight: 1, arbitrary: oddStrings},
  {weight: 1, arbitrary: fc.constant(undefined)},
)
const query = fc.option(
  fc
    .dictionary(
      fc.constantFrom('email', 'date', 'token', 'orderId', 'q', 'page', 'state', 'id'),
      fc.oneof(fc.string(), oddStrings),
      {
        maxKeys: 3,
      },
    )
    .map((params) => `?${new URLSearchParams(params)}`),
  {nil: ''},
)

describe('Fuzz: every function answers a bad request with a 4xx, never a 5xx (docs/threat-model.md)', () => {
  const services = usePaymentServices()
  let credentials: Record<string, string>
  let paypal: Awaited<ReturnType<typeof startFakePayPal>>
  usePremiumContentFile()

  beforeAll(async () => {
    paypal = await startFakePayPal({clientId: 'fuzz-paypal-id', clientSecret: 'fuzz-paypal-secret'})
    const vapid = webPush.generateVAPIDKeys()
    Object.assign(process.env, paypal.env, {
      COACH_EMAIL: COACH,
      SITE_URL: 'http://localhost:8888',
      SURVIVAL_GUIDE_URL: 'http://localhost:8888/guide',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:support@example.com',
      DEMO_MODE: 'true',
    })
    const secret = process.env.ACCESS_TOKEN_SECRET as string
    credentials = {
      purchaser: `Bearer ${await paidPurchaserToken('pi_fuzz_paid', secret)}`,
      reviewer: `Bearer ${await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, secret)}`,
      garbage: 'Bearer not.a.token',
      owner: await signIn(services.smtp),
    }
    return () => paypal.close()
  })
  afterAll(async () => {
    delete process.env.DEMO_MODE
    await paypal.close()
  })

  const sent = {count: 0}
  afterAll(() => expect(sent.count).toBeGreaterThanOrEqual(TOTAL_BODIES))

  it.each(FUNCTIONS)(
    '%s: no 5xx for generated requests',
    async (_name, handler, path, params) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.constantFrom('POST', 'POST', 'GET', 'DELETE', 'PATCH', 'PUT'),
            body,
            query,
            auth: fc.constantFrom('none', 'purchaser', 'reviewer', 'garbage'),
            owner: fc.boolean(),
            contentType: fc.constantFrom('application/json', 'text/plain', 'none'),
            signature: fc.boolean(),
          }),
          async (request) => {
            const headers = new Headers({origin: 'http://localhost:8888'})
            if (request.contentType !== 'none') headers.set('content-type', request.contentType)
            if (request.auth !== 'none') headers.set('authorization', credentials[request.auth])
            if (request.owner) headers.set('cookie', credentials.owner)
            if (request.signature) {
              headers.set('stripe-signature', 't=1,v1=00')
              headers.set('paypal-transmission-id', 'x')
              headers.set('paypal-transmission-sig', 'x')
            }
            const hasBody = request.body !== undefined && !['GET', 'HEAD'].includes(request.method)
            const res = await handler(
              new Request(new URL(`${path}${request.query}`, 'http://localhost:8888'), {
                method: request.method,
                headers,
                body: hasBody ? request.body : undefined,
              }),
              {params} as never,
            )
            sent.count += 1
            if (res.status >= 500) throw new Error(`${res.status}: ${await res.text()}`)
          },
        ),
        {numRuns: RUNS_PER_FUNCTION},
      )
    },
    300_000,
  )
})
