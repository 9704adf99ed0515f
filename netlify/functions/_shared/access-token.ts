import {createHash, createHmac} from 'node:crypto'
import {errors, jwtVerify, SignJWT} from 'jose'
import {milliseconds} from 'date-fns/milliseconds'
import {ACCESS_RENEW_AFTER_DAYS, PURCHASER_TOKEN_DAYS} from '../../../src/config/access'
import {issuingContext, MissingConfigError, requireEnv, type IssuingContext} from './env'
import {contextKey} from './keys'

/**
 * Signed access tokens (DECISIONS 15–19, 26–27): the only proof of access the functions accept.
 * A purchaser's token names its order (`pid`), works only while the order stays paid (checked on every premium
 * request) and ends after PURCHASER_TOKEN_DAYS: while she uses the toolkit it is renewed (`isDueForRenewal`),
 * and her receipt's link mints a new one on any device. Reviewer and demo tokens expire, and a reviewer token names its code (`rc`, a hash)
 * and stops working when that code is removed from REVIEWER_CODES. Every token names the deploy context that
 * issued it (`aud`, docs/threat-model.md) and is signed with that context's key (keys.ts): production accepts only its own.
 * Demo tokens have their own key too, so a demo token is never valid where demo mode is off.
 */
export type AccessRole = 'purchaser' | 'reviewer' | 'demo'
export type AccessClaims = {
  role: AccessRole
  purchaseId?: string
  reviewerCode?: string
  /** When the token was signed (seconds since the epoch), as verified. */
  issuedAt?: number
}

const ISSUER = 'menopause-mastery-toolkit'
const ALGORITHM = 'HS256'
export const TOKEN_LIFETIME_SECONDS: Record<AccessRole, number> = {
  purchaser: milliseconds({days: PURCHASER_TOKEN_DAYS}) / 1000,
  reviewer: milliseconds({days: 90}) / 1000,
  demo: milliseconds({hours: 24}) / 1000,
}
/** No token is older than the longest life: a purchaser token signed before they expired ends too. */
const MAX_TOKEN_AGE_SECONDS = Math.max(...Object.values(TOKEN_LIFETIME_SECONDS))

const secret = () => requireEnv('ACCESS_TOKEN_SECRET')
const signingKey = (role: 'demo' | 'real', key: string, context: IssuingContext) =>
  new Uint8Array(contextKey(role === 'demo' ? 'demo-access-token' : 'access-token', {secret: key, context}))

const normalCode = (code: string) => code.trim().toUpperCase()

/**
 * How a reviewer token (and the day's grant count) names its code: keyed (HMAC with this context's key), so
 * neither the token nor the store gives a short code away to whoever hashes guesses (docs/threat-model.md).
 */
export const reviewerCodeId = (code: string, {key = secret(), context = issuingContext()} = {}) =>
  createHmac('sha256', contextKey('reviewer-code', {secret: key, context}))
    .update(normalCode(code))
    .digest('hex')
    .slice(0, 32)

/** The unkeyed id reviewer tokens signed before carried: still honoured until they end (90 days after signing). */
const unkeyedReviewerCodeId = (code: string) =>
  createHash('sha256')
    .update(`reviewer-code:${normalCode(code)}`)
    .digest('hex')
    .slice(0, 32)

/** The reviewer codes in force (DECISIONS 17: server configuration, compared upper-cased). */
export const reviewerCodes = () =>
  new Set(
    requireEnv('REVIEWER_CODES')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )

function reviewerCodeIdsInForce(key: string, context: IssuingContext): Set<string> {
  try {
    return new Set(
      [...reviewerCodes()].flatMap((code) => [reviewerCodeId(code, {key, context}), unkeyedReviewerCodeId(code)]),
    )
  } catch (error) {
    if (error instanceof MissingConfigError) return new Set()
    throw error
  }
}

export async function signAccessToken(
  claims: AccessClaims,
  key = secret(),
  now = new Date(),
  {context = issuingContext()}: {context?: IssuingContext} = {},
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const jwt = new SignJWT({
    role: claims.role,
    ...(claims.purchaseId ? {pid: claims.purchaseId} : {}),
    ...(claims.role === 'reviewer' && claims.reviewerCode
      ? {rc: reviewerCodeId(claims.reviewerCode, {key, context})}
      : {}),
  })
    .setProtectedHeader({alg: ALGORITHM})
    .setIssuer(ISSUER)
    .setAudience(context)
    .setIssuedAt(issuedAt)
  jwt.setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS[claims.role])
  return jwt.sign(signingKey(claims.role === 'demo' ? 'demo' : 'real', key, context))
}

export type TokenCheck =
  {claims: AccessClaims; reason?: undefined} | {claims?: undefined; reason: 'expired' | 'invalid'}

async function check(token: string, secretKey: string, now: Date, demo: boolean, context: IssuingContext) {
  const key = signingKey(demo ? 'demo' : 'real', secretKey, context)
  try {
    const {payload} = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: context,
      algorithms: [ALGORITHM],
      currentDate: now,
    })
    // A token signed before every token had an end (`exp`) ends by its age.
    if (payload.exp === undefined && (payload.iat ?? 0) + MAX_TOKEN_AGE_SECONDS <= now.getTime() / 1000)
      return {reason: 'expired'} as const
    const role = payload.role
    const allowed = demo ? role === 'demo' : role === 'purchaser' || role === 'reviewer'
    if (!allowed) return {reason: 'invalid'} as const
    // A reviewer token works only while its code is in force (removing a code revokes its tokens).
    if (
      role === 'reviewer' &&
      !(typeof payload.rc === 'string' && reviewerCodeIdsInForce(secretKey, context).has(payload.rc))
    ) {
      return {reason: 'invalid'} as const
    }
    return {
      claims: {
        role: role as AccessRole,
        ...(typeof payload.pid === 'string' ? {purchaseId: payload.pid} : {}),
        ...(typeof payload.iat === 'number' ? {issuedAt: payload.iat} : {}),
      },
    }
  } catch (error) {
    return {reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid'} as const
  }
}

/**
 * The token's claims, or why not: expired, or invalid (forged, malformed, issued by another deploy context,
 * unknown role, a revoked reviewer code, or a demo token where demo tokens are not allowed).
 */
export async function checkAccessToken(
  token: string,
  {
    key = secret(),
    now = new Date(),
    allowDemo = false,
    context = issuingContext(),
  }: {key?: string; now?: Date; allowDemo?: boolean; context?: IssuingContext} = {},
): Promise<TokenCheck> {
  const real = await check(token, key, now, false, context)
  if (real.claims || real.reason === 'expired' || !allowDemo) return real
  return check(token, key, now, true, context)
}

/** The token's claims, or null when it is forged, expired, malformed, of an unknown role or a refused demo token. */
export async function verifyAccessToken(
  token: string,
  key = secret(),
  now = new Date(),
  {allowDemo = false, context}: {allowDemo?: boolean; context?: IssuingContext} = {},
): Promise<AccessClaims | null> {
  return (await checkAccessToken(token, {key, now, allowDemo, ...(context ? {context} : {})})).claims ?? null
}

/**
 * A purchaser token signed ACCESS_RENEW_AFTER_DAYS ago or more: the toolkit's content comes back with a new one
 * (ACCESS_TOKEN_RENEWED_HEADER), so a purchaser who uses it never meets the end of its life. Reviewer and demo
 * tokens are not renewed: their end is the point.
 */
export const isDueForRenewal = (claims: AccessClaims, now = new Date()) =>
  claims.role === 'purchaser' &&
  claims.purchaseId !== undefined &&
  claims.issuedAt !== undefined &&
  now.getTime() / 1000 - claims.issuedAt >= milliseconds({days: ACCESS_RENEW_AFTER_DAYS}) / 1000

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')
  return match ? match[1] : null
}
