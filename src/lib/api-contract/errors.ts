/**
 * Error codes the functions answer in `{error, code}` and the sentences shared by the server and the browser.
 * One place for each: the functions answer with these, the browser reads `code` to decide and may show `error`.
 */
export type ErrorBody = {error: string; code?: string}

/** An answer the functions give in more than one place, or that the browser recognises. */
export type ApiErrorSpec = {readonly status: number; readonly code?: string; readonly error: string}

export const API_ERRORS = {
  invalidJson: {status: 400, code: 'invalid_json', error: 'The request body must be valid JSON.'},
  internal: {status: 500, code: 'internal_error', error: 'Something went wrong on our side. Please try again.'},
  /** Demo-only endpoints outside demo mode: as if they did not exist. */
  notFound: {status: 404, error: 'Not found.'},
  invalidCoupon: {status: 404, code: 'invalid_coupon', error: 'Please check your coupon code and try again.'},
  cardPaymentsNotConfigured: {status: 503, code: 'payments_not_configured', error: 'Card payments are not set up yet.'},
  paypalNotConfigured: {status: 503, code: 'payments_not_configured', error: 'PayPal is not set up yet.'},
  stripeTestKeysInProduction: {
    status: 503,
    code: 'test_keys_in_production',
    error: 'Card payments are not available right now.',
  },
  paypalSandboxInProduction: {status: 503, code: 'sandbox_in_production', error: 'PayPal is not available right now.'},
  purchaseNotFound: {status: 404, code: 'purchase_not_found', error: 'We could not find this purchase.'},
  messageNotFound: {status: 404, code: 'message_not_found', error: 'There is no such message.'},
} as const satisfies Record<string, ApiErrorSpec>

/**
 * Codes the browser branches on: the functions answer them and the pages compare with them, so each is
 * written here once (tests/architecture/error-codes.test.ts fails on a bare copy elsewhere in src/).
 */
export const ERROR_CODES = {
  paymentsNotConfigured: API_ERRORS.cardPaymentsNotConfigured.code,
  invalidCoupon: API_ERRORS.invalidCoupon.code,
  /** Premium access refusals (require-access, verify-purchase): each has its notice in src/lib/access. */
  accessRequired: 'access_required',
  accessExpired: 'access_expired',
  orderRefunded: 'order_refunded',
  orderDisputed: 'order_disputed',
  paymentPending: 'payment_pending',
  /** A payment id past its window: the receipt's restore link opens the toolkit instead. */
  useRestoreLink: 'use_restore_link',
  /** The tracker's record opens only with this browser's tracker key (DECISIONS 20). */
  trackerKeyRequired: 'tracker_key_required',
  /** The confirmation link of a reminder address (double opt-in, issue 27): each outcome has its sentence. */
  reminderLinkInvalid: 'invalid_reminder_link',
  reminderLinkExpired: 'reminder_link_expired',
  reminderLinkUsed: 'reminder_link_used',
  /** A test reminder to an address that is not confirmed yet. */
  addressNotConfirmed: 'address_not_confirmed',
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
