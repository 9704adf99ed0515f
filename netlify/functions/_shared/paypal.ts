import {API_ERRORS} from '../../../src/lib/api-contract'
import {isProductionContext, optionalEnv, requireEnv, type DeployContextHolder} from './env'
import {apiError} from './http'

/**
 * PayPal's REST API (Orders v2, Payments v2, webhooks). PAYPAL_API_BASE chooses sandbox or live (a
 * local fake in tests); the client id and secret come from the environment only.
 */
export const paypalConfigured = () => Boolean(optionalEnv('PAYPAL_CLIENT_ID') && optionalEnv('PAYPAL_CLIENT_SECRET'))

export const SANDBOX_BASE = 'https://api-m.sandbox.paypal.com'
const base = () => optionalEnv('PAYPAL_API_BASE') ?? SANDBOX_BASE

export const notConfigured = () => apiError(API_ERRORS.paypalNotConfigured)

/** PayPal's sandbox: orders paid there are test money. */
export const usesSandbox = () => /sandbox\.paypal\.com/i.test(base())

/** On Netlify's production context PayPal's sandbox is refused (503, and a log line naming PAYPAL_API_BASE). */
export function refusePayPalSandbox(context?: DeployContextHolder): Response | null {
  if (!isProductionContext(context) || !usesSandbox()) return null
  console.error(
    'PAYPAL_API_BASE points at PayPal sandbox (or is unset): the production context takes https://api-m.paypal.com only',
  )
  return apiError(API_ERRORS.paypalSandboxInProduction)
}

/** PayPal cannot be used here: not configured (503), or its sandbox on production (503); null when it can. */
export const refuseUnlessPayPalReady = (context?: DeployContextHolder): Response | null =>
  paypalConfigured() ? refusePayPalSandbox(context) : notConfigured()

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`PayPal answered ${status}: ${body.slice(0, 300)}`)
  }
}

/** The OAuth token, reused until a minute before it expires (one token request per instance and hour, not per call). */
let cachedToken: {value: string; expiresAt: number; for: string} | null = null

async function accessToken(): Promise<string> {
  const clientId = requireEnv('PAYPAL_CLIENT_ID')
  const credentials = Buffer.from(`${clientId}:${requireEnv('PAYPAL_CLIENT_SECRET')}`).toString('base64')
  const owner = `${base()}|${credentials}`
  if (cachedToken && cachedToken.for === owner && Date.now() < cachedToken.expiresAt) return cachedToken.value
  const res = await fetch(`${base()}/v1/oauth2/token`, {
    method: 'POST',
    headers: {Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: 'grant_type=client_credentials',
  })
  if (!res.ok) throw new PayPalError(res.status, await res.text())
  const body = (await res.json()) as {access_token: string; expires_in?: number}
  const lifetimeMs = Math.max(0, (body.expires_in ?? 0) - 60) * 1000
  cachedToken = {value: body.access_token, expiresAt: Date.now() + lifetimeMs, for: owner}
  return body.access_token
}

async function call<T>(path: string, body?: unknown, requestId?: string): Promise<T> {
  return callWithText<T>(path, body === undefined ? undefined : JSON.stringify(body), requestId)
}

/** A call whose JSON body is already text (so a part of it can be sent byte for byte as received). */
async function callWithText<T>(path: string, body: string | undefined, requestId?: string): Promise<T> {
  const send = async () =>
    fetch(`${base()}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        ...(requestId ? {'PayPal-Request-Id': requestId} : {}),
      },
      body,
    })
  let res = await send()
  if (res.status === 401 && cachedToken) {
    // The cached token was revoked early: get a new one once.
    cachedToken = null
    res = await send()
  }
  if (!res.ok) throw new PayPalError(res.status, await res.text())
  return (await res.json()) as T
}

export const generateClientToken = async () =>
  (await call<{client_token: string}>('/v1/identity/generate-token')).client_token

export type PayPalOrder = {id: string; status: string}

export const createOrder = (amountCents: number, currency: string, customId: string, requestId: string) =>
  call<PayPalOrder>(
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [{amount: {currency_code: currency, value: (amountCents / 100).toFixed(2)}, custom_id: customId}],
    },
    requestId,
  )

export type PayPalMoney = {currency_code: string; value: string}

/** A capture, as the capture answer and the PAYMENT.CAPTURE.COMPLETED webhook give it. */
export type PayPalCaptureDetail = {
  id: string
  status: string
  amount: PayPalMoney
  /** PayPal's fee and the net: only once the capture is COMPLETED ("not available for pending transactions"). */
  seller_receivable_breakdown?: {gross_amount?: PayPalMoney; paypal_fee?: PayPalMoney; net_amount?: PayPalMoney}
}

export type PayPalCapture = {
  id: string
  status: string
  payer?: {email_address?: string; payer_id?: string}
  purchase_units?: {payments?: {captures?: PayPalCaptureDetail[]}}[]
}

/** PayPal-Request-Id makes a retried capture return the first answer instead of failing. */
export const captureOrder = (orderId: string) =>
  call<PayPalCapture>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, undefined, `capture-${orderId}`)

/** The capture of a capture answer: the money moved only when ITS status is COMPLETED (not the order's). */
export const firstCapture = (capture: PayPalCapture): PayPalCaptureDetail | null =>
  capture.purchase_units?.[0]?.payments?.captures?.[0] ?? null

export const centsOf = (amount: {value: string}) => Math.round(Number(amount.value) * 100)

/**
 * PayPal's fee for a capture (`seller_receivable_breakdown.paypal_fee`) in cents, when it is in the order's currency;
 * undefined when PayPal reports none (a pending capture), never 0 for "unknown".
 */
export function paypalFeeCents(capture: Pick<PayPalCaptureDetail, 'seller_receivable_breakdown'>, currency: string) {
  const fee = capture.seller_receivable_breakdown?.paypal_fee
  return fee && fee.currency_code === currency ? centsOf(fee) : undefined
}

/** Refunds a capture in full; the request id makes a repeated refund return the first one. */
export const refundCapture = (captureId: string, requestId: string) =>
  call<{id: string; status: string}>(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, requestId)

/** The headers PayPal signs a webhook delivery with. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

/**
 * Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature), for our PAYPAL_WEBHOOK_ID.
 * PayPal's signature covers the body's bytes as delivered, so `rawBody` goes into the request as it came
 * (never parsed and re-serialised, which changes spacing, key order and escapes and then fails to verify,
 * or verifies something other than what was signed). The caller has already checked it parses as JSON.
 */
export async function verifyWebhookSignature(headers: Headers, rawBody: string, webhookId: string): Promise<boolean> {
  const fields: Record<string, string> = {}
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headers.get(header)
    if (!value) return false
    fields[field] = value
  }
  const envelope = JSON.stringify({...fields, webhook_id: webhookId})
  const body = `${envelope.slice(0, -1)},"webhook_event":${rawBody}}`
  const answer = await callWithText<{verification_status: string}>('/v1/notifications/verify-webhook-signature', body)
  return answer.verification_status === 'SUCCESS'
}
