import type {Config, Context} from '@netlify/functions'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {isDemoMode} from './_shared/env'
import {answer, apiError, refuseRequest, withErrors} from './_shared/http'
import {readOutbox} from './_shared/mail'

/** Local development only: the mails the site would have sent, newest first. */
export default withErrors(async (req: Request, context: Context) => {
  if (!isDemoMode(context)) return apiError(API_ERRORS.notFound)
  const refused = await refuseRequest(req, API.devOutbox)
  if (refused) return refused
  return answer(API.devOutbox, 'GET', 200, {mails: await readOutbox()})
})

export const config: Config = {path: '/api/dev/outbox', method: 'GET'}
