import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {Redeem, SignOut} from '../../src/lib/api-contract/owner.schema'
import {answer, errorResponse, parseBody, refuseRequest, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {clearedSessionCookie, isSameOrigin, requireOwner, sessionCookie, sessionIdOf} from './_shared/owner/guard'
import {redeemSignIn, revokeAllSessions, revokeSession} from './_shared/owner/session'
import {closeSetupCode} from './_shared/owner/setup-code'

/**
 * GET: 200 {owner: true} with a valid session, else 200 {owner: false} (a question, not a protected resource:
 * a 401 here put an error in the console of every visit to a back-office page). POST {token}: redeems a mailed
 * sign-in link and sets the session cookie. DELETE: signs out (this session, or every session).
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.ownerSession)
  if (refused) return refused
  const now = new Date()

  if (req.method === 'POST') {
    if (!isSameOrigin(req)) return errorResponse(403, 'Please open the sign-in link in this browser.', 'cross_origin')
    const parsed = await parseBody(req, Redeem)
    if (parsed.response) return parsed.response
    const session = await redeemSignIn(parsed.data.token, now)
    if (!session)
      return errorResponse(
        401,
        'This sign-in link has expired or was already used. Ask for a new one.',
        'sign_in_link_invalid',
      )
    await audit({action: 'sign-in'}, now)
    await closeSetupCode(now)
    return answer(API.ownerSession, 'POST', 200, {owner: true}, {'Set-Cookie': sessionCookie(session.sessionId)})
  }

  const guard = await requireOwner(req, now)
  if (guard.response) {
    const refusal = req.method === 'GET' ? answer(API.ownerSession, 'GET', 200, {owner: false}) : guard.response
    // A stale cookie is cleared, so the browser stops sending it.
    if (sessionIdOf(req)) refusal.headers.append('Set-Cookie', clearedSessionCookie())
    return refusal
  }
  if (req.method === 'GET') return answer(API.ownerSession, 'GET', 200, {owner: true})

  const parsed = await parseBody(req, SignOut)
  if (parsed.response) return parsed.response
  if (parsed.data.everywhere) await revokeAllSessions()
  else await revokeSession(guard.sessionId)
  await audit({action: parsed.data.everywhere ? 'sign-out-everywhere' : 'sign-out'}, now)
  return answer(API.ownerSession, 'DELETE', 200, {owner: false}, {'Set-Cookie': clearedSessionCookie()})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/session',
  method: ['GET', 'POST', 'DELETE'],
  // Checks a (long, random) sign-in code.
  rateLimit: {windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
