import type {Config} from '@netlify/functions'
import {OWNER_SIGN_IN_LINK_MINUTES} from '../../src/config/owner'
import {API} from '../../src/lib/api-contract'
import {SignInRequest} from '../../src/lib/api-contract/owner.schema'
import {errorResponse, json, readRequest, withErrors} from './_shared/http'
import {isSameOrigin} from './_shared/owner/guard'
import {requestSignIn} from './_shared/owner/session'

/** Every address gets this answer: whether it is the coach's is never revealed. */
export const SIGN_IN_ANSWER = `If this is the coach's address, a sign-in link is on its way. It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes.`

/** Step 1 of the coach's sign-in: mails a one-time link to COACH_EMAIL, and to nobody else. */
export default withErrors(async (req: Request) => {
  const crossOrigin = () =>
    isSameOrigin(req) ? null : errorResponse(403, 'Please sign in from the back office page.', 'cross_origin')
  const parsed = await readRequest(req, API.ownerSignIn, SignInRequest, crossOrigin)
  if (parsed.response) return parsed.response
  await requestSignIn(parsed.data.email, new Date())
  return json(202, {ok: true, message: SIGN_IN_ANSWER})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/sign-in',
  method: 'POST',
  // Sends mail.
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
