import {errors, jwtVerify, SignJWT, type JWTPayload} from 'jose'
import {issuingContext, type IssuingContext} from './env'
import {contextKey, type KeyPurpose} from './keys'

/**
 * A short-lived signed link for one purpose (a refund ticket, a reminder-mail confirmation): an HS256 JWT signed with
 * that purpose's key in the deploy context (keys.ts, DECISIONS 49), naming the context as its audience and ending
 * after its lifetime. A ticket of one purpose never verifies as another's, nor in another context.
 */
type TicketPurpose = Extract<KeyPurpose, 'refund-link' | 'reminder-mail-confirm'>

type TicketCheck<T> = {claims: T; reason?: undefined} | {claims?: undefined; reason: 'expired' | 'invalid'}

const ALGORITHM = 'HS256'

/**
 * The signer and checker of one purpose's tickets. `read` takes the claims from a verified payload, or null when they
 * do not have the shape this purpose signs (then the ticket is invalid).
 */
export function contextTickets<T extends JWTPayload>(
  purpose: TicketPurpose,
  {issuer, lifetimeSeconds, read}: {issuer: string; lifetimeSeconds: number; read: (payload: JWTPayload) => T | null},
) {
  const key = (context: IssuingContext) => new Uint8Array(contextKey(purpose, {context}))
  return {
    async sign(claims: T, now = new Date(), context = issuingContext()): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000)
      return new SignJWT(claims)
        .setProtectedHeader({alg: ALGORITHM})
        .setIssuer(issuer)
        .setAudience(context)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key(context))
    },
    async check(ticket: string, now = new Date(), context = issuingContext()): Promise<TicketCheck<T>> {
      try {
        const {payload} = await jwtVerify(ticket, key(context), {
          issuer,
          audience: context,
          algorithms: [ALGORITHM],
          currentDate: now,
        })
        const claims = read(payload)
        return claims ? {claims} : {reason: 'invalid'}
      } catch (error) {
        return {reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid'}
      }
    },
  }
}
