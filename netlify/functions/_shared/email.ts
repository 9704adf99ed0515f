import {createHash} from 'node:crypto'
import {normalizeEmail} from '../../../src/lib/api-contract/fields.schema'

// The request field lives in the API contract; the functions' modules import both from here.
export {emailField, normalizeEmail} from '../../../src/lib/api-contract/fields.schema'

/** Storage key for records kept per email address: a hash, so keys never expose the address. */
export const emailKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex')
