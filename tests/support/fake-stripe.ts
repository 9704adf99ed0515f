import {randomBytes} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {readBody, sendJson as send, serveFakeApi} from './fake-http-api'

/**
 * A local stand-in for the parts of Stripe's HTTP API the functions use (PaymentIntents create,
 * retrieve, confirm; Refunds create), so the real `stripe` SDK can be exercised offline. It honours Idempotency-Key
 * like Stripe does and records every create request for assertions.
 */
export type FakeIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  receipt_email: string | null
  description: string | null
  metadata: Record<string, string>
  automatic_payment_methods: {enabled: boolean} | null
  created: number
  livemode: boolean
}

export type FakeRefund = {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  status: 'succeeded'
  reason: string | null
}

type Form = Record<string, unknown>

/** Stripe's form encoding (`metadata[coupon]=X`) into nested objects. */
function parseForm(body: string): Form {
  const out: Form = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node = out
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Form
    })
  }
  return out
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

export async function startFakeStripe(port = 0) {
  const intents = new Map<string, FakeIntent>()
  const idempotent = new Map<string, FakeIntent>()
  const createRequests: {form: Form; idempotencyKey: string | null}[] = []
  const refunds: FakeRefund[] = []
  const idempotentRefunds = new Map<string, FakeRefund>()

  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${what}'`},
    })

  const succeed = (intent: FakeIntent, receiptEmail?: string) => {
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    if (receiptEmail) intent.receipt_email = receiptEmail
    return intent
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const form = parseForm(body || url.search.slice(1))
    if (req.method === 'OPTIONS') return send(res, 204, {})
    // Browser calls (the Stripe.js stand-in) authenticate with the client secret, server calls with the secret key.
    const auth = req.headers.authorization ?? ''
    const viaClientSecret = typeof form.client_secret === 'string'
    if (!viaClientSecret && !/^Bearer sk_test_/.test(auth)) {
      return send(res, 401, {error: {type: 'invalid_request_error', message: 'Invalid API Key provided'}})
    }

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      createRequests.push({form, idempotencyKey: key})
      if (key && idempotent.has(key)) return send(res, 200, idempotent.get(key))
      const intentId = id('pi')
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        receipt_email: (form.receipt_email as string | undefined) ?? null,
        description: (form.description as string | undefined) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        automatic_payment_methods: form.automatic_payment_methods
          ? {enabled: (form.automatic_payment_methods as Form).enabled === 'true'}
          : null,
        created: Math.floor(Date.now() / 1000),
        // Live keys are refused by this fake: every intent is test mode, as at Stripe with sk_test_ keys.
        livemode: false,
      }
      intents.set(intentId, intent)
      if (key) idempotent.set(key, intent)
      return send(res, 200, intent)
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      if (key && idempotentRefunds.has(key)) return send(res, 200, idempotentRefunds.get(key))
      const intent = intents.get(String(form.payment_intent))
      if (!intent) return missing(res, String(form.payment_intent))
      if (intent.status !== 'succeeded' || refunds.some((refund) => refund.payment_intent === intent.id)) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        })
      }
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount_received,
        status: 'succeeded',
        reason: (form.reason as string | undefined) ?? null,
      }
      refunds.push(refund)
      if (key) idempotentRefunds.set(key, refund)
      return send(res, 200, refund)
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname)
    if (match) {
      const intent = intents.get(match[1])
      if (!intent) return missing(res, match[1])
      if (viaClientSecret && form.client_secret !== intent.client_secret) return missing(res, match[1])
      if (req.method === 'POST' && match[2]) {
        if (form.payment_method_data && (form.payment_method_data as Form).card_number === '4000000000000002') {
          return send(res, 402, {
            error: {type: 'card_error', code: 'card_declined', message: 'Your card was declined.'},
          })
        }
        return send(res, 200, succeed(intent, form.receipt_email as string | undefined))
      }
      if (req.method === 'GET') return send(res, 200, intent)
    }
    return send(res, 404, {
      error: {type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})`},
    })
  }

  const address = await serveFakeApi(port, handle, (message) => ({error: {type: 'api_error', message}}))
  return {
    port: address.port,
    intents,
    createRequests,
    /** Every refund made (one per intent at most, as at Stripe). */
    refunds,
    /** What a customer completing the payment does. */
    succeed: (intentId: string, receiptEmail?: string) => succeed(intents.get(intentId)!, receiptEmail),
    /** Points the functions' Stripe client here. */
    env: {STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(address.port), STRIPE_API_PROTOCOL: 'http'},
    close: address.close,
  }
}
