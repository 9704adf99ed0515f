/**
 * ADAPTER (integrator: swap at merge). The back office reads what other modules own; until their
 * branches are merged, this one file reads their store layouts as the contracts describe them
 * (/work/wt/CONTRACTS.md 1–4). At merge, replace each function's body by the producer's export:
 *   listOrders, refundOrder, resendReceipt  -> contract 1 (b-money: _shared/orders.ts, _shared/refunds.ts)
 *   listEmailCaptures                       -> contract 2 (c-privacy: _shared/email-list.ts)
 *   readDeliveryStats                       -> contract 4 (d-push: _shared/push-stats.ts)
 * Assessments (contract 3) and tracking are read with list() + get, as the contract says.
 */
import {REFUND_WINDOW_DAYS} from '../../../../src/config/owner'
import type {OrderState, OwnerOrder} from '../../../../src/features/owner/logic/types'
import {store, STORES} from '../blobs'
import {sendReceipt, type Order} from '../orders'
import {stripe} from '../stripe'

/** Contract 1's Order: the stored order plus its state (a stored order without one reads as 'paid'). */
export type StoredOrder = Order & {state?: OrderState; paidAt?: string | null; refundedAt?: string; refundReason?: string}

export const withState = (order: StoredOrder): StoredOrder & {state: OrderState; paidAt: string | null} => ({
  ...order,
  state: order.state ?? 'paid',
  paidAt: order.paidAt === undefined ? order.createdAt : order.paidAt,
})

/** What the back office may show of an order: never its restore hash. */
export function ownerView(order: StoredOrder): OwnerOrder {
  const o = withState(order)
  return {
    id: o.id,
    provider: o.provider,
    amountCents: o.amountCents,
    currency: o.currency,
    coupon: o.coupon,
    email: o.email,
    createdAt: o.createdAt,
    state: o.state,
    paidAt: o.paidAt,
    ...(o.refundedAt ? {refundedAt: o.refundedAt} : {}),
    ...(o.refundReason ? {refundReason: o.refundReason} : {}),
  }
}

const orderKey = (id: string) => `order/${id}`

/** Contract 1 `listOrders()`: all orders, newest first. */
export async function listOrders(): Promise<StoredOrder[]> {
  const orders = store(STORES.orders)
  const {blobs} = await orders.list({prefix: 'order/'})
  const all = (await Promise.all(blobs.map((blob) => orders.get(blob.key, {type: 'json'})))) as (StoredOrder | null)[]
  return all.filter((order): order is StoredOrder => order !== null).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

export const findOrder = async (id: string) => (await store(STORES.orders).get(orderKey(id), {type: 'json'})) as StoredOrder | null

/** Contract 1: why a refund was refused. */
export class RefundRefused extends Error {
  constructor(
    readonly code: 'outside_refund_window' | 'not_refundable',
    message: string,
  ) {
    super(message)
  }
}

/**
 * Contract 1 `refundOrder` (stand-in until b-money's _shared/refunds.ts is merged: it does NOT
 * revoke the purchaser's token nor mail the confirmation, and refuses PayPal orders). Same 14-day rule
 * for both actors; Stripe's refund carries an idempotency key, so a repeated click refunds once.
 */
export async function refundOrder(
  order: StoredOrder,
  opts: {reason: string; actor: 'purchaser' | 'owner'; now: Date},
): Promise<{order: StoredOrder; refunded: boolean}> {
  const current = withState(order)
  if (current.state === 'refunded') return {order: current, refunded: false}
  if (current.state !== 'paid') throw new RefundRefused('not_refundable', `This order is ${current.state} and cannot be refunded here.`)
  const paidAt = new Date(current.paidAt ?? current.createdAt)
  if (opts.now.getTime() - paidAt.getTime() > REFUND_WINDOW_DAYS * 86_400_000) {
    throw new RefundRefused('outside_refund_window', `This order was paid more than ${REFUND_WINDOW_DAYS} days ago.`)
  }
  if (current.provider !== 'stripe') throw new RefundRefused('not_refundable', 'PayPal refunds are made in PayPal for now.')
  await stripe().refunds.create({payment_intent: current.providerId, reason: 'requested_by_customer'}, {idempotencyKey: `refund-${current.id}`})
  const next: StoredOrder = {...current, state: 'refunded', refundedAt: opts.now.toISOString(), refundReason: opts.reason}
  await store(STORES.orders).setJSON(orderKey(current.id), next)
  return {order: next, refunded: true}
}

/** Contract 1 `resendReceipt`: mails the receipt again with a fresh restore link (the old one stops working). */
export const resendReceipt = (order: StoredOrder, now: Date) => sendReceipt({...order, receiptSentAt: null}, null, now)

/** Contract 2 `listEmailCaptures()`: one record per address. */
export type EmailCapture = {email: string; source?: string; sources?: string[]; createdAt: string; unsubscribedAt?: string}

export async function listEmailCaptures(): Promise<EmailCapture[]> {
  const captures = store(STORES.emailCaptures)
  const {blobs} = await captures.list()
  return ((await Promise.all(blobs.map((blob) => captures.get(blob.key, {type: 'json'})))) as (EmailCapture | null)[]).filter(
    (capture): capture is EmailCapture => capture !== null && typeof capture.email === 'string',
  )
}

/** Contract 4 `readDeliveryStats(days)`: one entry per UTC day, zeros where no run counted. */
export async function readDeliveryStats(days: string[]) {
  const reminders = store(STORES.reminders)
  return Promise.all(
    days.map(async (day) => {
      const stats = (await reminders.get(`stats/deliveries/${day}`, {type: 'json'})) as {sent: number; failed: number; removed: number} | null
      return {day, sent: stats?.sent ?? 0, failed: stats?.failed ?? 0, removed: stats?.removed ?? 0}
    }),
  )
}
