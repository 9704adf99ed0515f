import {TZDate} from '@date-fns/tz'
import {format} from 'date-fns/format'
import {REFUND_DAYS} from '../../../../src/config/site'
import {formatMoney} from '../../../../src/lib/money'
import {refundLink, restoreLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** A moment in a mail, whose reader's time zone is unknown: in words, in UTC, and saying so. */
const inWordsUtc = (moment: Date) => format(new TZDate(moment, 'UTC'), "MMMM d, yyyy 'at' h:mm a 'UTC'")

export type ReceiptInput = {
  order: {id: string; amountCents: number; currency: string; coupon?: string | null; demo?: boolean}
  /** The order's restore secret: the links that open the toolkit and refund it. */
  secret: string
  /** The last moment of 'Try It On', when known. */
  refundDeadline: Date | null
}

/** The purchase receipt: what she paid, the link that opens the toolkit anywhere, and the 'Try It On' refund link. */
export function receiptMail({order, secret, refundDeadline}: ReceiptInput): RenderedMail {
  const until = refundDeadline ? ` (until ${inWordsUtc(refundDeadline)})` : ''
  return renderMail('Your Menopause Mastery Toolkit receipt', [
    ...(order.demo ? [['DEMO PURCHASE: made on the test checkout, no money moved.']] : []),
    ['Thank you for your purchase of the Menopause Mastery Toolkit.'],
    [
      `Amount paid: ${formatMoney(order.amountCents)} ${order.currency}${order.coupon ? ` (coupon ${order.coupon})` : ''}`,
      `Order: ${order.id}`,
    ],
    [
      'Your access is for life. To open the toolkit on another browser or device, use this link:',
      link(restoreLink(secret), 'Open the toolkit'),
    ],
    [
      `Try It On: if the toolkit is not for you, you can refund yourself within ${REFUND_DAYS} days${until}, no questions asked:`,
      link(refundLink(secret), 'Refund my purchase'),
    ],
    ['Keep this email: the links are your proof of purchase.'],
  ])
}
