import type {ContactMessage} from '../../../../src/features/owner/logic/types'
import {store, STORES} from '../blobs'

/** Contact messages as the contact form stores them (key `<createdAt>-<id>`), plus when the coach read them. */
type StoredMessage = Omit<ContactMessage, 'readAt'> & {readAt?: string | null}

async function entries(): Promise<{key: string; message: StoredMessage}[]> {
  const contact = store(STORES.contact)
  const {blobs} = await contact.list()
  const found = await Promise.all(blobs.map(async (blob) => ({key: blob.key, message: (await contact.get(blob.key, {type: 'json'})) as StoredMessage | null})))
  return found.filter((entry): entry is {key: string; message: StoredMessage} => entry.message !== null)
}

/** Unread first, then newest first. */
export async function listMessages(): Promise<ContactMessage[]> {
  return (await entries())
    .map(({message}) => ({...message, readAt: message.readAt ?? null}))
    .sort((a, b) => Number(Boolean(a.readAt)) - Number(Boolean(b.readAt)) || b.createdAt.localeCompare(a.createdAt))
}

const findEntry = async (id: string) => (await entries()).find((entry) => entry.message.id === id) ?? null

/** Marks a message read (or unread again); false when there is no such message. */
export async function markRead(id: string, read: boolean, now: Date): Promise<boolean> {
  const entry = await findEntry(id)
  if (!entry) return false
  await store(STORES.contact).setJSON(entry.key, {...entry.message, readAt: read ? now.toISOString() : null})
  return true
}

export async function deleteMessage(id: string): Promise<boolean> {
  const entry = await findEntry(id)
  if (!entry) return false
  await store(STORES.contact).delete(entry.key)
  return true
}
