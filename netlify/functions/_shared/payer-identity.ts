import {createHmac} from 'node:crypto'
import {z} from 'zod'
import {readRecord, store, STORES} from './blobs'
import {normalizeEmail} from './email'
import {isProductionContext, requireEnv} from './env'
import {contextKey} from './keys'
import {createOnce} from './conditional-update'

/**
 * One self-serve refund per person (DECISIONS 40): a person is known by her email, her card (Stripe's card
 * fingerprint) or her PayPal payer id. Only keyed hashes (HMAC-SHA256 with this deploy context's key for this
 * purpose, keys.ts) are stored, never the values themselves.
 */
export type PayerRef = {kind: 'card' | 'paypal'; value: string}

const keyedHash = (value: string) =>
  createHmac('sha256', contextKey('self-refund-identity')).update(value).digest('hex')
/** The key every context shared before each had its own: production's earlier refunds are recorded under it. */
const legacyKeyedHash = (value: string) =>
  createHmac('sha256', createHmac('sha256', requireEnv('ACCESS_TOKEN_SECRET')).update('self-refund-v1').digest())
    .update(value)
    .digest('hex')

export const payerHash = (payer: PayerRef) => keyedHash(`${payer.kind}:${payer.value}`)
export const emailIdentityHash = (email: string) => keyedHash(`email:${normalizeEmail(email)}`)

/** The identity hashes of an order's buyer: her email's and her card's or PayPal account's. */
export const identityHashes = (order: {email: string | null; payerHash?: string}) =>
  [order.email ? emailIdentityHash(order.email) : null, order.payerHash ?? null].filter(
    (hash): hash is string => hash !== null,
  )

const usedKey = (hash: string) => `self-refund/${hash}`

const selfRefundSchema = z.object({orderId: z.string(), at: z.string()})
type SelfRefundRecord = z.infer<typeof selfRefundSchema>

/**
 * Claims the one self-serve refund of these identities for the order `orderId` before any money moves: each
 * identity's record is written only if new (a conditional Blobs write), so of two requests at once for two orders
 * of one person only one gets every claim, and none does when an `earlier` hash already refunded another order.
 * True when every identity is now this order's (a repeated request for the same order claims again); otherwise
 * what this call wrote is taken back and the answer is false.
 */
export async function claimSelfRefund(
  hashes: string[],
  orderId: string,
  now: Date,
  earlier: string[] = [],
): Promise<boolean> {
  const orders = store(STORES.orders)
  const record: SelfRefundRecord = {orderId, at: now.toISOString()}
  const written = await Promise.all(hashes.map((hash) => createOnce(orders, usedKey(hash), record)))
  const held = await Promise.all(
    hashes.map(async (hash, index) =>
      written[index] ? true : (await readRecord(orders, usedKey(hash), selfRefundSchema))?.orderId === orderId,
    ),
  )
  if (held.every(Boolean) && !(await refundedBefore(earlier, orderId))) return true
  await releaseSelfRefund(hashes.filter((_, index) => written[index]))
  return false
}

/**
 * The hashes production recorded self-refunds under before each context had its own key: her email's, and her
 * card's or PayPal account's as stored with an order of then. Consulted (never written) on production only, so a
 * refund made before still counts.
 */
export const earlierIdentityHashes = (order: {email: string | null; payerHash?: string}) =>
  isProductionContext()
    ? [order.email ? legacyKeyedHash(`email:${normalizeEmail(order.email)}`) : null, order.payerHash ?? null].filter(
        (hash): hash is string => hash !== null,
      )
    : []

async function refundedBefore(earlier: string[], orderId: string) {
  const orders = store(STORES.orders)
  const found = await Promise.all(earlier.map((hash) => readRecord(orders, usedKey(hash), selfRefundSchema)))
  return found.some((record) => record !== null && record.orderId !== orderId)
}

/** Takes back claims of a refund that did not happen (the provider refused it): her one refund is still hers. */
export const releaseSelfRefund = async (hashes: string[]) => {
  const orders = store(STORES.orders)
  await Promise.all(hashes.map((hash) => orders.delete(usedKey(hash))))
}
