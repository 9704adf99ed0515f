import {toast} from '../../components/ui/use-toast'
import {ApiError} from '../../lib/api-client'
import {formatMoney} from '../../lib/money'
import {validateCoupon, type AppliedCoupon} from './api'
import {COUPON_TOAST_MESSAGES as M} from './coupon-messages'
import {COUPON_MESSAGES} from './messages'
import {normalizeCouponCode} from '../../lib/checkout/logic'

/**
 * What Apply does: asks the server about the code and says the outcome in a toast. Loaded when she presses Apply,
 * not with the page (docs/performance.md); the form itself is in the page, so nothing she types waits for it.
 * Returns the applied coupon, or null when the code was empty or refused.
 */
export async function applyCoupon(code: string): Promise<AppliedCoupon | null> {
  const normalized = normalizeCouponCode(code)
  if (!normalized) {
    toast({title: M.emptyTitle, variant: 'destructive'})
    return null
  }
  try {
    const coupon = await validateCoupon(normalized)
    toast({
      title: M.appliedTitle,
      description: M.appliedDescription(formatMoney(coupon.amountOffCents, {wholeWhenExact: true})),
    })
    return coupon
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      toast({title: M.invalidTitle, description: M.invalidText, variant: 'destructive'})
    else toast({title: COUPON_MESSAGES.errorTitle, description: COUPON_MESSAGES.errorText, variant: 'destructive'})
    return null
  }
}

export const announceCouponRemoved = () => toast({title: M.removedTitle})
