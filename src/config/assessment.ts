import {milliseconds} from 'date-fns/milliseconds'

/** The symptom assessment's rules: apart from site.ts, so pages load them with the assessment only. */

/** Symptom assessment: 4 steps, severity 1–5, up to 5 recommendations, saved progress kept 24 h. */
export const ASSESSMENT_STEP_COUNT = 4
export const SEVERITY_MIN = 1
export const SEVERITY_MAX = 5
export const MAX_ASSESSMENT_RECOMMENDATIONS = 5
export const ASSESSMENT_PROGRESS_TTL_MS = milliseconds({hours: 24})
/** Personalised recommendation card: at most 4 items. */
export const MAX_PERSONALISED_ITEMS = 4
