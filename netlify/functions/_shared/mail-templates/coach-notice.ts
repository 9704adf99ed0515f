import type {AuditActor} from '../../../../src/lib/api-contract/owner-answers'
import {formatMoney} from '../../../../src/lib/money'
import {ownerOrderLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** What the coach is told about an order: the fields of the order the notices name. */
export type NoticeOrder = {
  id: string
  amountCents: number
  currency: string
  email?: string | null
  coupon?: string | null
  demo?: boolean
  /** Paid with a provider's test keys: only on a deploy preview, branch deploy or local run (DECISIONS 49). */
  testMode?: boolean
}
export type CoachNoticeEvent =
  | {kind: 'sale'; order: NoticeOrder}
  | {kind: 'refund'; order: NoticeOrder; by: AuditActor; reason: string}
  | {kind: 'dispute'; order: NoticeOrder; by: AuditActor}
  | {kind: 'refund-request'; order: NoticeOrder}

export const ACTOR_LABELS: Record<AuditActor, string> = {
  owner: 'you, from the back office',
  purchaser: 'the buyer herself (Try It On)',
  stripe: 'Stripe',
  paypal: 'PayPal',
}

const amountOf = (order: NoticeOrder) => `${formatMoney(order.amountCents)} ${order.currency}`
const buyerOf = (order: NoticeOrder) => order.email ?? 'a buyer with no email address'
const demoTag = (order: NoticeOrder) => (order.demo ? ' (demo)' : order.testMode ? ' (test)' : '')

/** The coach's notice for an event: subject and what happened, as lines of one paragraph. */
export function coachNotice(event: CoachNoticeEvent): {subject: string; lines: string[]} {
  const {order} = event
  switch (event.kind) {
    case 'sale':
      return {
        subject: `New sale${demoTag(order)}: ${amountOf(order)} from ${buyerOf(order)}`,
        lines: [
          `${buyerOf(order)} bought the toolkit for ${amountOf(order)}${order.coupon ? ` with coupon ${order.coupon}` : ''}.`,
          ...(order.demo ? ['This is a demo sale: no money moved and it never counts in revenue.'] : []),
          ...(!order.demo && order.testMode
            ? ['This is a test sale, paid with test keys on a preview or local copy of the site: no money moved.']
            : []),
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

/** The coach's mail about a sale, refund, dispute or refund request, with the order's link last. */
export function coachNoticeMail(event: CoachNoticeEvent): RenderedMail {
  const {subject, lines} = coachNotice(event)
  return renderMail(subject, [
    lines,
    ['Open the order in your back office:', link(ownerOrderLink(event.order.id), 'Open the order')],
  ])
}
