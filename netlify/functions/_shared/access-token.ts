import {jwtVerify, SignJWT} from 'jose'
import {requireEnv} from './env'

/**
 * Signed access tokens (DECISIONS 15–19): the only proof of access the functions accept.
 * A purchaser's token never expires (lifetime access); reviewer and demo tokens do.
 */
export type AccessRole = 'purchaser' | 'reviewer' | 'demo'
export type AccessClaims = {role: AccessRole; purchaseId?: string}

const ISSUER = 'menopause-mastery-toolkit'
const ALGORITHM = 'HS256'
export const TOKEN_LIFETIME_SECONDS: Record<AccessRole, number | null> = {
  purchaser: null,
  reviewer: 90 * 24 * 60 * 60,
  demo: 24 * 60 * 60,
}

const keyOf = (secret: string) => new TextEncoder().encode(secret)
const secret = () => requireEnv('ACCESS_TOKEN_SECRET')

export async function signAccessToken(claims: AccessClaims, key = secret(), now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const jwt = new SignJWT({role: claims.role, ...(claims.purchaseId ? {pid: claims.purchaseId} : {})})
    .setProtectedHeader({alg: ALGORITHM})
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
  const lifetime = TOKEN_LIFETIME_SECONDS[claims.role]
  if (lifetime !== null) jwt.setExpirationTime(issuedAt + lifetime)
  return jwt.sign(keyOf(key))
}

/** The token's claims, or null when it is forged, expired, malformed or of an unknown role. */
export async function verifyAccessToken(token: string, key = secret(), now = new Date()): Promise<AccessClaims | null> {
  try {
    const {payload} = await jwtVerify(token, keyOf(key), {issuer: ISSUER, algorithms: [ALGORITHM], currentDate: now})
    const role = payload.role
    if (role !== 'purchaser' && role !== 'reviewer' && role !== 'demo') return null
    return {role, ...(typeof payload.pid === 'string' ? {purchaseId: payload.pid} : {})}
  } catch {
    return null
  }
}

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')
  return match ? match[1] : null
}
