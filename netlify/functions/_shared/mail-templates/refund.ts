import {formatMoney} from '../../../../src/lib/money'
import {renderMail, type RenderedMail} from './layout'

export type RefundInput = {
  order: {id: string; amountCents: number; currency: string; provider: 'stripe' | 'paypal' | 'demo' | string}
}

/** The buyer's confirmation that her purchase was refunded and her access ended. */
export function refundMail({order}: RefundInput): RenderedMail {
  return renderMail('Your Menopause Mastery Toolkit refund', [
    [
      `We have refunded your purchase of the Menopause Mastery Toolkit: ${formatMoney(order.amountCents)} ${order.currency}.`,
      `Order: ${order.id}`,
    ],
    [
      order.provider === 'demo'
        ? 'This was a demo purchase: no money moved.'
        : `The money goes back to the card or ${order.provider === 'paypal' ? 'PayPal account' : 'account'} you paid with; banks usually show it within 5–10 business days.`,
      'Your access to the full toolkit has ended. The free parts of the site stay open to you.',
    ],
    ['Thank you for trying it.'],
  ])
}
