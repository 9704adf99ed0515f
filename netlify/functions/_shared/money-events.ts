import type {AuditActor} from '../../../src/lib/api-contract/owner-answers'
import {formatMoney} from '../../../src/lib/money'
import {requireEnv} from './env'
import {sendMail} from './mail'
import {audit} from './owner/audit'
import {ownerOrderLink} from './site-links'
import type {Order} from './orders'
import {logError} from './log'

/**
 * When money moves (issue 32): each sale, refund (hers, the buyer's own, or one made at the provider), dispute and
 * refund request is mailed to the coach with a link to the order; refunds, disputes and requests also go to the
 * audit log with who did it. A lost notice never undoes or repeats the money movement: failures are logged.
 */
export type MoneyEvent =
  | {kind: 'sale'; order: Order}
  | {kind: 'refund'; order: Order; by: AuditActor; reason: string}
  | {kind: 'dispute'; order: Order; by: AuditActor}
  | {kind: 'refund-request'; order: Order}

export const ACTOR_LABELS: Record<AuditActor, string> = {
  owner: 'you, from the back office',
  purchaser: 'the buyer herself (Try It On)',
  stripe: 'Stripe',
  paypal: 'PayPal',
}

const amountOf = (order: Order) => `${formatMoney(order.amountCents)} ${order.currency}`
const buyerOf = (order: Order) => order.email ?? 'a buyer with no email address'
const demoTag = (order: Order) => (order.demo ? ' (demo)' : '')

/** The coach's notice for an event: subject and plain text (the order's link last). */
export function coachNotice(event: MoneyEvent): {subject: string; lines: string[]} {
  const {order} = event
  switch (event.kind) {
    case 'sale':
      return {
        subject: `New sale${demoTag(order)}: ${amountOf(order)} from ${buyerOf(order)}`,
        lines: [
          `${buyerOf(order)} bought the toolkit for ${amountOf(order)}${order.coupon ? ` with coupon ${order.coupon}` : ''}.`,
          ...(order.demo ? ['This is a demo sale: no money moved and it never counts in revenue.'] : []),
        ],
      }
    case 'refund':
      return {
        subject: `Refund${demoTag(order)}: ${amountOf(order)} to ${buyerOf(order)}`,
        lines: [
          `${amountOf(order)} was refunded to ${buyerOf(order)} by ${ACTOR_LABELS[event.by]}.`,
          `Reason: ${event.reason}`,
          'Her access to the full toolkit has ended.',
        ],
      }
    case 'dispute':
      return {
        subject: `Dispute opened: ${amountOf(order)} from ${buyerOf(order)}`,
        lines: [
          `${buyerOf(order)} disputed her payment of ${amountOf(order)} with her bank (reported by ${ACTOR_LABELS[event.by]}).`,
          `Her access is paused. Answer the dispute in your ${event.by === 'paypal' ? 'PayPal' : 'Stripe'} dashboard.`,
        ],
      }
    case 'refund-request':
      return {
        subject: `Refund request${demoTag(order)}: ${buyerOf(order)}`,
        lines: [
          `${buyerOf(order)} asked for a refund of ${amountOf(order)}. She has refunded herself before, so it was not granted automatically (one self-serve refund per person).`,
          'Grant it in one click from the order in your back office, or reply to her.',
        ],
      }
  }
}

async function mailCoach(event: MoneyEvent) {
  const {subject, lines} = coachNotice(event)
  await sendMail({
    transactional: true,
    to: requireEnv('COACH_EMAIL'),
    subject,
    text: [...lines, '', 'Open the order in your back office:', ownerOrderLink(event.order.id)].join('\n'),
  })
}

async function auditEvent(event: MoneyEvent, now: Date) {
  const target = event.order.id
  if (event.kind === 'refund') await audit({action: 'refund', target, detail: event.reason, by: event.by}, now)
  else if (event.kind === 'dispute') await audit({action: 'dispute', target, by: event.by}, now)
  else if (event.kind === 'refund-request') await audit({action: 'refund-request', target, by: 'purchaser'}, now)
}

/** Records and announces an event; never throws (the money has already moved). */
export async function moneyMoved(event: MoneyEvent, now: Date): Promise<void> {
  try {
    await auditEvent(event, now)
  } catch (error) {
    logError(`Audit entry for ${event.kind} of ${event.order.id} not written`, error)
  }
  try {
    await mailCoach(event)
  } catch (error) {
    logError(`Coach not mailed about ${event.kind} of ${event.order.id}`, error)
  }
}
