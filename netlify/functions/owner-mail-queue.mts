import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {MailRetryRequest} from '../../src/lib/api-contract/owner.schema'
import {answer, errorResponse, parseBody, withErrors} from './_shared/http'
import {outboxOverview, retryDeadMail} from './_shared/mail-outbox'
import {audit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'

/**
 * The mail outbox as the coach sees it (docs/mail-outbox.md): GET counts the mails waiting to be sent again and lists
 * the ones given up on (recipient, subject, why; never the text); POST `{action: 'retry', id}` tries one again now,
 * written to the audit log.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerMailQueue)
  if (guard.response) return guard.response

  if (req.method === 'GET') return answer(API.ownerMailQueue, 'GET', 200, await outboxOverview())

  const parsed = await parseBody(req, MailRetryRequest)
  if (parsed.response) return parsed.response
  const now = new Date()
  const retried = await retryDeadMail(parsed.data.id, now)
  if (!retried) return errorResponse(404, 'There is no such mail among those given up on.', 'mail_not_found')
  const detail = `${retried.kind} to ${retried.to}: ${retried.result}`
  await audit({action: 'mail-retry', target: parsed.data.id, detail, by: 'owner'}, now)
  return answer(API.ownerMailQueue, 'POST', 200, {result: retried.result})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/mail-queue',
  method: ['GET', 'POST'],
  // A retry mails: throttled even behind the owner session.
  rateLimit: {windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
