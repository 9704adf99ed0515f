import {createHash} from 'node:crypto'
import {z} from 'zod'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Storage key for records kept per email address: a hash, so keys never expose the address. */
export const emailKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex')

/** An email field of a request body: trimmed, lower-cased, checked. */
export const emailField = z
  .string({error: 'Enter your email address.'})
  .trim()
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform(normalizeEmail)
