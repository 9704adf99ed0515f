import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {Recovery} from '../../src/lib/api-contract/tracking.schema'
import {answer, errorResponse, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'
import {trackerKeyRecoveryMail} from './_shared/mail-templates/tracker-key-recovery'
import {readAuthorizedRequest} from './_shared/require-access'
import {redeemTrackerKeyRecovery, startTrackerKeyRecovery} from './_shared/tracking'

/**
 * Asked for from the tracker by the person herself, like a receipt: no list mail, so no unsubscribe. Wanted now, in the
 * tab she asked from (QUEUED_MAIL_KINDS): not queued, a mail server that cannot take it answers her with an error.
 */
const recoveryMail = (email: string, code: string) => ({
  to: email,
  transactional: true,
  ...trackerKeyRecoveryMail({code}),
})

/**
 * Replaces a lost tracker key. `{email}` mails a one-time link to that address when this access
 * has a tracker for it (the answer is the same either way); `{code}` redeems the link once, for the same access.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.trackerKeyRecovery, Recovery)
  if (parsed.response) return parsed.response
  const {owner} = parsed
  const now = new Date()

  if ('email' in parsed.data) {
    const code = await startTrackerKeyRecovery(owner, parsed.data.email, now)
    if (code) await sendMail(recoveryMail(parsed.data.email, code))
    return answer(API.trackerKeyRecovery, 'POST', 202, {ok: true})
  }
  const redeemed = await redeemTrackerKeyRecovery(owner, parsed.data.code, now)
  return redeemed
    ? answer(API.trackerKeyRecovery, 'POST', 200, redeemed, {'Cache-Control': 'no-store'})
    : errorResponse(
        403,
        'This link has expired or was already used. Ask for a new one from the tracker.',
        'invalid_tracker_link',
      )
})

export const config: Config = {
  path: '/api/symptom-tracking/key-recovery',
  method: 'POST',
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
