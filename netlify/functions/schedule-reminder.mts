import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {ScheduleReminder} from '../../src/lib/api-contract/reminders.schema'
import {answer, errorResponse, parseBody, refuseRequest, withErrors} from './_shared/http'
import {countReminders, readStoredReminder, scheduleReminder, unscheduleReminder} from './_shared/push-store/schedule'
import {channelKeyOf} from './_shared/push-store/mail-channel-keys'
import {MAX_REMINDERS_PER_SUBSCRIPTION} from './_shared/push-store/records'
import {ownsSubscription} from './_shared/push-store/subscriptions'
import {readSubscription} from './_shared/push-store/keys'
import {requireAccess, requireDataOwner} from './_shared/require-access'

const notSubscribed = () =>
  errorResponse(404, 'Turn on notifications in this browser before scheduling reminders.', 'subscription_not_found')
const tooMany = () =>
  errorResponse(
    409,
    `You can have up to ${MAX_REMINDERS_PER_SUBSCRIPTION} reminders on in one browser. Turn one off first.`,
    'reminder_limit',
  )

/** Enabling puts the reminder on the daily schedule at the subscriber's local time; disabling takes it off. */
export default withErrors(async (req: Request) => {
  // Turning a reminder off needs only her own token, whatever became of her order (docs/threat-model.md); on needs paid access.
  const refused = await refuseRequest(req, API.scheduleReminder)
  if (refused) return refused
  const caller = await requireDataOwner(req)
  if (caller.response) return caller.response
  const parsed = await parseBody(req, ScheduleReminder)
  if (parsed.response) return parsed.response

  const {endpoint, timeZone, enabled, supplement, ...reminder} = parsed.data
  const sub = await channelKeyOf(endpoint)
  // Bound to its owner (DECISIONS 47): only who saved the subscription turns its reminders on or off.
  const owns = await ownsSubscription(sub, caller.owner)
  if (!enabled && !owns) return notSubscribed()
  if (!enabled) {
    await unscheduleReminder(sub, reminder.id)
    return answer(API.scheduleReminder, 'POST', 200, {ok: true, enabled: false})
  }
  const access = await requireAccess(req)
  if (access.response) return access.response
  if (!owns || !(await readSubscription(sub))) return notSubscribed()
  const isNew = !(await readStoredReminder(sub, reminder.id))
  if (isNew && (await countReminders(sub)) >= MAX_REMINDERS_PER_SUBSCRIPTION) return tooMany()
  const record = await scheduleReminder(
    {...reminder, enabled, ...(supplement ? {supplement} : {})},
    sub,
    timeZone,
    new Date(),
  )
  // Two requests racing for the last place both see it free: count again and take back this one if over.
  if (isNew && (await countReminders(sub)) > MAX_REMINDERS_PER_SUBSCRIPTION) {
    await unscheduleReminder(sub, reminder.id)
    return tooMany()
  }
  return answer(API.scheduleReminder, 'POST', 200, {ok: true, enabled: true, nextDue: record.nextDue})
})

export const config: Config = {
  path: '/api/schedule-reminder',
  method: 'POST',
  // Each reminder grows storage and the sends of a run.
  rateLimit: {windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
