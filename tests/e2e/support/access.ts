import type {Page} from '@playwright/test'
import type {AccessRole} from '../../../netlify/functions/_shared/access-token'
import {STORAGE_KEYS} from '../../../src/lib/storage'
import {E2E_PORT, E2E_REVIEWER_CODE, FAKE_STRIPE_PORT} from './e2e-env'

const api = (path: string) => `http://localhost:${E2E_PORT}${path}`

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * A real purchase against the functions under test: a PaymentIntent at the server's price, paid at the
 * fake Stripe API as Stripe.js would, then verified. The token names a paid order (DECISIONS 26).
 */
export async function buyToolkit(receiptEmail?: string): Promise<{token: string; intentId: string}> {
  const {clientSecret} = await postJson<{clientSecret: string}>(api('/api/create-payment-intent'), {})
  const intentId = clientSecret.split('_secret_')[0]
  const confirm = await fetch(`http://127.0.0.1:${FAKE_STRIPE_PORT}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({client_secret: clientSecret, ...(receiptEmail ? {receipt_email: receiptEmail} : {})}),
  })
  if (!confirm.ok) throw new Error(`The fake Stripe API did not confirm ${intentId}: ${confirm.status}`)
  const {token} = await postJson<{token: string}>(api('/api/verify-purchase'), {
    paymentIntentId: intentId,
    clientSecret,
  })
  return {token, intentId}
}

/** Stores access in the browser before the page loads, as the real purchase or reviewer flow leaves it. */
export async function storeAccessInBrowser(page: Page, role: Exclude<AccessRole, 'demo'>, token: string) {
  const entries: Record<string, string> =
    role === 'purchaser'
      ? {[STORAGE_KEYS.purchased]: 'true', [STORAGE_KEYS.accessToken]: token}
      : {
          [STORAGE_KEYS.reviewerAccess]: 'true',
          [STORAGE_KEYS.reviewerCode]: E2E_REVIEWER_CODE,
          [STORAGE_KEYS.accessToken]: token,
        }
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
  }, entries)
}

/**
 * Puts a purchaser's (or reviewer's) state into the browser before the page loads, with a token the
 * functions under test issued: a paid order's purchaser token, or a reviewer code's token.
 */
export async function grantAccessInBrowser(page: Page, role: Exclude<AccessRole, 'demo'> = 'purchaser') {
  const token =
    role === 'purchaser'
      ? (await buyToolkit()).token
      : (await postJson<{token: string}>(api('/api/reviewer-access'), {code: E2E_REVIEWER_CODE})).token
  await storeAccessInBrowser(page, role, token)
}
