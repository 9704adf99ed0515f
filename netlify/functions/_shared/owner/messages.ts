import {store, STORES} from '../blobs'
import {updateJSON} from '../conditional-update'
import {contactMessages, messageIndex, messageKey, storedMessageSchema} from '../contact-messages'

/** A page of the messages, newest first, with how many there are and how many are unread. */
export async function listMessages(cursor: string | undefined, limit: number) {
  const {items, nextCursor, totals} = await messageIndex.page(cursor, limit)
  return {messages: items, nextCursor, totals: {messages: totals.messages ?? 0, unread: totals.unread ?? 0}}
}

/** The store key of a listed message (the index knows its time and id); null when it is not listed. */
async function keyOf(id: string): Promise<string | null> {
  const listed = await messageIndex.find(id)
  return listed ? messageKey(listed) : null
}

/** Marks a message read (or unread again); false when there is no such message. */
export async function markRead(id: string, read: boolean, now: Date): Promise<boolean> {
  const key = await keyOf(id)
  if (!key) return false
  // Conditional (docs/threat-model.md): a message deleted meanwhile (by the coach or retention) is not written back.
  const changed = await updateJSON(store(STORES.contact), key, storedMessageSchema, (message) => {
    if (!message) return {result: null}
    const next = {...message, readAt: read ? now.toISOString() : null}
    return {next, result: next}
  })
  if (!changed) return false
  await messageIndex.upsert(id, (listed) => (listed ? {...listed, readAt: changed.readAt} : listed))
  return true
}

export async function deleteMessage(id: string): Promise<boolean> {
  const key = await keyOf(id)
  if (!key) return false
  await contactMessages.delete(key)
  return true
}
