import {createHmac} from 'node:crypto'
import {store, STORES} from './blobs'
import {normalizeEmail} from './email'
import {requireEnv} from './env'

/**
 * One self-serve refund per person (DECISIONS 40): a person is known by her email, her card (Stripe's card
 * fingerprint) or her PayPal payer id. Only keyed hashes (HMAC-SHA256 with a key derived from
 * ACCESS_TOKEN_SECRET for this purpose only) are stored, never the values themselves.
 */
export type PayerRef = {kind: 'card' | 'paypal'; value: string}

const identityKey = () => createHmac('sha256', requireEnv('ACCESS_TOKEN_SECRET')).update('self-refund-v1').digest()
const keyedHash = (value: string) => createHmac('sha256', identityKey()).update(value).digest('hex')

export const payerHash = (payer: PayerRef) => keyedHash(`${payer.kind}:${payer.value}`)
export const emailIdentityHash = (email: string) => keyedHash(`email:${normalizeEmail(email)}`)

/** The identity hashes of an order's buyer: her email's and her card's or PayPal account's. */
export const identityHashes = (order: {email: string | null; payerHash?: string}) =>
  [order.email ? emailIdentityHash(order.email) : null, order.payerHash ?? null].filter(
    (hash): hash is string => hash !== null,
  )

const usedKey = (hash: string) => `self-refund/${hash}`

/** Whether one of these identities has refunded herself before. */
export async function selfRefundUsed(hashes: string[]): Promise<boolean> {
  const orders = store(STORES.orders)
  const found = await Promise.all(hashes.map((hash) => orders.get(usedKey(hash))))
  return found.some((record) => record !== null)
}

/** Records that these identities used their self-serve refund (on the order `orderId`). */
export async function recordSelfRefund(hashes: string[], orderId: string, now: Date): Promise<void> {
  const orders = store(STORES.orders)
  await Promise.all(
    hashes.map((hash) => orders.setJSON(usedKey(hash), {orderId, at: now.toISOString()}, {onlyIfNew: true})),
  )
}
