import {randomBytes} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {readBody, sendJson as send, serveFakeApi} from './fake-http-api'

/**
 * A local stand-in for the parts of Stripe's HTTP API the functions use (PaymentIntents create, retrieve with
 * `expand`, update, confirm; Charges and BalanceTransactions retrieve; Refunds create), so the real `stripe` SDK can
 * be exercised offline. It honours Idempotency-Key like Stripe does and records every create request for assertions.
 * A succeeded intent has a charge (`latest_charge`) whose balance transaction carries Stripe's fee (US standard
 * pricing, 2.9% + 30¢), as at Stripe; `settleLater` leaves the balance transaction null until `settle` (Stripe's
 * asynchronous capture: the fee then comes with `charge.updated`).
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
  latest_charge: string | null
}

export type FakeBalanceTransaction = {
  id: string
  object: 'balance_transaction'
  amount: number
  currency: string
  fee: number
  fee_details: {amount: number; application: null; currency: string; description: string; type: 'stripe_fee'}[]
  net: number
  source: string
  status: 'pending'
  type: 'charge' | 'adjustment'
  reporting_category: 'charge' | 'dispute' | 'dispute_reversal'
  created: number
  available_on: number
}

/** Stripe's dispute fee in the US: $15, charged when the dispute opens. */
export const STRIPE_DISPUTE_FEE = 1500

/** A dispute as Stripe sends it in `charge.dispute.*` events: its balance transactions are expanded. */
export type FakeDispute = {
  id: string
  object: 'dispute'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  status: 'needs_response' | 'under_review' | 'won' | 'lost'
  balance_transactions: FakeBalanceTransaction[]
}

export type FakeCharge = {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  currency: string
  paid: true
  status: 'succeeded'
  refunded: boolean
  payment_intent: string
  balance_transaction: string | null
  payment_method_details: {type: 'card'; card: {brand: string; last4: string; fingerprint: string}}
  created: number
  livemode: boolean
}

/** Stripe's US standard fee for a card payment: 2.9% + 30¢. */
export const stripeFeeFor = (amount: number) => Math.round(amount * 0.029) + 30

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
  const updateRequests: {id: string; form: Form}[] = []
  const refunds: FakeRefund[] = []
  const idempotentRefunds = new Map<string, FakeRefund>()
  const charges = new Map<string, FakeCharge>()
  const balanceTransactions = new Map<string, FakeBalanceTransaction>()
  const options = {settleLater: false, failRefunds: 0}

  /** The charge's balance transaction, with Stripe's fee: at once, or on `settle` when `settleLater` is set. */
  const settle = (charge: FakeCharge) => {
    if (charge.balance_transaction) return charge
    const fee = stripeFeeFor(charge.amount)
    const now = Math.floor(Date.now() / 1000)
    const transaction: FakeBalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      amount: charge.amount,
      currency: charge.currency,
      fee,
      fee_details: [
        {
          amount: fee,
          application: null,
          currency: charge.currency,
          description: 'Stripe processing fees',
          type: 'stripe_fee',
        },
      ],
      net: charge.amount - fee,
      source: charge.id,
      status: 'pending',
      type: 'charge',
      reporting_category: 'charge',
      created: now,
      available_on: now + 2 * 86_400,
    }
    balanceTransactions.set(transaction.id, transaction)
    charge.balance_transaction = transaction.id
    return charge
  }

  /** A balance transaction of a dispute: the disputed amount moved, and Stripe's fee for it. */
  const disputeTransaction = (charge: FakeCharge, amount: number, fee: number, reversal: boolean) => {
    const now = Math.floor(Date.now() / 1000)
    const transaction: FakeBalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      amount,
      currency: charge.currency,
      fee,
      fee_details: fee
        ? [{amount: fee, application: null, currency: charge.currency, description: 'Dispute fee', type: 'stripe_fee'}]
        : [],
      net: amount - fee,
      source: charge.id,
      status: 'pending',
      type: 'adjustment',
      reporting_category: reversal ? 'dispute_reversal' : 'dispute',
      created: now,
      available_on: now,
    }
    balanceTransactions.set(transaction.id, transaction)
    return transaction
  }
  const disputes = new Map<string, FakeDispute>()

  /**
   * A dispute of the intent's charge: opening it withdraws the amount and Stripe's dispute fee; closing it `won`
   * reinstates the amount, and the fee too when `feeReturned`. Answers the dispute as the next event carries it.
   */
  function dispute(intentId: string, status: FakeDispute['status'], {feeReturned = false} = {}): FakeDispute {
    const charge = charges.get(intents.get(intentId)!.latest_charge!)!
    let found = [...disputes.values()].find((candidate) => candidate.charge === charge.id)
    if (!found) {
      found = {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: intentId,
        status,
        balance_transactions: [disputeTransaction(charge, -charge.amount, STRIPE_DISPUTE_FEE, false)],
      }
      disputes.set(found.id, found)
    }
    if (status === 'won' && found.status !== 'won')
      found.balance_transactions.push(
        disputeTransaction(charge, charge.amount, feeReturned ? -STRIPE_DISPUTE_FEE : 0, true),
      )
    found.status = status
    return structuredClone(found)
  }

  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${what}'`},
    })

  const succeed = (intent: FakeIntent, receiptEmail?: string) => {
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    if (receiptEmail) intent.receipt_email = receiptEmail
    if (!intent.latest_charge) {
      const charge: FakeCharge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        currency: intent.currency,
        paid: true,
        status: 'succeeded',
        refunded: false,
        payment_intent: intent.id,
        balance_transaction: null,
        // Each payment a card of its own (the same card would give the same fingerprint).
        payment_method_details: {
          type: 'card',
          card: {brand: 'visa', last4: '4242', fingerprint: randomBytes(8).toString('hex')},
        },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      charges.set(charge.id, charge)
      intent.latest_charge = charge.id
      if (!options.settleLater) settle(charge)
    }
    return intent
  }

  /** `expand` as the SDK sends it (`expand[0]=latest_charge.balance_transaction`). */
  const expansions = (form: Form): string[] =>
    typeof form.expand === 'string' ? [form.expand] : Object.values((form.expand as Form | undefined) ?? {}).map(String)

  /** The intent as Stripe answers it, its latest charge (and that charge's balance transaction) expanded if asked. */
  function expanded(intent: FakeIntent, expand: string[]) {
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined
    if (!charge || !expand.some((path) => path === 'latest_charge' || path.startsWith('latest_charge.'))) return intent
    const withTransaction =
      expand.includes('latest_charge.balance_transaction') && charge.balance_transaction
        ? {...charge, balance_transaction: balanceTransactions.get(charge.balance_transaction)}
        : charge
    return {...intent, latest_charge: withTransaction}
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
        latest_charge: null,
      }
      intents.set(intentId, intent)
      if (key) idempotent.set(key, intent)
      return send(res, 200, intent)
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (options.failRefunds > 0) {
        options.failRefunds -= 1
        return send(res, 500, {error: {type: 'api_error', message: 'Stripe could not refund just now.'}})
      }
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
      if (req.method === 'GET') return send(res, 200, expanded(intent, viaClientSecret ? [] : expansions(form)))
      if (req.method === 'POST' && !viaClientSecret) {
        // Update: metadata merges, and a key set to '' is removed, as at Stripe.
        for (const [key, value] of Object.entries((form.metadata as Record<string, string>) ?? {})) {
          if (value === '') delete intent.metadata[key]
          else intent.metadata[key] = value
        }
        updateRequests.push({id: intent.id, form})
        return send(res, 200, intent)
      }
    }
    const object = /^\/v1\/(charges|balance_transactions)\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && object && !viaClientSecret) {
      const found = object[1] === 'charges' ? charges.get(object[2]) : balanceTransactions.get(object[2])
      if (found) return send(res, 200, found)
      return send(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${object[1]}: '${object[2]}'`,
        },
      })
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
    /** Every PaymentIntent update (metadata) the functions made. */
    updateRequests,
    charges,
    balanceTransactions,
    /** `settleLater: true`: charges get their balance transaction (and fee) only on `settle`. */
    options,
    /** Stripe settles the intent's charge: its balance transaction now exists; answers the charge (for `charge.updated`). */
    settle: (intentId: string) => settle(charges.get(intents.get(intentId)!.latest_charge!)!),
    /** Every refund made (one per intent at most, as at Stripe). */
    refunds,
    /** Stripe answers the next refund with a server error (nothing refunded). */
    failNextRefund: () => {
      options.failRefunds += 1
    },
    /** The buyer's bank disputes the payment (or the dispute moves on): the dispute as Stripe's next event carries it. */
    dispute,
    /** What a customer completing the payment does. */
    succeed: (intentId: string, receiptEmail?: string) => succeed(intents.get(intentId)!, receiptEmail),
    /** Points the functions' Stripe client here. */
    env: {STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(address.port), STRIPE_API_PROTOCOL: 'http'},
    close: address.close,
  }
}
