import {randomUUID} from 'node:crypto'
import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {MAX_ASSESSMENT_RECOMMENDATIONS, SEVERITY_MAX, SEVERITY_MIN} from '../../src/config/site'
import {deleteAssessment, saveAssessment} from './_shared/assessments'
import {emailField} from './_shared/email'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'

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

/** What the submitting browser kept: the id, when it was made, and the deletion key. */
const Deletion = z.object({
  id: z.uuid('Send the id of the assessment.'),
  createdAt: z.iso.datetime('Send when the assessment was made.'),
  deletionKey: z.string().min(1, 'Send the deletion key.').max(100),
})

/**
 * POST stores a completed symptom assessment (the stats function counts them by day) and returns its
 * deletion key; DELETE removes it with that key. No assessment and a wrong key get the same answer.
 */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST', 'DELETE')
  if (wrongMethod) return wrongMethod

  if (req.method === 'DELETE') {
    const parsed = await parseBody(req, Deletion)
    if (parsed.response) return parsed.response
    const {id, createdAt, deletionKey} = parsed.data
    return (await deleteAssessment(id, createdAt, deletionKey))
      ? json(200, {deleted: true})
      : errorResponse(404, 'No assessment can be deleted with this key.', 'assessment_not_found')
  }

  const parsed = await parseBody(req, Submission)
  if (parsed.response) return parsed.response
  return json(201, await saveAssessment(parsed.data, randomUUID(), new Date()))
})

export const config: Config = {
  path: '/api/symptom-assessment',
  method: ['POST', 'DELETE'],
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
