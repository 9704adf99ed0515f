import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {REMINDER_TYPES, TIME_PATTERN} from '../../src/features/reminders/logic'
import {isValidTimeZone} from '../../src/lib/time-zones'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {
  countReminders,
  MAX_REMINDERS_PER_SUBSCRIPTION,
  readStoredReminder,
  readSubscription,
  scheduleReminder,
  subscriptionKey,
  unscheduleReminder,
} from './_shared/push-store'
import {requireAccess} from './_shared/require-access'

// Spec fields plus the subscription endpoint and the browser's IANA time zone (DECISIONS 22).
const ScheduleReminder = z.object({
  id: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'Reminder ids are letters, digits, - and _.'),
  time: z.string().regex(TIME_PATTERN, 'Write the time as HH:MM (24-hour).'),
  title: z.string().trim().min(1, 'Give the reminder a title.').max(100),
  body: z.string().trim().max(300),
  type: z.enum(REMINDER_TYPES),
  enabled: z.boolean(),
  supplement: z.string().trim().max(100).nullish(),
  endpoint: z.url({error: 'Send the push subscription endpoint.'}).max(2048),
  timeZone: z.string().refine(isValidTimeZone, 'Send an IANA time zone such as Europe/London.'),
})

const tooMany = () =>
  errorResponse(409, `You can have up to ${MAX_REMINDERS_PER_SUBSCRIPTION} reminders on in one browser. Turn one off first.`, 'reminder_limit')

/** Enabling puts the reminder on the daily schedule at the subscriber's local time; disabling takes it off. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const access = await requireAccess(req)
  if (access.response) return access.response
  const parsed = await parseBody(req, ScheduleReminder)
  if (parsed.response) return parsed.response

  const {endpoint, timeZone, enabled, supplement, ...reminder} = parsed.data
  const sub = subscriptionKey(endpoint)
  if (!enabled) {
    await unscheduleReminder(sub, reminder.id)
    return json(200, {ok: true, enabled: false})
  }
  if (!(await readSubscription(sub))) {
    return errorResponse(404, 'Turn on notifications in this browser before scheduling reminders.', 'subscription_not_found')
  }
  const isNew = !(await readStoredReminder(sub, reminder.id))
  if (isNew && (await countReminders(sub)) >= MAX_REMINDERS_PER_SUBSCRIPTION) return tooMany()
  const record = await scheduleReminder({...reminder, enabled, ...(supplement ? {supplement} : {})}, sub, timeZone, new Date())
  // Two requests racing for the last place both see it free: count again and take back this one if over.
  if (isNew && (await countReminders(sub)) > MAX_REMINDERS_PER_SUBSCRIPTION) {
    await unscheduleReminder(sub, reminder.id)
    return tooMany()
  }
  return json(200, {ok: true, enabled: true, nextDue: record.nextDue})
})

export const config: Config = {path: '/api/schedule-reminder', method: 'POST'}
