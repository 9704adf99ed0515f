import {errors, jwtVerify, SignJWT} from 'jose'
import {REFUND_LINK_MINUTES} from '../../../src/config/site'
import {issuingContext, type IssuingContext} from './env'
import {contextKey} from './keys'

/**
 * The credential that confirms a 'Try It On' refund: a short-lived ticket naming the order, mailed to the order's
 * address on request (docs/threat-model.md). The receipt's restore secret opens the toolkit and shows the refund
 * page, but a forwarded "open on another device" link refunds nothing: only her mailbox gets a ticket. Signed with
 * the context's `refund-link` key and naming its context, like every token (keys.ts).
 */
const ISSUER = 'menopause-mastery-toolkit/refund'
const key = (context: IssuingContext) => new Uint8Array(contextKey('refund-link', {context}))

export async function signRefundTicket(orderId: string, now = new Date(), context = issuingContext()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({oid: orderId})
    .setProtectedHeader({alg: 'HS256'})
    .setIssuer(ISSUER)
    .setAudience(context)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + REFUND_LINK_MINUTES * 60)
    .sign(key(context))
}

export type TicketCheck = {orderId: string; reason?: undefined} | {orderId?: undefined; reason: 'expired' | 'invalid'}

/** The order a ticket names, or why not: it ended, or it is not one this context signed. */
export async function checkRefundTicket(
  ticket: string,
  now = new Date(),
  context = issuingContext(),
): Promise<TicketCheck> {
  try {
    const {payload} = await jwtVerify(ticket, key(context), {
      issuer: ISSUER,
      audience: context,
      algorithms: ['HS256'],
      currentDate: now,
    })
    return typeof payload.oid === 'string' ? {orderId: payload.oid} : {reason: 'invalid'}
  } catch (error) {
    return {reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid'}
  }
}
