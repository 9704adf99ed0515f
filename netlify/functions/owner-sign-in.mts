import type {Config, Context} from '@netlify/functions'
import {OWNER_SIGN_IN_LINK_MINUTES} from '../../src/config/owner'
import {API} from '../../src/lib/api-contract'
import {SignInRequest} from '../../src/lib/api-contract/owner.schema'
import {issuingContext} from './_shared/env'
import {answer, errorResponse, readRequest, withErrors} from './_shared/http'
import {isSameOrigin} from './_shared/owner/guard'
import {requestSignIn} from './_shared/owner/session'
import {logError} from './_shared/log'

/** Every address gets this answer: whether it is the coach's is never revealed. */
export const SIGN_IN_ANSWER = `If this is the coach's address, a sign-in link is on its way. It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes.`

/**
 * Step 1 of the coach's sign-in: mails a one-time link to COACH_EMAIL, and to nobody else, at most one per
 * 10 minutes. Every address gets the same answer in the same time (docs/threat-model.md): the answer goes out before any
 * work that depends on the address (checking it, storing the link, mailing it), which runs after it
 * (`context.waitUntil`; awaited where the runtime has none).
 */
export default withErrors(async (req: Request, context?: Context) => {
  const crossOrigin = () =>
    isSameOrigin(req) ? null : errorResponse(403, 'Please sign in from the back office page.', 'cross_origin')
  const parsed = await readRequest(req, API.ownerSignIn, SignInRequest, crossOrigin)
  if (parsed.response) return parsed.response
  const issuer = issuingContext(context)
  const work = () => requestSignIn(parsed.data.email, new Date(), issuer)
  // No address in the log line (docs/threat-model.md).
  const logged = (error: unknown) => logError('Owner sign-in mail failed', error)
  if (context?.waitUntil) context.waitUntil(work().catch(logged))
  else await work()
  return answer(API.ownerSignIn, 'POST', 202, {ok: true, message: SIGN_IN_ANSWER})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/sign-in',
  method: 'POST',
  // Sends mail.
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
