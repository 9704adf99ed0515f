import {z} from 'zod'
import {milliseconds} from 'date-fns/milliseconds'
import type {AuditActor} from '../../../src/lib/api-contract/owner-answers'
import {signAccessToken} from './access-token'
import {readRecord, store, STORES} from './blobs'
import {createOnce, inTurn, updateJSON} from './conditional-update'
import {listPurchaser} from './email-list'
import {moneyMoved, moneyMovedMany, type MoneyEvent} from './money-events'
import {forgetOrderAccess, getOrderById, normalize, orderKeyOf} from './order-access'
import {indexOrder, indexOrders} from './order-index'
import {storedOrderSchema, type Order, type OrderChange, type StoredOrder} from './order-record'
import {countOrderChanges} from './order-totals'
import {payerHash, type PayerRef} from './payer-identity'
import {pool} from './pool'
import {deleteSubscriptionsOfPurchase} from './push-store/subscriptions'

/**
 * Orders (DECISIONS 26), stored once per provider payment (`order/stripe:pi_…`,
 * `order/paypal:ORDER`): recording one and every change of its state. An order is paid, pending (a PayPal capture
 * not completed yet), refunded or disputed; a purchaser token names its order and works only while the order is
 * paid. Beside this module, each on its own keys of the orders store: order-list.ts (the back office's listing),
 * receipts.ts (receipts and their restore secrets), paypal-pending.ts (PayPal orders not captured yet),
 * order-access.ts (reads of one order), payer-identity.ts, webhook-events.ts. Every write of an order here also
 * brings its entry in the back office's paged list up to date (order-index.ts) and adds what it changed to the
 * running totals kept on orders (order-totals.ts: revenue, sales and refunds by when they happened, coupon uses).
 */
export type NewOrder = Pick<
  Order,
  | 'provider'
  | 'providerId'
  | 'amountCents'
  | 'currency'
  | 'coupon'
  | 'email'
  | 'testMode'
  | 'demo'
  | 'marketingConsent'
  | 'feeCents'
  | 'claimHash'
> & {
  state?: 'paid' | 'pending'
  captureId?: string
  /** The card's fingerprint or the PayPal payer id, as the provider reports it: stored only as a keyed hash. */
  payer?: PayerRef
  /** When the provider says the payment happened; defaults to the recording time. */
  paidAt?: Date
}

/** A bare payment id (the redirect back from the payment) grants a token only this long after payment. */
export const PAYMENT_ID_WINDOW_MS = milliseconds({hours: 24})

const captureKey = (captureId: string) => `paypal-capture/${captureId}`
/** A restore secret's or PayPal capture's link to its order. */
export const linkSchema = z.object({orderId: z.string()})

export const getOrder = (provider: Order['provider'], providerId: string) => getOrderById(`${provider}:${providerId}`)

/**
 * Records an order exactly once (a replayed webhook, verify-purchase and the webhook racing each
 * other all end with one order). `created` is true only for the first writer.
 */
export async function recordOrder(input: NewOrder, now: Date): Promise<{order: Order; created: boolean}> {
  const recorded = await writeNewOrder(input, now)
  if (!recorded.created) return recorded
  const {order} = recorded
  await orderWritten(null, order)
  await listPurchaser(order)
  if (order.state === 'paid') await moneyMoved({kind: 'sale', order}, now)
  return recorded
}

/**
 * `recordOrder` for many orders at once (the scale bench's seeding): each order written (or completed, when recorded
 * before) as `recordOrder` writes it, 16 at a time, then the new ones listed in one batch of the index and added to
 * the running totals once per totals blob (`ordersWritten`), their buyers listed and the coach told of each sale.
 */
export async function recordOrders(orders: {input: NewOrder; now: Date}[]) {
  const recorded: {order: Order; created: boolean}[] = []
  await pool(
    [...orders.entries()],
    16,
    async ([at, {input, now}]) => void (recorded[at] = await writeNewOrder(input, now)),
  )
  const created = recorded.filter(({created: isNew}) => isNew).map(({order}) => order)
  await ordersWritten(
    created.map((order) => ({before: null, after: order})),
    created.length,
  )
  await pool(created, 16, listPurchaser)
  await moneyMovedMany(
    recorded.flatMap(({order, created: isNew}, at) =>
      isNew && order.state === 'paid' ? [{event: {kind: 'sale', order}, now: orders[at].now}] : [],
    ),
  )
  return recorded
}

/** The order's own write of `recordOrder`: stored once, or completed when recorded before (then `created` is false). */
async function writeNewOrder(input: NewOrder, now: Date): Promise<{order: Order; created: boolean}> {
  const orders = store(STORES.orders)
  const {paidAt, state = 'paid', captureId, payer, ...rest} = input
  const order: Order = {
    ...rest,
    ...(payer ? {payerHash: payerHash(payer)} : {}),
    id: `${input.provider}:${input.providerId}`,
    createdAt: now.toISOString(),
    state,
    paidAt: state === 'paid' ? (paidAt ?? now).toISOString() : null,
    ...(captureId ? {captureId} : {}),
    restoreHash: null,
    receiptSentAt: null,
  }
  const modified = await createOnce(orders, orderKeyOf(order.id), order)
  if (captureId) await createOnce(orders, captureKey(captureId), {orderId: order.id})
  if (!modified) return {order: await completeRecorded(order.id, input), created: false}
  forgetOrderAccess(order.id)
  return {order, created: true}
}

/**
 * An order recorded before (verify-purchase and the webhook race; a webhook is retried): what the later recording
 * knows and the first did not — the provider's fee, her marketing opt-in — is added, nothing else changes.
 */
async function completeRecorded(id: string, input: NewOrder): Promise<Order> {
  const {order, changed} = await updateOrder(id, (stored) => {
    const fee = input.feeCents !== undefined && stored.feeCents === undefined
    const consent = input.marketingConsent === true && !stored.marketingConsent
    if (!fee && !consent) return null
    return {...stored, ...(fee ? {feeCents: input.feeCents} : {}), ...(consent ? {marketingConsent: true} : {})}
  })
  if (order) await listPurchaser(order)
  // Also when nothing changed (a change is listed by updateOrder): a retried webhook lists what a failed first
  // recording left unlisted.
  if (order && !changed) await indexOrder(order)
  return order ?? (await getOrderById(id))!
}

/** The order a PayPal capture belongs to. */
export async function orderForCapture(captureId: string): Promise<Order | null> {
  const link = await readRecord(store(STORES.orders), captureKey(captureId), linkSchema)
  return link ? getOrderById(link.orderId) : null
}

/**
 * Changes a stored order with a conditional write (retried when another writer got there first).
 * `change` answers the new order, or null to leave it as it is. Answers the stored order and whether it changed.
 */
export function updateOrder(
  id: string,
  change: (order: Order) => Order | null,
): Promise<{order: Order | null; changed: boolean}> {
  // Updates of one order within this instance run one after another (the conditional write covers other instances).
  return inTurn(`order:${id}`, async () => {
    const {before, ...result} = await writeChange(id, change)
    if (before && result.order) await orderWritten(before, result.order)
    return result
  })
}

/**
 * `updateOrder` for many orders at once (a batch of refunds, of disputes): each order changed as `updateOrder` changes
 * it, 16 at a time, then the changed ones listed again in one batch and counted once per totals blob. Their entries
 * are written after every order is: a change of one of them by another writer meanwhile may be listed before the
 * batch's older view, as two instances' changes of one order may (docs/capacity.md "Orders and revenue"); the
 * totals add differences, so they lose nothing.
 */
async function updateOrders(ids: string[], change: (order: Order) => Order | null) {
  const results: {order: Order | null; changed: boolean}[] = []
  const writes: OrderChange[] = []
  await pool([...ids.entries()], 16, async ([at, id]) => {
    const {before, ...result} = await inTurn(`order:${id}`, () => writeChange(id, change))
    results[at] = result
    if (before && result.order) writes.push({before, after: result.order})
  })
  await ordersWritten(writes)
  return results
}

/**
 * Through the one conditional-update helper (docs/threat-model.md): a storage that gives no ETag for the order fails closed
 * (ContendedRecordError, answered 503), never an unconditional write that could undo a refund.
 */
async function writeChange(id: string, change: (order: Order) => Order | null) {
  const result = await updateJSON<StoredOrder, {order: Order | null; changed: boolean; before?: Order}>(
    store(STORES.orders),
    orderKeyOf(id),
    storedOrderSchema,
    (current) => {
      if (!current) return {result: {order: null, changed: false}}
      const order = normalize(current)!
      const next = change(order)
      return next ? {next, result: {order: next, changed: true, before: order}} : {result: {order, changed: false}}
    },
    {maxAttempts: 8},
  )
  if (result.changed) forgetOrderAccess(id)
  return result
}

/** What follows every write of an order: its entry in the back office's list, and what it changed in the totals. */
async function orderWritten(before: Order | null, after: Order) {
  await indexOrder(after)
  await countOrderChanges([{before, after}])
}

/** `orderWritten` for a batch's writes (`recorded` of them new orders): the index and each totals blob once. */
async function ordersWritten(writes: OrderChange[], recorded = 0) {
  if (!writes.length) return
  await indexOrders(writes.map(({after}) => after))
  await countOrderChanges(writes, recorded)
}

/**
 * A pending order whose payment completed (PayPal's PAYMENT.CAPTURE.COMPLETED), with the fee the provider reported
 * then (a pending capture reports none).
 */
export async function markPaid(id: string, now: Date, feeCents?: number) {
  const result = await updateOrder(id, (order) =>
    order.state === 'pending'
      ? {...order, state: 'paid', paidAt: now.toISOString(), ...(feeCents !== undefined ? {feeCents} : {})}
      : null,
  )
  if (result.changed && result.order) await moneyMoved({kind: 'sale', order: result.order}, now)
  return result
}

/**
 * A pending payment the provider denied (PayPal's PAYMENT.CAPTURE.DENIED): the order ends as failed, its payment
 * id and restore link answer "did not go through", and it never counts as money. Only a pending order fails: a
 * denial replayed after the money came in changes nothing.
 */
export const markFailed = (id: string, now: Date) =>
  updateOrder(id, (order) =>
    order.state === 'pending' ? {...order, state: 'failed', failedAt: now.toISOString()} : null,
  )

/** Access ended (refund, dispute): her reminders stop too (docs/threat-model.md); she can turn them on again if access returns. */
async function endingAccess(result: {order: Order | null; changed: boolean}) {
  // Also when nothing changed: a retried webhook finishes what a failed first delivery left.
  if (result.order && (result.order.state === 'refunded' || result.order.state === 'disputed'))
    await deleteSubscriptionsOfPurchase(result.order.id)
  return result
}

/** How a refund made at the provider reads in the audit log and the coach's notice. */
const PROVIDER_REFUND_NOTES: Partial<Record<AuditActor, string>> = {
  stripe: 'Refunded in the Stripe dashboard',
  paypal: 'Refunded in PayPal',
}

/**
 * Marks an order refunded once: the refund is audited with who made it and the coach is told. The stored reason
 * is `<who>: <reason>` for the coach's and the buyer's refunds, the provider's code for one made at the provider.
 */
export async function markRefunded(id: string, now: Date, refund: {by: AuditActor; reason: string}) {
  const {change, event} = refunding(now, refund)
  const result = await endingAccess(await updateOrder(id, change))
  if (result.changed && result.order) await moneyMoved(event(result.order), now)
  return result
}

/** `markRefunded` for many orders refunded at once, alike (the scale bench's seeding), through `updateOrders`. */
export async function markRefundedMany(ids: string[], now: Date, refund: {by: AuditActor; reason: string}) {
  const {change, event} = refunding(now, refund)
  return endingAccessMany(await updateOrders(ids, change), now, event)
}

/** A refund's change of an order (once: a refunded order is left as it is) and how it reads to the coach. */
function refunding(now: Date, refund: {by: AuditActor; reason: string}) {
  const provider = refund.by === 'stripe' || refund.by === 'paypal'
  const stored = provider ? refund.reason : `${refund.by}: ${refund.reason}`
  const reason = provider ? (PROVIDER_REFUND_NOTES[refund.by] ?? refund.reason) : refund.reason
  return {
    change: (order: Order): Order | null =>
      order.state === 'refunded'
        ? null
        : {...order, state: 'refunded', refundedAt: now.toISOString(), refundReason: stored},
    event: (order: Order): MoneyEvent => ({kind: 'refund', order, by: refund.by, reason}),
  }
}

/** A dispute opened at the provider (`by`): access pauses, the coach is told and it is audited. */
export async function markDisputed(id: string, now: Date, by: AuditActor) {
  const result = await endingAccess(await updateOrder(id, disputing(now)))
  if (result.changed && result.order) await moneyMoved({kind: 'dispute', order: result.order, by}, now)
  return result
}

/** `markDisputed` for many orders disputed at once (the scale bench's seeding), through `updateOrders`. */
export async function markDisputedMany(ids: string[], now: Date, by: AuditActor) {
  return endingAccessMany(await updateOrders(ids, disputing(now)), now, (order) => ({kind: 'dispute', order, by}))
}

/** A dispute's change of an order: none of one disputed or refunded already. */
const disputing =
  (now: Date) =>
  (order: Order): Order | null =>
    order.state === 'disputed' || order.state === 'refunded'
      ? null
      : {...order, state: 'disputed', disputedAt: now.toISOString()}

/** `endingAccess` for a batch's results, 16 at a time, then the coach told of each order changed (`moneyMovedMany`). */
async function endingAccessMany(
  results: {order: Order | null; changed: boolean}[],
  now: Date,
  event: (order: Order) => MoneyEvent,
) {
  await pool(results, 16, async (result) => void (await endingAccess(result)))
  await moneyMovedMany(results.flatMap(({order, changed}) => (changed && order ? [{event: event(order), now}] : [])))
  return results
}

/**
 * The provider's fee, reported after the order was recorded (Stripe settles a charge's balance transaction
 * asynchronously: `charge.updated`). The first fee reported stays.
 */
export const recordFee = (id: string, feeCents: number) =>
  updateOrder(id, (order) => (order.feeCents !== undefined ? null : {...order, feeCents}))

/**
 * The fees a provider reported on the order's dispute, by transaction (Stripe's `balance_transactions` of the
 * dispute: the withdrawal with its dispute fee, a reinstatement that may return it). Events may come twice or out of
 * order: transactions are merged by id, so each counts once, and `disputeFeeCents` is their sum.
 */
export const recordDisputeFees = (id: string, fees: Record<string, number>) =>
  updateOrder(id, (order) => {
    const merged = {...order.disputeFeeTransactions, ...fees}
    const disputeFeeCents = Object.values(merged).reduce((sum, fee) => sum + fee, 0)
    const same = Object.keys(fees).every((txn) => order.disputeFeeTransactions?.[txn] === fees[txn])
    return same ? null : {...order, disputeFeeTransactions: merged, disputeFeeCents}
  })

/** She ticked the marketing opt-in at checkout: from now on she is on the coach's list. */
export async function recordMarketingConsent(id: string) {
  const result = await updateOrder(id, (order) => (order.marketingConsent ? null : {...order, marketingConsent: true}))
  if (result.order) await listPurchaser(result.order)
  return result
}

/** The buyer asked for a refund she cannot grant herself (DECISIONS 40): marked on the order, the coach is told. */
export async function requestRefund(id: string, now: Date) {
  const result = await updateOrder(id, (order) =>
    order.refundRequestedAt || order.state !== 'paid' ? null : {...order, refundRequestedAt: now.toISOString()},
  )
  if (result.changed && result.order) await moneyMoved({kind: 'refund-request', order: result.order}, now)
  return result
}

/**
 * A dispute closed in the seller's favour (Stripe `won`, PayPal `RESOLVED_SELLER_FAVOUR` or withdrawn by the
 * buyer): a disputed order is paid again and its tokens work again. A lost dispute leaves it disputed.
 */
export const markDisputeWon = (id: string, now: Date) =>
  updateOrder(id, (order) =>
    order.state === 'disputed' ? {...order, state: 'paid', disputeWonAt: now.toISOString()} : null,
  )

/** A purchaser token names its order (`pid`); it works while that order is paid. */
export const purchaserToken = (order: Order) => signAccessToken({role: 'purchaser', purchaseId: order.id})
