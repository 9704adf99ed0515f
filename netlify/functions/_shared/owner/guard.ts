import {OWNER_SESSION_COOKIE, OWNER_SESSION_HOURS} from '../../../../src/config/owner'
import type {Endpoint} from '../../../../src/lib/api-contract'
import {optionalEnv} from '../env'
import {errorResponse, refuseRequest} from '../http'
import {isValidSession} from './session'

/**
 * `__Host-` requires `Path=/`, so the browser also sends it with pages (static files) and the other functions;
 * only the owner API reads it. HttpOnly keeps it from scripts, SameSite=Strict from other sites' requests.
 */
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict'

export const sessionCookie = (sessionId: string) =>
  `${OWNER_SESSION_COOKIE}=${sessionId}; Max-Age=${OWNER_SESSION_HOURS * 3600}; ${COOKIE_ATTRIBUTES}`

export const clearedSessionCookie = () => `${OWNER_SESSION_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`

/** The owner session id carried by the request's cookie, if any. */
export function sessionIdOf(req: Request): string | null {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === OWNER_SESSION_COOKIE) return value.join('=') || null
  }
  return null
}

/**
 * A state change must come from the site itself. Browsers send Sec-Fetch-Site (pages cannot forge it):
 * when present it must say same-origin. Otherwise the Origin header must name this site (SITE_URL) or
 * the origin the request was addressed to. A request with neither is refused (fail closed).
 */
export function isSameOrigin(req: Request): boolean {
  const fetchSite = req.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = req.headers.get('origin')
  if (!origin) return false
  const allowed = new Set([new URL(req.url).origin])
  const site = optionalEnv('SITE_URL')
  if (site) allowed.add(new URL(site).origin)
  return allowed.has(origin)
}

type Guarded = {sessionId: string; response?: undefined} | {sessionId?: undefined; response: Response}

/** 401 unless the request carries a valid owner session; 403 for a cross-origin state change. */
export async function requireOwner(req: Request, now = new Date()): Promise<Guarded> {
  const sessionId = sessionIdOf(req)
  if (!sessionId || !(await isValidSession(sessionId, now))) {
    return {response: errorResponse(401, 'Please sign in to the back office.', 'owner_session_required')}
  }
  if (!['GET', 'HEAD'].includes(req.method) && !isSameOrigin(req)) {
    return {response: errorResponse(403, 'This change must come from the back office itself.', 'cross_origin')}
  }
  return {sessionId}
}

/** The front of a back-office handler: the endpoint's method guard (405), then the owner session (401/403). */
export async function guardOwnerRequest(req: Request, endpoint: Pick<Endpoint, 'methods'>): Promise<Guarded> {
  const refused = await refuseRequest(req, endpoint)
  return refused ? {response: refused} : requireOwner(req)
}
