import {randomUUID} from 'node:crypto'
import type {ContactMessageBody} from '../../../src/lib/api-contract/contact'
import {store, STORES} from './blobs'

/** The contact store's key of a message: `<createdAt>-<id>`, so a listing is in time order (retention relies on it). */
const messageKey = (message: {createdAt: string; id: string}) => `${message.createdAt}-${message.id}`

/** Stores a contact-form message; `discard` takes it back (a message the coach never got is not kept as received). */
export async function saveContactMessage(input: ContactMessageBody, now: Date) {
  const message = {...input, id: randomUUID(), createdAt: now.toISOString()}
  const key = messageKey(message)
  await store(STORES.contact).setJSON(key, message)
  return {message, discard: () => store(STORES.contact).delete(key)}
}
