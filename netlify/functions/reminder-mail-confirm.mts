import type {Config} from '@netlify/functions'
import {API, ERROR_CODES} from '../../src/lib/api-contract'
import {ReminderMailConfirm} from '../../src/lib/api-contract/reminders.schema'
import {answer, errorResponse, readRequest, withErrors} from './_shared/http'
import {confirmReminderMail} from './_shared/reminder-mail'

/**
 * Double opt-in of the daily reminder email (DECISIONS 39): the confirmation page posts the token of the mailed link.
 * A valid link confirms its address once; an expired, invalid or used link gets its own answer and changes nothing.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.reminderMailConfirm, ReminderMailConfirm)
  if (parsed.response) return parsed.response
  const outcome = await confirmReminderMail(parsed.data.token, new Date())
  switch (outcome) {
    case 'confirmed':
      return answer(API.reminderMailConfirm, 'POST', 200, {confirmed: true}, {'Cache-Control': 'no-store'})
    case 'expired':
      return errorResponse(
        410,
        'This confirmation link has expired. Ask for reminder emails again on the reminders page to get a new one.',
        ERROR_CODES.reminderLinkExpired,
      )
    case 'used':
      return errorResponse(
        409,
        'This confirmation link was already used, or a newer one replaced it. Open the reminders page to see whether your reminder emails are on.',
        ERROR_CODES.reminderLinkUsed,
      )
    case 'gone':
    case 'invalid':
      return errorResponse(
        400,
        'This confirmation link is not valid. Please use the link in your latest email, or ask for reminder emails again.',
        ERROR_CODES.reminderLinkInvalid,
      )
  }
})

export const config: Config = {
  path: '/api/reminder-mail/confirm',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
