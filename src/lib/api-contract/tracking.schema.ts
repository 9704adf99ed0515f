import {z} from 'zod'
import {TRACKING_RANGES} from '../../config/tracking'
import {MRS_ITEM_COUNT, MRS_MAX_RATING} from '../health/menopause-rating-scale'
import {emailField} from './fields.schema'
import {MAX_TRACKING_NOTES_LENGTH, trackingDateProblem} from './tracking-limits'

const trackableDate = z.string().superRefine((date, ctx) => {
  const problem = trackingDateProblem(date, new Date())
  if (problem) ctx.addIssue({code: 'custom', message: problem})
})
const ranged = (range: {min: number; max: number; step: number}) =>
  z
    .number()
    .min(range.min)
    .max(range.max)
    .refine((value) => Number.isInteger((value - range.min) / range.step), `Use steps of ${range.step}.`)

/** The original POST body; `mood` and `sleep` repeat the symptoms' values at the top level. */
export const Entry = z.object({
  email: emailField,
  date: trackableDate,
  symptoms: z.object({
    hotFlashes: ranged(TRACKING_RANGES.hotFlashes),
    sleep: ranged(TRACKING_RANGES.sleep),
    mood: ranged(TRACKING_RANGES.mood),
    energy: ranged(TRACKING_RANGES.energy),
  }),
  notes: z
    .string()
    .max(MAX_TRACKING_NOTES_LENGTH, `Keep notes under ${MAX_TRACKING_NOTES_LENGTH} characters.`)
    .default(''),
  /** Bleeding or spotting that day: after menopause it raises the bleeding card (DECISIONS 45). */
  bleeding: z.boolean().default(false),
  /** That bleeding was not one she expected on her HRT: it raises its own card (docs/health-rules.md). */
  bleedingOnHrt: z.boolean().default(false),
  /** Her notes of that day go on the appointment summary. */
  notesForDoctor: z.boolean().default(false),
  mood: z.number().optional(),
  sleep: z.number().optional(),
})
export type TrackingEntryBody = z.input<typeof Entry>

/** The GET and DELETE query. */
export const Lookup = z.object({
  email: emailField,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a yyyy-MM-dd date.')
    .optional(),
})

/** `{email}` asks for a one-time link; `{code}` redeems it. */
export const Recovery = z.union([
  z.object({email: emailField}).strict(),
  z.object({code: z.string().min(10, 'Send the code of the link.').max(200)}).strict(),
])
export type TrackerRecoveryBody = z.input<typeof Recovery>

/** A Menopause Rating Scale score she took (docs/health-rules.md): her 11 ratings 0–4, on her calendar day. */
export const ScoreBody = z.object({
  email: emailField,
  date: trackableDate,
  answers: z
    .array(z.number().int('Rate each symptom 0–4.').min(0).max(MRS_MAX_RATING))
    .length(MRS_ITEM_COUNT, `Rate all ${MRS_ITEM_COUNT} symptoms.`),
})
export type SymptomScoreBody = z.input<typeof ScoreBody>
