import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {store, STORES} from './_shared/blobs'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {emailField, emailKey} from './_shared/email'
import {requireEnv} from './_shared/env'
import {sendMail} from './_shared/mail'
import {EXIT_INTENT_SOURCE} from '../../src/config/site'

const EmailCapture = z.object({
  email: emailField,
  source: z.string({error: 'Say which form sent the email.'}).trim().min(1, 'Say which form sent the email.').max(64),
})

type CaptureRecord = {email: string; sources: string[]; createdAt: string; updatedAt: string}

/** DECISIONS 21: the 'Menopause Survival Guide' the exit-intent pop-up offers, sent for real. */
function survivalGuideMail(email: string) {
  const url = requireEnv('SURVIVAL_GUIDE_URL')
  return {
    to: email,
    subject: 'Your free Menopause Survival Guide',
    text: `Thank you for asking for the Menopause Survival Guide.\n\nRead it here: ${url}\n\nIt is general information, not medical advice: talk to your healthcare provider before changing supplements or medicines.`,
  }
}

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
  // The exit-intent pop-up promises the free guide: send it before recording, so a failed send stores nothing.
  if (source === EXIT_INTENT_SOURCE) await sendMail(survivalGuideMail(email))
  const record: CaptureRecord = existing
    ? {...existing, sources: [...new Set([...existing.sources, source])], updatedAt: now}
    : {email, sources: [source], createdAt: now, updatedAt: now}
  await captures.setJSON(key, record)
  return json(existing ? 200 : 201, {ok: true})
})

export const config: Config = {
  path: '/api/email-capture',
  method: 'POST',
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
