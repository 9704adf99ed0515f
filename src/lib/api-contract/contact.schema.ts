import {z} from 'zod'
import {emailField} from './fields.schema'

const text = (label: string, max: number) =>
  z
    .string({error: `Enter ${label}.`})
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max} characters.`)

export const ContactMessage = z.object({
  name: text('your name', 200),
  email: emailField,
  subject: text('a subject', 200),
  message: text('a message', 5000),
})
export type ContactMessageBody = z.input<typeof ContactMessage>

export const EmailCapture = z.object({
  email: emailField,
  source: z.string({error: 'Say which form sent the email.'}).trim().min(1, 'Say which form sent the email.').max(64),
})
export type EmailCaptureBody = z.input<typeof EmailCapture>
