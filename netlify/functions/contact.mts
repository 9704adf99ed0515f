import {randomUUID} from 'node:crypto'
import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {store, STORES} from './_shared/blobs'
import {emailField} from './_shared/email'
import {requireEnv} from './_shared/env'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'

const text = (label: string, max: number) =>
  z.string({error: `Enter ${label}.`}).trim().min(1, `Enter ${label}.`).max(max, `Keep ${label} under ${max} characters.`)

const ContactMessage = z.object({
  name: text('your name', 200),
  email: emailField,
  subject: text('a subject', 200),
  message: text('a message', 5000),
})

/** Contact form (spec /contact): stores the message and mails it to the coach; reply goes to the sender. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, ContactMessage)
  if (parsed.response) return parsed.response

  const coach = requireEnv('COACH_EMAIL')
  const message = {...parsed.data, id: randomUUID(), createdAt: new Date().toISOString()}
  const messages = store(STORES.contact)
  const key = `${message.createdAt}-${message.id}`
  await messages.setJSON(key, message)
  try {
    await sendMail({
      to: coach,
      replyTo: message.email,
      subject: `Contact form: ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}`,
    })
  } catch (error) {
    // Nothing half-done: a message the coach never got is not kept as received.
    await messages.delete(key)
    throw error
  }
  return json(201, {ok: true})
})

export const config: Config = {
  path: '/api/contact',
  method: 'POST',
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
