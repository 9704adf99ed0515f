import {randomUUID} from 'node:crypto'
import type {ContactMessage} from '../../../src/lib/api-contract/owner-answers'
import type {ContactMessageBody} from '../../../src/lib/api-contract/contact'
import {recordStore, STORES} from './blobs'

/**
 * The contact store: messages as the contact form stores them, keyed `<createdAt>-<id>` (so keys sort in time
 * order and retention can read a message's age from its key), plus when the coach read them.
 */
export type StoredMessage = Omit<ContactMessage, 'readAt'> & {readAt?: string | null}
export const contactMessages = recordStore<StoredMessage>(STORES.contact)

const messageKey = (message: {createdAt: string; id: string}) => `${message.createdAt}-${message.id}`
/** When a message was stored, read from its key. */
export const storedAtOfKey = (key: string) => key.slice(0, 24)

/** Stores a contact-form message; `discard` takes it back (a message the coach never got is not kept as received). */
export async function saveContactMessage(input: ContactMessageBody, now: Date) {
  const message = {...input, id: randomUUID(), createdAt: now.toISOString()}
  const key = messageKey(message)
  await contactMessages.set(key, message)
  return {message, discard: () => contactMessages.delete(key)}
}
