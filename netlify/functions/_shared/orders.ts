import {createHash, randomBytes} from 'node:crypto'
import {z} from 'zod'
import {REFUND_DAYS} from '../../../src/config/site'
import {signAccessToken} from './access-token'
import {readRecord, readRecordWithMetadata, store, STORES} from './blobs'
import {createOnce, inTurn, updateJSON} from './conditional-update'
import {listPurchaser} from './email-list'
import {sendMail} from './mail'
import {receiptMail} from './mail-templates/receipt'
import {moneyMoved} from './money-events'
import {payerHash, type PayerRef} from './payer-identity'
import {deleteSubscriptionsOfPurchase} from './push-store/subscriptions'
import {refundLink, restoreLink} from './site-links'
import type {AuditActor, OrderState} from '../../../src/lib/api-contract/owner-answers'
import {milliseconds} from 'date-fns/milliseconds'
import {logError} from './log'
import {pool} from './pool'
import {sameText} from './same-text'
import {forgetOrderAccess, getOrderById, normalize, orderKeyOf} from './order-access'
import {storedOrderSchema, type Order, type StoredOrder} from './order-record'

/**
 * Orders (DECISIONS 26), stored once per provider payment (`order/stripe:pi_…`,
 * `order/paypal:ORDER`). An order is paid, pending (a PayPal capture not completed yet), refunded or
 * disputed; a purchaser token names its order and works only while the order is paid.
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

const restoreKey = (hash: string) => `restore/${hash}`
const receiptClaimKey = (id: string) => `receipt/${id}`
/** When the receipt of an order was last claimed for sending. */
const receiptClaimSchema = z.object({claimedAt: z.string()})
const captureKey = (captureId: string) => `paypal-capture/${captureId}`
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')
/** A restore secret's or PayPal capture's link to its order. */
const linkSchema = z.object({orderId: z.string()})

export const getOrder = (provider: Order['provider'], providerId: string) => getOrderById(`${provider}:${providerId}`)

/**
 * Records an order exactly once (a replayed webhook, verify-purchase and the webhook racing each
 * other all end with one order). `created` is true only for the first writer.
 */
export async function recordOrder(input: NewOrder, now: Date): Promise<{order: Order; created: boolean}> {
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
  await listPurchaser(order)
  if (order.state === 'paid') await moneyMoved({kind: 'sale', order}, now)
  return {order, created: true}
}

/**
 * An order recorded before (verify-purchase and the webhook race; a webhook is retried): what the later recording
 * knows and the first did not — the provider's fee, her marketing opt-in — is added, nothing else changes.
 */
async function completeRecorded(id: string, input: NewOrder): Promise<Order> {
  const {order} = await updateOrder(id, (stored) => {
    const fee = input.feeCents !== undefined && stored.feeCents === undefined
    const consent = input.marketingConsent === true && !stored.marketingConsent
    if (!fee && !consent) return null
    return {...stored, ...(fee ? {feeCents: input.feeCents} : {}), ...(consent ? {marketingConsent: true} : {})}
  })
  if (order) await listPurchaser(order)
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
  return inTurn(`order:${id}`, () => writeChange(id, change))
}

/**
 * Through the one conditional-update helper (docs/threat-model.md): a storage that gives no ETag for the order fails closed
 * (ContendedRecordError, answered 503), never an unconditional write that could undo a refund.
 */
async function writeChange(
  id: string,
  change: (order: Order) => Order | null,
): Promise<{order: Order | null; changed: boolean}> {
  const result = await updateJSON<StoredOrder, {order: Order | null; changed: boolean}>(
    store(STORES.orders),
    orderKeyOf(id),
    storedOrderSchema,
    (current) => {
      if (!current) return {result: {order: null, changed: false}}
      const order = normalize(current)!
      const next = change(order)
      return next ? {next, result: {order: next, changed: true}} : {result: {order, changed: false}}
    },
    {maxAttempts: 8},
  )
  if (result.changed) forgetOrderAccess(id)
  return result
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
  const provider = refund.by === 'stripe' || refund.by === 'paypal'
  const stored = provider ? refund.reason : `${refund.by}: ${refund.reason}`
  const result = await endingAccess(
    await updateOrder(id, (order) =>
      order.state === 'refunded'
        ? null
        : {...order, state: 'refunded', refundedAt: now.toISOString(), refundReason: stored},
    ),
  )
  if (result.changed && result.order) {
    const reason = provider ? (PROVIDER_REFUND_NOTES[refund.by] ?? refund.reason) : refund.reason
    await moneyMoved({kind: 'refund', order: result.order, by: refund.by, reason}, now)
  }
  return result
}

/** A dispute opened at the provider (`by`): access pauses, the coach is told and it is audited. */
export async function markDisputed(id: string, now: Date, by: AuditActor) {
  const result = await endingAccess(
    await updateOrder(id, (order) =>
      order.state === 'disputed' || order.state === 'refunded'
        ? null
        : {...order, state: 'disputed', disputedAt: now.toISOString()},
    ),
  )
  if (result.changed && result.order) await moneyMoved({kind: 'dispute', order: result.order, by}, now)
  return result
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

/**
 * Every order as the back office last read it, each with the ETag it had then (listOrders). A copy kept beside the
 * orders, outside `order/`; an entry is used only while its ETag is the order's current one, so it is never staler
 * than a listing, and a lost or failed write of it costs reads, never a wrong order.
 */
const ORDERS_SNAPSHOT_KEY = 'snapshot/orders'
/**
 * The snapshot is a copy of the orders (rewritten from them on any change): one that does not parse is read as
 * missing, deliberately, and the listing reads every order again and writes a fresh one, which loses nothing.
 */
const ordersSnapshotSchema = z
  .object({orders: z.record(z.string(), z.object({etag: z.string(), order: storedOrderSchema}))})
  .nullable()
  .catch(null)
type OrdersSnapshot = {orders: Record<string, {etag: string; order: StoredOrder}>}
/** Orders read at once when the snapshot lacks them (a first listing reads them all). */
const ORDER_READS_IN_PARALLEL = 16

/**
 * All orders, newest first (the coach's back office: orders, revenue, email list). One read per order made every
 * back-office page cost one Blobs request per order ever sold: 338 orders took 339 requests, and under `npm start`
 * the answer was lost ("Could not proxy request.": Netlify's runtime adds a timing entry per request to the
 * answer's headers, past what `netlify dev` forwards). Here: one listing (which gives each order's ETag), one read
 * of the snapshot, and a read of only the orders that changed since it (new, refunded, fee reported…); the
 * snapshot is written back when anything changed.
 */
export async function listOrders(): Promise<Order[]> {
  const orders = store(STORES.orders)
  const [{blobs}, saved] = await Promise.all([
    orders.list({prefix: 'order/'}),
    readRecord(orders, ORDERS_SNAPSHOT_KEY, ordersSnapshotSchema),
  ])
  const previous = saved?.orders ?? {}
  const current: OrdersSnapshot['orders'] = {}
  const changed: string[] = []
  for (const {key, etag} of blobs) {
    if (etag && previous[key]?.etag === etag) current[key] = previous[key]
    else changed.push(key)
  }
  const read: StoredOrder[] = []
  await pool(changed, ORDER_READS_IN_PARALLEL, async (key) => {
    const found = await readRecordWithMetadata(orders, key, storedOrderSchema)
    if (!found) return // deleted since the listing
    read.push(found.data)
    // A storage that gives no ETag (netlify-cli's stock local server) is read in full each time.
    if (found.etag) current[key] = {etag: found.etag, order: found.data}
  })
  const dropped = Object.keys(previous).some((key) => !(key in current))
  if (changed.length > 0 || dropped) await saveOrdersSnapshot({orders: current})
  const unsnapshotted = read.filter((order) => !current[orderKeyOf(order.id)])
  return [...Object.values(current).map((entry) => entry.order), ...unsnapshotted]
    .map((order) => normalize(order)!)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Whether any order was ever recorded (one listing of a first page). */
export async function hasOrders() {
  const first = await store(STORES.orders).list({prefix: 'order/', paginate: true})[Symbol.asyncIterator]().next()
  return !first.done && first.value.blobs.length > 0
}

/** The snapshot is a copy: failing to write it never fails the listing (the next one reads those orders again). */
async function saveOrdersSnapshot(snapshot: OrdersSnapshot) {
  try {
    await store(STORES.orders).setJSON(ORDERS_SNAPSHOT_KEY, snapshot)
  } catch (error) {
    logError('Orders snapshot not saved', error)
  }
}

/** The order a receipt's restore secret belongs to, or null (the secret of a resent receipt replaces the old one). */
export async function orderForRestoreSecret(secret: string): Promise<Order | null> {
  const link = await readRecord(store(STORES.orders), restoreKey(hashOf(secret)), linkSchema)
  if (!link) return null
  const order = await getOrderById(link.orderId)
  return order && order.restoreHash === hashOf(secret) ? order : null
}

/** A purchaser token names its order (`pid`); it works while that order is paid. */
export const purchaserToken = (order: Order) => signAccessToken({role: 'purchaser', purchaseId: order.id})

export {refundLink, restoreLink}
export {getOrderById}

/** The last moment the purchaser can refund herself ('Try It On'): REFUND_DAYS after payment. */
export const refundDeadline = (order: Order): Date | null =>
  order.paidAt ? new Date(Date.parse(order.paidAt) + milliseconds({days: REFUND_DAYS})) : null

/** A fresh restore secret for the order; the previous one stops working. */
async function newRestoreSecret(order: Order): Promise<{order: Order; secret: string}> {
  const orders = store(STORES.orders)
  const secret = randomBytes(24).toString('base64url')
  const hash = hashOf(secret)
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
  return {secret, hash: hashOf(secret)}
}

/** Whether `secret` is the claim secret of this pending order or recorded order (none stored: never). */
export const claimMatches = (claimed: {claimHash?: string}, secret: string) =>
  typeof claimed.claimHash === 'string' && sameText(claimed.claimHash, hashOf(secret))

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
