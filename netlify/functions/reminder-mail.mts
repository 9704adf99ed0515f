import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {ReminderMail} from '../../src/lib/api-contract/reminders.schema'
import {answer, errorResponse, withErrors} from './_shared/http'
import {saveMailChannel, touchChannel} from './_shared/push-store/mail-channels'
import {channelKeyOf} from './_shared/push-store/mail-channel-keys'
import {sendReminderConfirmation} from './_shared/reminder-mail'
import {readAuthorizedRequest} from './_shared/require-access'
import {isSuppressed} from './_shared/suppression'

/**
 * Daily reminders by email where push cannot reach (DECISIONS 39). `subscribe` stores her address as a channel
 * (her own, under the owner's cap) and answers its endpoint; the address is pending and gets a confirmation link
 * (double opt-in, DECISIONS 39) unless she confirmed it already. An address another owner holds changes nothing until
 * it follows its link; confirmation mails per address are capped a day (DECISIONS 47). `status` tells the page whether that channel is still
 * stored (an unsubscribe link or retention may have deleted it) and confirmed, and refreshes when it was last seen.
 * A reminder is shown as on only while this answers confirmed.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.reminderMail, ReminderMail)
  if (parsed.response) return parsed.response
  const {owner} = parsed
  const now = new Date()

  if (parsed.data.action === 'status') {
    const state = await touchChannel(await channelKeyOf(parsed.data.endpoint), owner, now)
    return answer(API.reminderMail, 'POST', 200, {confirmed: state === 'confirmed', pending: state === 'pending'})
  }
  // An address that unsubscribed from all our mail would get nothing: say so instead of a false "on".
  if (await isSuppressed(parsed.data.email))
    return errorResponse(
      409,
      'This address unsubscribed from our emails, so reminders would not reach it. Please use another address or contact support.',
      'address_unsubscribed',
    )
  const channel = await saveMailChannel(parsed.data.email, owner, now)
  switch (channel.state) {
    case 'confirmed':
      return answer(API.reminderMail, 'POST', 200, {confirmed: true, pending: false, endpoint: channel.endpoint})
    case 'limited':
      return errorResponse(
        429,
        'We have sent this address all the confirmation emails it gets in one day. Please use the link in one of them, or try again tomorrow.',
        'confirmation_limit',
      )
    case 'declined':
      return errorResponse(
        409,
        'This address told us it did not ask for reminder emails, so we are not sending it confirmations for now. Please use another address.',
        'address_declined',
      )
    case 'pending':
      await sendReminderConfirmation(parsed.data.email, channel.sub, channel.nonce, now)
      return answer(API.reminderMail, 'POST', 202, {confirmed: false, pending: true, endpoint: channel.endpoint})
  }
})

export const config: Config = {
  path: '/api/reminder-mail',
  method: 'POST',
  // It mails a confirmation link to the address it is given (DECISIONS 39).
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
