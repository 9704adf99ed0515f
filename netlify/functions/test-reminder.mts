import type {Config} from '@netlify/functions'
import {reminderPayload} from '../../src/lib/reminders/logic'
import {TEST_REMINDER} from '../../src/lib/reminders/messages'
import {API, ERROR_CODES} from '../../src/lib/api-contract'
import {TestReminder} from '../../src/lib/api-contract/reminders.schema'
import {answer, errorResponse, withErrors} from './_shared/http'
import {sendPush} from './_shared/push-send'
import {channelKeyOf} from './_shared/push-store/mail-channel-keys'
import {isConfirmedMailChannel, isMailChannel} from './_shared/push-store/records'
import {ownsSubscription} from './_shared/push-store/subscriptions'
import {readSubscription} from './_shared/push-store/keys'
import {sendReminderMail} from './_shared/reminder-mail'
import {readAuthorizedRequest} from './_shared/require-access'

const notFound = () =>
  errorResponse(
    404,
    'Reminders are not set up for this browser any more. Turn them on again first.',
    'subscription_not_found',
  )

/**
 * "Send a test reminder": through the server and the channel's own way, so it proves what a real
 * reminder would do: a push message to her browser's push service, or an email to her reminder address.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.testReminder, TestReminder)
  if (parsed.response) return parsed.response
  const sub = await channelKeyOf(parsed.data.endpoint)
  const channel = await readSubscription(sub)
  if (!channel || !(await ownsSubscription(sub, parsed.owner))) return notFound()

  // Double opt-in (DECISIONS 39): nothing goes to an address before she confirmed it.
  if (isMailChannel(channel) && !isConfirmedMailChannel(channel))
    return errorResponse(
      409,
      'Confirm your address first: follow the link in the email we sent you.',
      ERROR_CODES.addressNotConfirmed,
    )
  const payload = reminderPayload({id: 'test', type: 'custom', ...TEST_REMINDER})
  const outcome = isMailChannel(channel)
    ? await sendReminderMail(sub, channel, payload, {test: true})
    : await sendPush(channel, payload)
  if (outcome === 'sent')
    return answer(API.testReminder, 'POST', 200, {ok: true, via: isMailChannel(channel) ? 'mail' : 'push'})
  if (outcome === 'gone') return notFound()
  return errorResponse(
    502,
    'The test reminder could not be sent just now. Please try again in a minute.',
    'send_failed',
  )
})

export const config: Config = {
  path: '/api/test-reminder',
  method: 'POST',
  // Each call sends a push message or a mail.
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
