import type {OwnerOrder} from '../../../src/lib/api-contract/owner-answers'

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
