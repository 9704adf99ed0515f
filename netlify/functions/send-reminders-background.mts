import {errorResponse, json, rejectMethod, withErrors} from './_shared/http'
import {sendShard} from './_shared/push-send'
import {SIGNATURE_HEADER, verifyWorkerRequest} from './_shared/push-workers'

/**
 * Background function (the `-background` suffix: Netlify answers 202 at once and lets it run up to 15 minutes):
 * sends one shard of a busy minute for send-reminders. Only signed jobs from the scheduler are accepted.
 */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const verified = verifyWorkerRequest(await req.text(), req.headers.get(SIGNATURE_HEADER))
  if (!verified) return errorResponse(401, 'Only the reminder scheduler may start this worker.', 'invalid_signature')

  const summary = await sendShard(verified.job, verified.now)
  console.log('send-reminders-background', verified.job.shard, JSON.stringify(summary))
  return json(200, summary)
})
