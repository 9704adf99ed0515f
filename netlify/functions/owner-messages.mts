import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {requireOwner} from './_shared/owner/guard'
import {deleteMessage, listMessages, markRead} from './_shared/owner/messages'

const MarkRead = z.object({id: z.string().uuid('Not a message id.'), read: z.boolean()})
const Delete = z.object({id: z.string().uuid('Not a message id.')})

/** Contact messages: GET (unread first), PATCH {id, read}, DELETE {id}. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'GET', 'PATCH', 'DELETE')
  if (wrongMethod) return wrongMethod
  const guard = await requireOwner(req)
  if (guard.response) return guard.response
  if (req.method === 'GET') return json(200, {messages: await listMessages()})

  const now = new Date()
  if (req.method === 'PATCH') {
    const parsed = await parseBody(req, MarkRead)
    if (parsed.response) return parsed.response
    if (!(await markRead(parsed.data.id, parsed.data.read, now))) return errorResponse(404, 'There is no such message.', 'message_not_found')
    if (parsed.data.read) await audit({action: 'message-read', target: parsed.data.id}, now)
    return json(200, {ok: true})
  }
  const parsed = await parseBody(req, Delete)
  if (parsed.response) return parsed.response
  if (!(await deleteMessage(parsed.data.id))) return errorResponse(404, 'There is no such message.', 'message_not_found')
  await audit({action: 'message-delete', target: parsed.data.id}, now)
  return json(200, {ok: true})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/messages', method: ['GET', 'PATCH', 'DELETE']}
