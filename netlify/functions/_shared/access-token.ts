import {createHash} from 'node:crypto'
import {errors, jwtVerify, SignJWT} from 'jose'
import {requireEnv} from './env'
import {milliseconds} from 'date-fns'

/**
 * Signed access tokens (DECISIONS 15–19, 26–27): the only proof of access the functions accept.
 * A purchaser's token names its order (`pid`) and lives as long as the order stays paid (checked on
 * every premium request); reviewer and demo tokens expire. Demo tokens are signed with a key derived
 * from the secret for demo use only, so a demo token is never valid where demo mode is off.
 */
export type AccessRole = 'purchaser' | 'reviewer' | 'demo'
export type AccessClaims = {role: AccessRole; purchaseId?: string}

const ISSUER = 'menopause-mastery-toolkit'
const ALGORITHM = 'HS256'
export const TOKEN_LIFETIME_SECONDS: Record<AccessRole, number | null> = {
  purchaser: null,
  reviewer: milliseconds({days: 90}) / 1000,
  demo: milliseconds({hours: 24}) / 1000,
}

const keyOf = (secret: string) => new TextEncoder().encode(secret)
/** The demo signing key: another key than the real tokens', derived so no extra setting is needed. */
const demoKeyOf = (secret: string) => keyOf(createHash('sha256').update(`demo-access-token:${secret}`).digest('hex'))
const secret = () => requireEnv('ACCESS_TOKEN_SECRET')

export async function signAccessToken(claims: AccessClaims, key = secret(), now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const jwt = new SignJWT({role: claims.role, ...(claims.purchaseId ? {pid: claims.purchaseId} : {})})
    .setProtectedHeader({alg: ALGORITHM})
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
  const lifetime = TOKEN_LIFETIME_SECONDS[claims.role]
  if (lifetime !== null) jwt.setExpirationTime(issuedAt + lifetime)
  return jwt.sign(claims.role === 'demo' ? demoKeyOf(key) : keyOf(key))
}

export type TokenCheck =
  {claims: AccessClaims; reason?: undefined} | {claims?: undefined; reason: 'expired' | 'invalid'}

async function check(token: string, key: Uint8Array, now: Date, demo: boolean): Promise<TokenCheck> {
  try {
    const {payload} = await jwtVerify(token, key, {issuer: ISSUER, algorithms: [ALGORITHM], currentDate: now})
    const role = payload.role
    const allowed = demo ? role === 'demo' : role === 'purchaser' || role === 'reviewer'
    if (!allowed) return {reason: 'invalid'}
    return {claims: {role: role as AccessRole, ...(typeof payload.pid === 'string' ? {purchaseId: payload.pid} : {})}}
  } catch (error) {
    return {reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid'}
  }
}

/**
 * The token's claims, or why not: expired, or invalid (forged, malformed, unknown role, or a demo
 * token where demo tokens are not allowed).
 */
export async function checkAccessToken(
  token: string,
  {key = secret(), now = new Date(), allowDemo = false} = {},
): Promise<TokenCheck> {
  const real = await check(token, keyOf(key), now, false)
  if (real.claims || real.reason === 'expired' || !allowDemo) return real
  return check(token, demoKeyOf(key), now, true)
}

/** The token's claims, or null when it is forged, expired, malformed, of an unknown role or a refused demo token. */
export async function verifyAccessToken(
  token: string,
  key = secret(),
  now = new Date(),
  {allowDemo = false} = {},
): Promise<AccessClaims | null> {
  return (await checkAccessToken(token, {key, now, allowDemo})).claims ?? null
}

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')
  return match ? match[1] : null
}
