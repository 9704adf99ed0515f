import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {OWNER_SIGN_IN_LINK_MINUTES} from '../../src/config/owner'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {isSameOrigin} from './_shared/owner/guard'
import {requestSignIn} from './_shared/owner/session'

// Only compared with COACH_EMAIL, so any address shape is accepted (the local default is coach@localhost).
const SignInRequest = z.object({
  email: z.string({error: 'Enter your email address.'}).trim().max(254).regex(/^[^\s@]+@[^\s@]+$/, 'Enter your email address.'),
})

/** Every address gets this answer: whether it is the coach's is never revealed. */
export const SIGN_IN_ANSWER = `If this is the coach's address, a sign-in link is on its way. It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes.`

/** Step 1 of the coach's sign-in: mails a one-time link to COACH_EMAIL, and to nobody else. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  if (!isSameOrigin(req)) return errorResponse(403, 'Please sign in from the back office page.', 'cross_origin')
  const parsed = await parseBody(req, SignInRequest)
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
