import {REFUND_LINK_MINUTES} from '../../../src/config/site'
import {contextTickets} from './context-tickets'
import type {IssuingContext} from './env'

/**
 * The credential that confirms a 'Try It On' refund: a short-lived ticket naming the order, mailed to the order's
 * address on request (docs/threat-model.md). The receipt's restore secret opens the toolkit and shows the refund
 * page, but a forwarded "open on another device" link refunds nothing: only her mailbox gets a ticket. Signed with
 * the context's `refund-link` key and naming its context (context-tickets.ts).
 */
const tickets = contextTickets('refund-link', {
  issuer: 'menopause-mastery-toolkit/refund',
  lifetimeSeconds: REFUND_LINK_MINUTES * 60,
  read: (payload) => (typeof payload.oid === 'string' ? {oid: payload.oid} : null),
})

export const signRefundTicket = (orderId: string, now?: Date, context?: IssuingContext): Promise<string> =>
  tickets.sign({oid: orderId}, now, context)

/** The order a ticket names, or why not: it ended, or it is not one this context signed. */
export async function checkRefundTicket(
  ticket: string,
  now?: Date,
): Promise<{orderId: string; reason?: undefined} | {orderId?: undefined; reason: 'expired' | 'invalid'}> {
  const checked = await tickets.check(ticket, now)
  return checked.claims ? {orderId: checked.claims.oid} : {reason: checked.reason}
}
