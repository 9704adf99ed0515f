import type {Config} from '@netlify/functions'
import {TRACKER_RECOVERY_LINK_MINUTES} from '../../src/config/retention'
import {ROUTES, TRACKER_LINK_PARAM} from '../../src/config/site'
import {API} from '../../src/lib/api-contract'
import {Recovery} from '../../src/lib/api-contract/tracking.schema'
import {bearerToken} from './_shared/access-token'
import {requireEnv} from './_shared/env'
import {errorResponse, json, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'
import {readAuthorizedRequest} from './_shared/require-access'
import {redeemTrackerKeyRecovery, startTrackerKeyRecovery, trackingOwner} from './_shared/tracking'

/** Asked for from the tracker by the person herself, like a receipt: no list mail, so no unsubscribe. */
function recoveryMail(email: string, code: string) {
  const link = `${requireEnv('SITE_URL').replace(/\/$/, '')}${ROUTES.toolkit}?${TRACKER_LINK_PARAM}=${encodeURIComponent(code)}#tracking`
  return {
    to: email,
    transactional: true,
    subject: 'Open your symptom tracker in this browser',
    text: `Someone (hopefully you) asked to open the symptom tracker entries of this address in a new browser.\n\nOpen this link in the browser where you use the toolkit, within ${TRACKER_RECOVERY_LINK_MINUTES} minutes:\n${link}\n\nThe link works once. The browser that used your tracker before will no longer open your entries. If you did not ask for this, ignore this email: nothing changes.`,
  }
}

/**
 * Replaces a lost tracker key. `{email}` mails a one-time link to that address when this access
 * has a tracker for it (the answer is the same either way); `{code}` redeems the link once, for the same access.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.trackerKeyRecovery, Recovery)
  if (parsed.response) return parsed.response
  const owner = trackingOwner(parsed.claims, bearerToken(req) as string)
  const now = new Date()

  if ('email' in parsed.data) {
    const code = await startTrackerKeyRecovery(owner, parsed.data.email, now)
    if (code) await sendMail(recoveryMail(parsed.data.email, code))
    return json(202, {ok: true})
  }
  const redeemed = await redeemTrackerKeyRecovery(owner, parsed.data.code, now)
  return redeemed
    ? json(200, redeemed, {'Cache-Control': 'no-store'})
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
