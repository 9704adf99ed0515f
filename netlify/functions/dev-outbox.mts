import type {Config, Context} from '@netlify/functions'
import {store, STORES} from './_shared/blobs'
import {isDemoMode} from './_shared/env'
import {errorResponse, json, rejectMethod, withErrors} from './_shared/http'
import type {OutboxEntry} from './_shared/mail'

/** Local development only: the mails the site would have sent, newest first. */
export default withErrors(async (req: Request, context: Context) => {
  if (!isDemoMode(context)) return errorResponse(404, 'Not found.')
  const wrongMethod = rejectMethod(req, 'GET')
  if (wrongMethod) return wrongMethod
  const outbox = store(STORES.outbox)
  const {blobs} = await outbox.list()
  const keys = blobs.map((blob) => blob.key).sort().reverse()
  const mails = await Promise.all(keys.map((key) => outbox.get(key, {type: 'json'}) as Promise<OutboxEntry>))
  return json(200, {mails})
})

export const config: Config = {path: '/api/dev/outbox', method: 'GET'}
