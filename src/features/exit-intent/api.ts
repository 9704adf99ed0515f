import {EXIT_INTENT_SOURCE} from '../../config/site'
import {API} from '../../lib/api-contract'
import type {EmailCaptureBody} from '../../lib/api-contract/contact'
import {apiJson} from '../../lib/api-client'

/**
 * POST /api/email-capture from a form that offers the survival guide (the exit-intent pop-up by default, or the
 * landing page's inline offer): the function mails the guide (DECISIONS 21).
 */
export function captureGuideEmail(email: string, source: string = EXIT_INTENT_SOURCE) {
  const body: EmailCaptureBody = {email, source}
  return apiJson(API.emailCapture, 'POST', body)
}
