import {createHmac} from 'node:crypto'
import {normalizeEmail} from '../../../src/lib/api-contract/fields.schema'
import {siteWideKey} from './keys'
import {sha256Hex} from './sha256'

// The request field lives in the API contract; the functions' modules import both from here.
export {emailField, normalizeEmail} from '../../../src/lib/api-contract/fields.schema'

/**
 * An address's id wherever one is stored or linked (the email list's keys, unsubscribe links, outbox keys): a keyed
 * hash (HMAC-SHA256, keys.ts) of the normalised address, so neither a leaked store nor a forwarded link can be matched
 * against a list of known addresses (docs/threat-model.md).
 */
export const addressId = (email: string) =>
  createHmac('sha256', siteWideKey('address-id')).update(normalizeEmail(email)).digest('hex')

/** The key of an address's records in a store kept per address: its id, under a prefix no earlier key has. */
export const addressKey = (email: string) => addressKeyOfId(addressId(email))
export const addressKeyOfId = (id: string) => `address/${id}`

/**
 * The key earlier versions stored an address's records under, and their unsubscribe links carried: the address's
 * bare SHA-256, which anyone holding a list of addresses can match (docs/threat-model.md). Read only, to move what is
 * still there (email-list.ts) and to honour links already in inboxes; never written for a new record.
 */
export const legacyAddressKey = (email: string) => sha256Hex(normalizeEmail(email))
export const isLegacyAddressKey = (key: string) => /^[0-9a-f]{64}$/.test(key)
