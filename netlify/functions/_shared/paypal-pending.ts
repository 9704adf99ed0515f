import {randomBytes} from 'node:crypto'
import {z} from 'zod'
import {milliseconds} from 'date-fns/milliseconds'
import {readRecord, store, STORES} from './blobs'
import {createOnce} from './conditional-update'
import {sameText} from './same-text'
import {sha256Hex} from './sha256'

/**
 * A PayPal order we created, with the price we asked for: a capture must match it. `claimHash` is missing on one
 * created before claim secrets existed: it reads, and claimMatches refuses it (fail closed).
 */
const pendingPayPalOrderSchema = z.object({
  amountCents: z.number(),
  currency: z.string(),
  coupon: z.string().nullable(),
  createdAt: z.string(),
  /** Hash of the claim secret the creating browser got: capture and verification need the secret. */
  claimHash: z.string().optional(),
  /** She ticked the checkout's marketing opt-in before paying with PayPal. */
  marketingConsent: z.boolean().optional(),
})
export type PendingPayPalOrder = z.infer<typeof pendingPayPalOrderSchema>
const pendingKey = (orderId: string) => `paypal-pending/${orderId}`

export const savePendingPayPalOrder = (orderId: string, pending: PendingPayPalOrder) =>
  createOnce(store(STORES.orders), pendingKey(orderId), pending)

/** A PayPal order not captured within this long is gone: capturing it is refused and retention deletes it (docs/threat-model.md). */
export const PENDING_PAYMENT_TTL_MS = milliseconds({hours: 24})
const isExpired = (pending: PendingPayPalOrder, now: Date) =>
  !(now.getTime() - Date.parse(pending.createdAt) < PENDING_PAYMENT_TTL_MS)

/** A new claim secret for a PayPal order, and the hash that is stored (the secret goes only to her browser). */
export function newPayPalClaim() {
  const secret = randomBytes(32).toString('base64url')
  return {secret, hash: sha256Hex(secret)}
}

/** Whether `secret` is the claim secret of this pending order or recorded order (none stored: never). */
export const claimMatches = (claimed: {claimHash?: string}, secret: string) =>
  typeof claimed.claimHash === 'string' && sameText(claimed.claimHash, sha256Hex(secret))

/**
 * The pending PayPal order, or null when there is none, it expired, or `secret` is not its claim secret (an order
 * id alone claims nothing; one created before claim secrets existed is refused: fail closed).
 */
export async function pendingPayPalOrder(
  orderId: string,
  secret: string,
  now = new Date(),
): Promise<PendingPayPalOrder | null> {
  const pending = await readRecord(store(STORES.orders), pendingKey(orderId), pendingPayPalOrderSchema)
  return pending && !isExpired(pending, now) && claimMatches(pending, secret) ? pending : null
}

/** Deletes the pending PayPal orders older than PENDING_PAYMENT_TTL_MS (retention); answers how many went. */
export async function deleteExpiredPendingPayments(now: Date): Promise<number> {
  const orders = store(STORES.orders)
  const {blobs} = await orders.list({prefix: 'paypal-pending/'})
  let deleted = 0
  for (const {key} of blobs) {
    const pending = await readRecord(orders, key, pendingPayPalOrderSchema)
    if (pending && isExpired(pending, now)) {
      await orders.delete(key)
      deleted += 1
    }
  }
  return deleted
}
