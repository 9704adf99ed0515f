import {EXIT_INTENT_SOURCE} from '../../config/site'
import {API} from '../../lib/api-contract'
import type {EmailCaptureBody, OkResult} from '../../lib/api-contract/contact'
import {apiJson} from '../../lib/api-client'

/** POST /api/email-capture from the exit-intent pop-up: the function mails the survival guide (DECISIONS 21). */
export function captureExitIntentEmail(email: string) {
  const body: EmailCaptureBody = {email, source: EXIT_INTENT_SOURCE}
  return apiJson<OkResult>('POST', API.emailCapture.path, body)
}
