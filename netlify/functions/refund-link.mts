import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {RefundLinkRequest} from '../../src/lib/api-contract/refund.schema'
import {isDemoMode} from './_shared/env'
import {answer, errorResponse, readRequest, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'
import {refundLinkMail} from './_shared/mail-templates/refund-link'
import {orderForRestoreSecret} from './_shared/receipts'
import {refundable, REFUND_MESSAGES, refundPurchaseNotFound} from './_shared/refunds'
import {signRefundTicket} from './_shared/refund-tickets'

/** An address as the page may show it: enough for her to know which mailbox, not enough to learn it. */
const masked = (email: string) => {
  const [name, domain] = email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}

/**
 * 'Try It On', step two: mails the link that confirms the refund of the receipt's order to the order's own address
 * (refund-tickets.ts). Whoever holds a forwarded receipt link can ask, but only her mailbox gets the link.
 */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.refundLink, RefundLinkRequest)
  if (parsed.response) return parsed.response
  const order = await orderForRestoreSecret(parsed.data.restoreToken)
  // A demo sale is refunded only where it can exist: under `npm start` (demo mode).
  if (!order || (order.provider === 'demo' && !isDemoMode(context))) return refundPurchaseNotFound()
  const check = refundable(order, new Date())
  if (!check.ok) return errorResponse(409, REFUND_MESSAGES[check.code], check.code)
  if (!order.email)
    return errorResponse(
      409,
      'We have no email address for this purchase, so we cannot send the link. Please write to us and we will refund you.',
      'no_address',
    )
  const ticket = await signRefundTicket(order.id)
  await sendMail({transactional: true, to: order.email, ...refundLinkMail({ticket})})
  return answer(API.refundLink, 'POST', 202, {sentTo: masked(order.email)})
})

export const config: Config = {
  path: '/api/refund-link',
  method: 'POST',
  // Restore secrets are proofs, and each call sends a mail: throttled.
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
