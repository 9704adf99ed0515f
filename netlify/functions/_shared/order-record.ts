import {z} from 'zod'
import type {OrderState, OwnerOrder} from '../../../src/lib/api-contract/owner-answers'

// The record's shape alone, apart from orders.ts: orders.ts, order-access.ts and money-events.ts all read it,
// and orders.ts imports the other two, so the type lives below all three (no import circle).

/**
 * The stored order: what the back office may show (`OwnerOrder`: state, amounts, `paidAt` — when the money was
 * received, null while pending; the 14-day refund window and the 24-hour payment-id window start there) plus
 * what stays on the server.
 */
export type Order = OwnerOrder & {
  providerId: string
  disputedAt?: string
  /** When the provider denied a pending payment (the order then reads `failed`). */
  failedAt?: string
  /** When a dispute closed in our favour and access came back. */
  disputeWonAt?: string
  /** The dispute's fees by the provider's transaction (`disputeFeeCents` is their sum): each counted once. */
  disputeFeeTransactions?: Record<string, number>
  /** PayPal's capture id (refunds and webhooks name the capture, not the order). */
  captureId?: string
  /** Hash of the PayPal order's claim secret: with the order id, what verifies the payment (docs/threat-model.md). */
  claimHash?: string
  /** Paid with test money (Stripe test mode, PayPal sandbox): never access on the production context. */
  testMode?: boolean
  /** Hash of the restore secret of the receipt that went out; the secret itself only travels in the mail. */
  restoreHash: string | null
  receiptSentAt: string | null
  /** Keyed hash of the card fingerprint or PayPal payer id (DECISIONS 40: one self-serve refund per person). */
  payerHash?: string
}

/** A write of an order: as it was (null when just recorded) and as written; the running totals add the difference. */
export type OrderChange = {before: Order | null; after: Order}

/**
 * An order as it may be stored: orders stored before the lifecycle existed have no `state` nor `paidAt`, and
 * order-access.ts `normalize` upgrades them after parsing. Checked against `Order`, so the two cannot drift. Loose:
 * an order is read and written back whole (updateOrder), so a field this schema does not name is kept.
 */
export type StoredOrder = Omit<Order, 'state' | 'paidAt' | 'restoreHash' | 'receiptSentAt'> & {
  state?: OrderState
  paidAt?: string | null
  restoreHash?: string | null
  receiptSentAt?: string | null
}
export const storedOrderSchema = z.looseObject({
  id: z.string(),
  provider: z.enum(['stripe', 'paypal', 'demo']),
  amountCents: z.number(),
  currency: z.string(),
  coupon: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(['paid', 'pending', 'failed', 'refunded', 'disputed']).optional(),
  paidAt: z.string().nullable().optional(),
  refundedAt: z.string().optional(),
  refundReason: z.string().optional(),
  marketingConsent: z.boolean().optional(),
  demo: z.boolean().optional(),
  testMode: z.boolean().optional(),
  refundRequestedAt: z.string().optional(),
  feeCents: z.number().optional(),
  disputeFeeCents: z.number().optional(),
  providerId: z.string(),
  disputedAt: z.string().optional(),
  failedAt: z.string().optional(),
  disputeWonAt: z.string().optional(),
  disputeFeeTransactions: z.record(z.string(), z.number()).optional(),
  captureId: z.string().optional(),
  claimHash: z.string().optional(),
  restoreHash: z.string().nullable().optional(),
  receiptSentAt: z.string().nullable().optional(),
  payerHash: z.string().optional(),
}) satisfies z.ZodType<StoredOrder>
