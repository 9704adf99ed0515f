import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {store, STORES} from './_shared/blobs'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {emailField, emailKey} from './_shared/email'

const EmailCapture = z.object({
  email: emailField,
  source: z.string({error: 'Say which form sent the email.'}).trim().min(1, 'Say which form sent the email.').max(64),
})

type CaptureRecord = {email: string; sources: string[]; createdAt: string; updatedAt: string}

/** Stores an email left on a form; one record per address, remembering every form it came from. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, EmailCapture)
  if (parsed.response) return parsed.response

  const {email, source} = parsed.data
  const captures = store(STORES.emailCaptures)
  const key = emailKey(email)
  const now = new Date().toISOString()
  const existing = (await captures.get(key, {type: 'json'})) as CaptureRecord | null
  const record: CaptureRecord = existing
    ? {...existing, sources: [...new Set([...existing.sources, source])], updatedAt: now}
    : {email, sources: [source], createdAt: now, updatedAt: now}
  await captures.setJSON(key, record)
  return json(existing ? 200 : 201, {ok: true})
})

export const config: Config = {path: '/api/email-capture', method: 'POST'}
