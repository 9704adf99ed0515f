/**
 * Error codes the functions answer in `{error, code}` and the sentences shared by the server and the browser.
 * One place for each: the functions answer with these, the browser reads `code` to decide and may show `error`.
 */
import {ERROR_CODES, type ErrorCode} from './error-codes'

export {ERROR_CODES} from './error-codes'

export type ErrorBody = {error: string; code?: ErrorCode}

/** An answer the functions give in more than one place, or that the browser recognises. */
export type ApiErrorSpec = {readonly status: number; readonly code?: string; readonly error: string}

export const API_ERRORS = {
  invalidJson: {status: 400, code: 'invalid_json', error: 'The request body must be valid JSON.'},
  internal: {status: 500, code: 'internal_error', error: 'Something went wrong on our side. Please try again.'},
  /** A stored record that does not have the shape the functions read (blobs.ts): left as it is, nothing was written. */
  storedRecordInvalid: {
    status: 500,
    code: 'stored_record_invalid',
    error: 'Something stored on our side could not be read. Nothing was changed.',
  },
  /** Demo-only endpoints outside demo mode: as if they did not exist. */
  notFound: {status: 404, error: 'Not found.'},
  invalidCoupon: {status: 404, code: ERROR_CODES.invalidCoupon, error: 'Please check your coupon code and try again.'},
  cardPaymentsNotConfigured: {
    status: 503,
    code: ERROR_CODES.paymentsNotConfigured,
    error: 'Card payments are not set up yet.',
  },
  paypalNotConfigured: {status: 503, code: ERROR_CODES.paymentsNotConfigured, error: 'PayPal is not set up yet.'},
  stripeTestKeysInProduction: {
    status: 503,
    code: 'test_keys_in_production',
    error: 'Card payments are not available right now.',
  },
  paypalSandboxInProduction: {status: 503, code: 'sandbox_in_production', error: 'PayPal is not available right now.'},
  purchaseNotFound: {status: 404, code: 'purchase_not_found', error: 'We could not find this purchase.'},
  messageNotFound: {status: 404, code: 'message_not_found', error: 'There is no such message.'},
  /** Her address never travels in a URL, where logs and browser history keep it (docs/threat-model.md). */
  emailInUrl: {
    status: 400,
    code: 'email_in_url',
    error: 'Send the email address in the X-Tracker-Email header, not in the address.',
  },
} as const satisfies Record<string, ApiErrorSpec>
