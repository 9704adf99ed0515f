import {randomBytes} from 'node:crypto'
import {z} from 'zod'
import {milliseconds} from 'date-fns/milliseconds'
import {REFUND_DAYS} from '../../../src/config/site'
import type {OrderState} from '../../../src/lib/api-contract/owner-answers'
import {readRecord, store, STORES} from './blobs'
import {createOnce, updateJSON} from './conditional-update'
import {sendMail} from './mail'
import {receiptMail} from './mail-templates/receipt'
import {logError} from './log'
import {getOrderById} from './order-access'
import type {Order} from './order-record'
import {linkSchema, updateOrder} from './orders'
import {sha256Hex} from './sha256'

/**
 * Purchase receipts (sent once per paid order, resent by the coach) and the restore secret each one carries: the
 * link that gives her access back on another device, and the key of her self-refund.
 */

const restoreKey = (hash: string) => `restore/${hash}`
const receiptClaimKey = (id: string) => `receipt/${id}`
/** When the receipt of an order was last claimed for sending. */
const receiptClaimSchema = z.object({claimedAt: z.string()})

/** The order a receipt's restore secret belongs to, or null (the secret of a resent receipt replaces the old one). */
export async function orderForRestoreSecret(secret: string): Promise<Order | null> {
  const link = await readRecord(store(STORES.orders), restoreKey(sha256Hex(secret)), linkSchema)
  if (!link) return null
  const order = await getOrderById(link.orderId)
  return order && order.restoreHash === sha256Hex(secret) ? order : null
}

/** The last moment the purchaser can refund herself ('Try It On'): REFUND_DAYS after payment. */
export const refundDeadline = (order: Order): Date | null =>
  order.paidAt ? new Date(Date.parse(order.paidAt) + milliseconds({days: REFUND_DAYS})) : null

/** A fresh restore secret for the order; the previous one stops working. */
async function newRestoreSecret(order: Order): Promise<{order: Order; secret: string}> {
  const orders = store(STORES.orders)
  const secret = randomBytes(24).toString('base64url')
  const hash = sha256Hex(secret)
  await createOnce(orders, restoreKey(hash), {orderId: order.id})
  const {order: updated} = await updateOrder(order.id, (current) => ({...current, restoreHash: hash}))
  if (order.restoreHash) await orders.delete(restoreKey(order.restoreHash))
  return {order: updated ?? {...order, restoreHash: hash}, secret}
}

/** One logical receipt per restore secret: a resend (a new secret) is a new mail, a replayed webhook is not. */
async function mailReceipt(order: Order, secret: string) {
  await sendMail(
    {transactional: true, to: order.email!, ...receiptMail({order, secret, refundDeadline: refundDeadline(order)})},
    {queue: {kind: 'receipt', key: `receipt:${order.id}:${order.restoreHash}`}},
  )
}

/** Receipt claims in flight in this instance (concurrent requests of one instance wait for the first). */
const claimsInFlight = new Map<string, Promise<boolean>>()

/**
 * Claims the right to send an order's receipt: an only-if-new write, so across instances exactly one
 * writer wins; within one instance concurrent callers defer to the claim already in flight.
 */
function claimReceipt(id: string, now: Date): Promise<boolean> {
  const inFlight = claimsInFlight.get(id)
  if (inFlight) return inFlight.then(() => false)
  const attempt = createOnce(store(STORES.orders), receiptClaimKey(id), {claimedAt: now.toISOString()})
  claimsInFlight.set(id, attempt)
  void attempt.finally(() => claimsInFlight.delete(id)).catch(() => undefined)
  return attempt
}

/**
 * Mails the receipt of a paid order once: the sender first claims the receipt with an only-if-new
 * write, so when verify-purchase and the webhook race only one mail goes out, and its restore link
 * stays the valid one. A mail failure releases the claim and throws, so a retry (Stripe retries the
 * webhook) can send it.
 */
export async function sendReceipt(order: Order, now: Date): Promise<Order> {
  if (order.receiptSentAt || !order.email || order.state !== 'paid') return order
  if (!(await claimReceipt(order.id, now))) return order
  const orders = store(STORES.orders)
  try {
    const fresh = await newRestoreSecret(order)
    await mailReceipt(fresh.order, fresh.secret)
    const {order: sent} = await updateOrder(order.id, (current) => ({...current, receiptSentAt: now.toISOString()}))
    return sent ?? fresh.order
  } catch (error) {
    await orders.delete(receiptClaimKey(order.id))
    throw error
  }
}

/** Receipts that must not block access (PayPal capture, verify-purchase): failures are logged, not thrown. */
export async function sendReceiptQuietly(order: Order, now: Date) {
  try {
    await sendReceipt(order, now)
  } catch (error) {
    logError(`Receipt for ${order.id} not sent yet`, error)
  }
}

/** A purchase receipt promises access for life: only a paid order may be sent one. */
export class ReceiptRefusedError extends Error {
  constructor(readonly state: OrderState) {
    super(`A purchase receipt cannot be sent for an order that is ${state}`)
  }
}

/** Mails the receipt again with a FRESH restore link: the old link stops working. Only for a paid order. */
export async function resendReceipt(order: Order, now: Date): Promise<Order> {
  if (!order.email) throw new Error(`Order ${order.id} has no email address to send the receipt to`)
  const current = (await getOrderById(order.id)) ?? order
  if (current.state !== 'paid') throw new ReceiptRefusedError(current.state)
  const fresh = await newRestoreSecret(current)
  await mailReceipt(fresh.order, fresh.secret)
  await updateJSON(store(STORES.orders), receiptClaimKey(order.id), receiptClaimSchema, () => ({
    next: {claimedAt: now.toISOString()},
    result: null,
  }))
  const {order: sent} = await updateOrder(order.id, (latest) => ({...latest, receiptSentAt: now.toISOString()}))
  return sent ?? fresh.order
}
