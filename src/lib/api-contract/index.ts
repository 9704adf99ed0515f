/**
 * The API contract shared by the browser (`features/<name>/api.ts`) and the functions (`netlify/functions`):
 * paths, methods, response types and error codes here; zod request schemas in `<area>.schema.ts` (imported
 * by the functions only, so zod stays out of the browser bundle). Each function's `config.path` stays a
 * literal (Netlify reads it statically); tests/architecture/api-contract.test.ts checks it matches.
 */
import {ACCESS_ENDPOINTS} from './access'
import {ASSESSMENT_ENDPOINTS} from './assessment'
import {CONTACT_ENDPOINTS} from './contact'
import {OWNER_ENDPOINTS} from './owner'
import {PAYMENT_ENDPOINTS} from './payments'
import {REFUND_ENDPOINTS} from './refund'
import {REMINDER_ENDPOINTS} from './reminders'
import {TRACKING_ENDPOINTS} from './tracking'
import {UNSUBSCRIBE_ENDPOINTS} from './unsubscribe'

export const API = {
  ...PAYMENT_ENDPOINTS,
  ...REFUND_ENDPOINTS,
  ...ACCESS_ENDPOINTS,
  ...ASSESSMENT_ENDPOINTS,
  ...TRACKING_ENDPOINTS,
  ...REMINDER_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...OWNER_ENDPOINTS,
  ...UNSUBSCRIBE_ENDPOINTS,
} as const

export {type Endpoint} from './endpoint'
export {API_ERRORS, ERROR_CODES, type ApiErrorSpec} from './errors'
