import type {Config} from '@netlify/functions'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {DeleteMessage, MarkRead, PageQuery} from '../../src/lib/api-contract/owner.schema'
import {answer, apiError, parseBody, validate, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'
import {deleteMessage, listMessages, markRead} from './_shared/owner/messages'

/** Contact messages: GET a page (newest first, `?cursor=&limit=`, with the unread count), PATCH {id, read}, DELETE {id}. */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerMessages)
  if (guard.response) return guard.response
  if (req.method === 'GET') {
    const query = validate(PageQuery, Object.fromEntries(new URL(req.url).searchParams))
    if (query.response) return query.response
    return answer(API.ownerMessages, 'GET', 200, await listMessages(query.data.cursor, query.data.limit))
  }

  const now = new Date()
  if (req.method === 'PATCH') {
    const parsed = await parseBody(req, MarkRead)
    if (parsed.response) return parsed.response
    if (!(await markRead(parsed.data.id, parsed.data.read, now))) return apiError(API_ERRORS.messageNotFound)
    if (parsed.data.read) await audit({action: 'message-read', target: parsed.data.id}, now)
    return answer(API.ownerMessages, 'PATCH', 200, {ok: true})
  }
  const parsed = await parseBody(req, DeleteMessage)
  if (parsed.response) return parsed.response
  if (!(await deleteMessage(parsed.data.id))) return apiError(API_ERRORS.messageNotFound)
  await audit({action: 'message-delete', target: parsed.data.id}, now)
  return answer(API.ownerMessages, 'DELETE', 200, {ok: true})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/messages', method: ['GET', 'PATCH', 'DELETE']}
