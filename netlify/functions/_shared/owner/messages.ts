import type {ContactMessage} from '../../../../src/lib/api-contract/owner-answers'
import {store, STORES} from '../blobs'
import {updateJSON} from '../conditional-update'
import {contactMessages} from '../contact-messages'

const entries = async () => (await contactMessages.entries()).map(({key, record}) => ({key, message: record}))

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
  // Conditional (docs/threat-model.md): a message deleted meanwhile (by the coach or retention) is not written back.
  return updateJSON<ContactMessage, boolean>(store(STORES.contact), entry.key, (message) =>
    message ? {next: {...message, readAt: read ? now.toISOString() : null}, result: true} : {result: false},
  )
}

export async function deleteMessage(id: string): Promise<boolean> {
  const entry = await findEntry(id)
  if (!entry) return false
  await contactMessages.delete(entry.key)
  return true
}
