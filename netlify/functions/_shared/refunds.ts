import {REFUND_DAYS} from '../../../src/config/site'
import {API_ERRORS} from '../../../src/lib/api-contract'
import {errorResponse} from './http'
import {sendMail} from './mail'
import {refundMail} from './mail-templates/refund'
import type {Order} from './order-record'
import {getOrderById} from './order-access'
import {markRefunded, requestRefund} from './orders'
import {refundDeadline} from './receipts'
import {claimSelfRefund, earlierIdentityHashes, identityHashes, payerHash, releaseSelfRefund} from './payer-identity'
import {refundCapture} from './paypal'
import {cardFingerprint, stripe} from './stripe'
import {logError} from './log'

/**
 * 'Try It On' refunds (DECISIONS 26): within REFUND_DAYS of payment, for the purchaser
 * herself or the coach alike. The provider refund carries an idempotency key derived from the order,
 * so a repeated request never refunds twice; the order is marked refunded (which revokes its tokens)
 * and a confirmation is mailed.
 */
export type RefundErrorCode = 'refund_window_closed' | 'not_refundable'

export class RefundError extends Error {
  constructor(
    readonly code: RefundErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** A receipt's secret or a refund link that names no order (or none here): where to find the right one. */
export const refundPurchaseNotFound = () =>
  errorResponse(
    404,
    'We could not find this purchase. Please use the link in your latest receipt.',
    API_ERRORS.purchaseNotFound.code,
  )

export const REFUND_MESSAGES = {
  refund_window_closed: `The ${REFUND_DAYS}-day refund window of this order has closed.`,
  not_refundable: 'This order cannot be refunded here (its payment is pending, did not go through, or is disputed).',
} as const

/** Whether the order can still be refunded at `now` (paid, and within REFUND_DAYS of payment). */
export function refundable(order: Order, now: Date): {ok: true} | {ok: false; code: RefundErrorCode} {
  if (order.state !== 'paid') return {ok: false, code: 'not_refundable'}
  const deadline = refundDeadline(order)
  if (!deadline || now.getTime() > deadline.getTime()) return {ok: false, code: 'refund_window_closed'}
  return {ok: true}
}

const idempotencyKey = (order: Order) => `refund-${order.id}`

async function refundAtProvider(order: Order) {
  // A demo sale moved no money: there is nothing to give back at a provider.
  if (order.provider === 'demo') return
  if (order.provider === 'stripe') {
    await stripe().refunds.create(
      {payment_intent: order.providerId, reason: 'requested_by_customer', metadata: {order: order.id}},
      {idempotencyKey: idempotencyKey(order)},
    )
  } else {
    if (!order.captureId) throw new RefundError('not_refundable', 'This PayPal order has no capture to refund.')
    await refundCapture(order.captureId, idempotencyKey(order))
  }
}

/** The refund's own confirmation is one logical mail; each resend by the coach (`resentAt`) is another. */
const sendRefundConfirmation = (order: Order & {email: string}, resentAt?: Date) =>
  sendMail(
    {transactional: true, to: order.email, ...refundMail({order})},
    {
      queue: {
        kind: 'refund-confirmation',
        key: `refund:${order.id}${resentAt ? `:resent:${resentAt.toISOString()}` : ''}`,
      },
    },
  )

async function mailConfirmation(order: Order) {
  if (!order.email) return
  try {
    await sendRefundConfirmation({...order, email: order.email})
  } catch (error) {
    // The money is back and access is revoked: a lost confirmation must not undo or repeat that.
    logError(`Refund confirmation for ${order.id} not sent`, error)
  }
}

/**
 * The identities of the buyer of an order (DECISIONS 40): her email, and her card's fingerprint or PayPal payer id
 * as recorded with the order; for a card order recorded without one, asked from Stripe now.
 */
async function buyerIdentities(order: Order): Promise<string[]> {
  if (order.payerHash || order.provider !== 'stripe') return identityHashes(order)
  const fingerprint = await cardFingerprint(order.providerId)
  return identityHashes({...order, ...(fingerprint ? {payerHash: payerHash({kind: 'card', value: fingerprint})} : {})})
}

export type RefundOutcome = {order: Order; refunded: boolean; requested?: boolean}

/**
 * Refunds an order in full. `refunded` is false when it was already refunded (nothing happens twice).
 * Throws RefundError outside the window or for an order that is not paid. The buyer refunds herself once
 * (DECISIONS 40): when her email, card or PayPal account already did, the refund becomes a request to the coach
 * (`requested: true`), which she grants from the back office.
 */
export async function refundOrder(
  order: Order,
  opts: {reason: string; actor: 'purchaser' | 'owner'; now: Date},
): Promise<RefundOutcome> {
  const current = (await getOrderById(order.id)) ?? order
  if (current.state === 'refunded') return {order: current, refunded: false}
  const check = refundable(current, opts.now)
  if (!check.ok) throw new RefundError(check.code, REFUND_MESSAGES[check.code])
  const identities = opts.actor === 'purchaser' ? await buyerIdentities(current) : []
  // The person's one self-serve refund is claimed before any money moves (atomic: two requests at once for two of
  // her orders refund one), and given back only if the provider refuses the refund.
  const claimed =
    opts.actor !== 'purchaser' ||
    (await claimSelfRefund(identities, current.id, opts.now, earlierIdentityHashes(current)))
  if (!claimed) {
    const {order: asked} = await requestRefund(current.id, opts.now)
    return {order: asked ?? current, refunded: false, requested: true}
  }
  try {
    await refundAtProvider(current)
  } catch (error) {
    if (opts.actor === 'purchaser') await releaseSelfRefund(identities)
    throw error
  }
  // A request for the same order that failed meanwhile may have given the claim back: this refund holds it.
  if (opts.actor === 'purchaser') await claimSelfRefund(identities, current.id, opts.now)
  const {order: updated, changed} = await markRefunded(current.id, opts.now, {by: opts.actor, reason: opts.reason})
  const result = updated ?? current
  if (changed) await mailConfirmation(result)
  return {order: result, refunded: changed}
}

/** Mails the refund confirmation of a refunded order again (the back office's resend). */
export async function resendRefundConfirmation(order: Order, now = new Date()): Promise<void> {
  if (order.state !== 'refunded') throw new RefundError('not_refundable', 'This order has not been refunded.')
  if (!order.email) throw new Error(`Order ${order.id} has no email address`)
  await sendRefundConfirmation({...order, email: order.email}, now)
}
