import type {OwnerOrder, RevenueFigures} from '../../../lib/api-contract/owner-answers'
import {formatMoney} from '../../../lib/money'
import {figuresOf} from '../../../lib/owner/revenue'
import {REVENUE_MESSAGES as R} from '../messages'

/**
 * Fees as the payment providers reported them: their sum, and how many orders' fees were not reported
 * (never shown as 0). The revenue screen's totals and groups and the orders list all say it this way.
 */
export function feeText({feeCents, feesNotReported, orders}: RevenueFigures, currency: string) {
  if (feesNotReported === 0) return formatMoney(feeCents, {currency})
  if (feesNotReported === orders) return R.notReported
  return `${formatMoney(feeCents, {currency})} + ${feesNotReported} ${R.notReported}`
}

/** One order's fee, read as revenue reads it; a demo sale moved no money, so it has none. */
export const orderFeeText = (order: OwnerOrder) => (order.demo ? R.noFee : feeText(figuresOf(order), order.currency))
