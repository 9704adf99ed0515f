import {API_ERRORS} from '../../lib/api-contract/errors'

/** Spec: the coupon form's words, loaded with the form when she opens it (issue 30). */
export const COUPON_MESSAGES = {
  label: 'Coupon code',
  placeholder: 'Enter coupon code',
  apply: 'Apply',
  cancel: 'Cancel',
  remove: 'Remove',
  applied: (code: string) => `Coupon ${code} applied`,
  emptyTitle: 'Please enter a coupon code',
  invalidTitle: 'Invalid Coupon Code',
  // The server's sentence for a refused code (the contract's), shown as the spec's toast text.
  invalidText: API_ERRORS.invalidCoupon.error,
  errorTitle: 'Error applying coupon',
  errorText: 'Please try again.',
  appliedTitle: 'Coupon Applied!',
  appliedDescription: (saving: string) => `You saved ${saving}`,
  removedTitle: 'Coupon Removed',
} as const
