import {randomUUID} from 'node:crypto'
import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {MAX_ASSESSMENT_RECOMMENDATIONS, SEVERITY_MAX, SEVERITY_MIN} from '../../src/config/site'
import {assessmentKey} from './_shared/assessments'
import {store, STORES} from './_shared/blobs'
import {emailField} from './_shared/email'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use content ids such as "hot-flashes".')

/** Spec §7 body: email or null, chosen symptom ids, severity 1–5 per chosen symptom, up to 5 supplement ids, phase. */
const Submission = z
  .object({
    email: emailField.nullable(),
    symptoms: z.array(slug).min(1, 'Choose at least one symptom.').max(60),
    severity: z.record(slug, z.number().int().min(SEVERITY_MIN).max(SEVERITY_MAX)),
    recommendations: z.array(slug).max(MAX_ASSESSMENT_RECOMMENDATIONS),
    phase: z.enum(['perimenopause', 'menopause', 'postmenopause']).nullable(),
  })
  .refine((s) => Object.keys(s.severity).every((id) => s.symptoms.includes(id)), {
    message: 'Rate only symptoms you chose.',
    path: ['severity'],
  })

/** Stores a completed symptom assessment; the stats function counts them by day. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, Submission)
  if (parsed.response) return parsed.response

  const now = new Date()
  const id = randomUUID()
  await store(STORES.assessments).setJSON(assessmentKey(now, id), {...parsed.data, createdAt: now.toISOString()})
  return json(201, {id, createdAt: now.toISOString()})
})

export const config: Config = {
  path: '/api/symptom-assessment',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
