import type {Config} from '@netlify/functions'
import {ROUTES} from '../../src/config/site'
import {API} from '../../src/lib/api-contract'
import {unsubscribe} from './_shared/email-list'
import {answer, errorResponse, refuseRequest, withErrors} from './_shared/http'
import {
  declineReminderMail,
  NOT_ME_TOKEN_PREFIX,
  REMINDER_TOKEN_PREFIX,
  unsubscribeReminderMail,
} from './_shared/reminder-mail'

/** The token from the link's query (RFC 8058 one-click POST, and GET) or from the landing page's JSON body. */
async function tokenOf(req: Request): Promise<string | null> {
  const fromQuery = new URL(req.url).searchParams.get('token')
  if (fromQuery || req.method !== 'POST' || !req.headers.get('content-type')?.includes('application/json'))
    return fromQuery
  try {
    const body = (await req.json()) as {token?: unknown}
    return typeof body.token === 'string' ? body.token : null
  } catch {
    return null
  }
}

/**
 * Unsubscribe (DECISIONS 28; reminder mail, DECISIONS 39). POST unsubscribes: mail clients' one-click POST (`List-Unsubscribe=One-Click`)
 * and the landing page both land here; doing it again changes nothing. GET never unsubscribes (link scanners
 * open links): it sends the browser to the landing page, which asks with a POST.
 */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.unsubscribe)
  if (refused) return refused
  const token = await tokenOf(req)
  if (req.method === 'GET') {
    const page = `${ROUTES.unsubscribe}${token ? `?token=${encodeURIComponent(token)}` : ''}`
    return new Response(null, {status: 303, headers: {Location: page, 'Cache-Control': 'no-store'}})
  }
  // Reminder mail (DECISIONS 39) has its own tokens: they stop those reminders, not every list mail; so does the
  // "this wasn't me" of a reminder confirmation (DECISIONS 47).
  const notMe = token?.startsWith(NOT_ME_TOKEN_PREFIX) ?? false
  const reminders = notMe || (token?.startsWith(REMINDER_TOKEN_PREFIX) ?? false)
  const result = !token
    ? null
    : notMe
      ? await declineReminderMail(token, new Date())
      : reminders
        ? await unsubscribeReminderMail(token)
        : await unsubscribe(token, new Date())
  if (!result)
    return errorResponse(
      400,
      'This unsubscribe link is not valid. Please use the link in your latest email.',
      'invalid_unsubscribe_link',
    )
  return answer(API.unsubscribe, 'POST', 200, {
    unsubscribed: true,
    alreadyUnsubscribed: result.alreadyUnsubscribed,
    ...(reminders ? {list: 'reminders'} : {}),
  })
})

export const config: Config = {
  path: '/api/unsubscribe',
  method: ['GET', 'POST'],
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
