/**
 * Apart from the sentences (errors.ts), so a page's first load carries only the codes (docs/performance.md).
 * Codes the browser branches on: the functions answer them and the pages compare with them, so each is
 * written here once (tests/architecture/error-codes.test.ts fails on a bare copy elsewhere in src/).
 */
export const ERROR_CODES = {
  paymentsNotConfigured: 'payments_not_configured',
  invalidCoupon: 'invalid_coupon',
  /** Premium access refusals (require-access, verify-purchase): each has its notice in src/lib/access. */
  accessRequired: 'access_required',
  accessExpired: 'access_expired',
  orderRefunded: 'order_refunded',
  orderDisputed: 'order_disputed',
  paymentPending: 'payment_pending',
  paymentFailed: 'payment_failed',
  /** A payment id past its window: the receipt's restore link opens the toolkit instead. */
  useRestoreLink: 'use_restore_link',
  /** A reviewer code that minted its day's tokens (reviewer-grants.ts): the dialog says so. */
  reviewerCodeBusy: 'reviewer_code_busy',
  /** The tracker's record opens only with this browser's tracker key (DECISIONS 20). */
  trackerKeyRequired: 'tracker_key_required',
  /** The confirmation link of a reminder address (double opt-in, DECISIONS 39): each outcome has its sentence. */
  reminderLinkInvalid: 'invalid_reminder_link',
  reminderLinkExpired: 'reminder_link_expired',
  reminderLinkUsed: 'reminder_link_used',
  /** 'Try It On' is confirmed from a link mailed on request (refund-tickets.ts); this one ended, or none was sent. */
  refundLinkExpired: 'refund_link_expired',
  refundLinkNeeded: 'refund_link_needed',
  /** A test reminder to an address that is not confirmed yet. */
  addressNotConfirmed: 'address_not_confirmed',
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
