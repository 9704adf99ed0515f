import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {ContactMessage} from '../../src/lib/api-contract/contact.schema'
import {saveContactMessage} from './_shared/contact-messages'
import {requireEnv} from './_shared/env'
import {answer, readRequest, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'
import {contactMail} from './_shared/mail-templates/contact'

/** Contact form (/contact): stores the message and mails it to the coach; reply goes to the sender. */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.contact, ContactMessage)
  if (parsed.response) return parsed.response

  const coach = requireEnv('COACH_EMAIL')
  const {message, discard} = await saveContactMessage(parsed.data, new Date())
  const mail = {to: coach, replyTo: message.email, transactional: true, ...contactMail(message)}
  // A mail server that cannot take it now leaves it in the mail outbox (sent later, once); nothing half-done: a
  // message that could be neither sent nor queued is not kept as received.
  await sendMail(mail, {undo: discard, queue: {kind: 'contact', key: `contact:${message.id}`}})
  return answer(API.contact, 'POST', 201, {ok: true})
})

export const config: Config = {
  path: '/api/contact',
  method: 'POST',
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
