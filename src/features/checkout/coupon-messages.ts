import {API_ERRORS} from '../../lib/api-contract/errors'

/** The toasts after Apply and Remove, loaded with that code (coupon-outcome.ts) when she presses them (docs/performance.md). */
export const COUPON_TOAST_MESSAGES = {
  emptyTitle: 'Please enter a coupon code',
  invalidTitle: 'Invalid Coupon Code',
  // The server's sentence for a refused code (the contract's), shown as the original toast text.
  invalidText: API_ERRORS.invalidCoupon.error,
  appliedTitle: 'Coupon Applied!',
  appliedDescription: (saving: string) => `You saved ${saving}`,
  removedTitle: 'Coupon Removed',
} as const
