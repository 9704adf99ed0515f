import {z} from 'zod'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** An email field of a request body: trimmed, lower-cased, checked. */
export const emailField = z
  .string({error: 'Enter your email address.'})
  .trim()
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform(normalizeEmail)
