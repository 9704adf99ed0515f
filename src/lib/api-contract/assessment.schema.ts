import {z} from 'zod'
import {MAX_ASSESSMENT_RECOMMENDATIONS, SEVERITY_MAX, SEVERITY_MIN} from '../../config/assessment'
import {emailField} from './fields.schema'

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use content ids such as "hot-flashes".')

/** The assessment body: email or null, chosen symptom ids, severity 1–5 per chosen symptom, up to 5 supplement ids, phase. */
export const Submission = z
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
export type AssessmentSubmissionBody = z.input<typeof Submission>

/** What the submitting browser kept: the id, when it was made, and the deletion key. */
export const Deletion = z.object({
  id: z.uuid('Send the id of the assessment.'),
  createdAt: z.iso.datetime('Send when the assessment was made.'),
  deletionKey: z.string().min(1, 'Send the deletion key.').max(100),
})
export type AssessmentDeletion = z.input<typeof Deletion>
