import {optionalEnv, requireEnv} from './env'

/**
 * PayPal's REST API (Orders v2). PAYPAL_API_BASE chooses sandbox or live (a local fake in tests);
 * the client id and secret come from the environment only.
 */
export const paypalConfigured = () => Boolean(optionalEnv('PAYPAL_CLIENT_ID') && optionalEnv('PAYPAL_CLIENT_SECRET'))

const base = () => optionalEnv('PAYPAL_API_BASE') ?? 'https://api-m.sandbox.paypal.com'

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`PayPal answered ${status}: ${body.slice(0, 300)}`)
  }
}

async function accessToken(): Promise<string> {
  const credentials = Buffer.from(`${requireEnv('PAYPAL_CLIENT_ID')}:${requireEnv('PAYPAL_CLIENT_SECRET')}`).toString('base64')
  const res = await fetch(`${base()}/v1/oauth2/token`, {
    method: 'POST',
    headers: {Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: 'grant_type=client_credentials',
  })
  if (!res.ok) throw new PayPalError(res.status, await res.text())
  return ((await res.json()) as {access_token: string}).access_token
}

async function call<T>(path: string, body?: unknown, requestId?: string): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      'Content-Type': 'application/json',
      ...(requestId ? {'PayPal-Request-Id': requestId} : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new PayPalError(res.status, await res.text())
  return (await res.json()) as T
}

export const generateClientToken = async () => (await call<{client_token: string}>('/v1/identity/generate-token')).client_token

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

export type PayPalCapture = {
  id: string
  status: string
  payer?: {email_address?: string}
  purchase_units?: {payments?: {captures?: {id: string; status: string; amount: {currency_code: string; value: string}}[]}}[]
}

/** PayPal-Request-Id makes a retried capture return the first answer instead of failing. */
export const captureOrder = (orderId: string) => call<PayPalCapture>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, undefined, `capture-${orderId}`)

/** The captured amount in cents and its currency, from a capture answer. */
export function capturedAmount(capture: PayPalCapture): {cents: number; currency: string} | null {
  const first = capture.purchase_units?.[0]?.payments?.captures?.[0]
  return first ? {cents: Math.round(Number(first.amount.value) * 100), currency: first.amount.currency_code} : null
}
