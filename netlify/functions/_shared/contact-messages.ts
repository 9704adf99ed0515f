import {randomUUID} from 'node:crypto'
import {z} from 'zod'
import type {ContactMessage} from '../../../src/lib/api-contract/owner-answers'
import type {ContactMessageBody} from '../../../src/lib/api-contract/contact'
import {recordStore, STORES, unlessUnreadable} from './blobs'
import {isIndexKey, pagedIndex} from './paged-index'
import {pool} from './pool'

/**
 * The contact store: messages as the contact form stores them, keyed `<createdAt>-<id>` (so keys sort in time
 * order and retention can read a message's age from its key), plus when the coach read them, and the index the
 * back office pages through (paged-index.ts, under `index/`).
 */
export type StoredMessage = Omit<ContactMessage, 'readAt'> & {readAt?: string | null}

/** A message as listed (the index's entries): checked against the contract's type, so the two cannot drift. */
const listedMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
}) satisfies z.ZodType<ContactMessage>

/**
 * A stored message: messages stored before the coach could mark them read have no `readAt`. Loose, since markRead
 * writes the record back whole: a field this schema does not name is kept, never dropped.
 */
export const storedMessageSchema = listedMessageSchema
  .extend({readAt: z.string().nullable().optional()})
  .loose() satisfies z.ZodType<StoredMessage>

const records = recordStore(STORES.contact, storedMessageSchema)

export const messageKey = (message: {createdAt: string; id: string}) => `${message.createdAt}-${message.id}`
/** When a message was stored, read from its key. */
export const storedAtOfKey = (key: string) => key.slice(0, 24)
/** The message id a key names (after `<createdAt>-`). */
const idOfKey = (key: string) => key.slice(25)

const listed = (message: StoredMessage): ContactMessage => ({...message, readAt: message.readAt ?? null})

/** The messages as the back office lists them, by message id: newest first, counted and counted unread. */
export const messageIndex = pagedIndex<ContactMessage>({
  store: STORES.contact,
  name: 'messages',
  entry: listedMessageSchema,
  joinedAt: (message) => message.createdAt,
  tally: (message) => ({messages: 1, unread: message.readAt ? 0 : 1}),
  isRecordKey: (key) => !isIndexKey(key),
  async scan() {
    const found = new Map<string, ContactMessage>()
    await pool(await contactMessages.keys(), 16, async (key) => {
      const message = await unlessUnreadable('The messages list', () => records.get(key))
      if (message) found.set(message.id, listed(message))
    })
    return found
  },
})

/**
 * The one door to the contact store: every write keeps the index right, so retention's deletes (by key) and the
 * coach's changes take the message off the list or rewrite it there.
 */
export const contactMessages = {
  get: records.get,
  async set(key: string, message: StoredMessage) {
    await records.set(key, message)
    await messageIndex.upsert(message.id, () => listed(message))
  },
  /** `set` for many messages: the records 16 at a time, then their entries in one batch of the index (`upsertMany`). */
  async setMany(messages: StoredMessage[]) {
    await pool(messages, 16, async (message) => void (await records.set(messageKey(message), message)))
    await messageIndex.upsertMany(messages.map((message) => ({key: message.id, change: () => listed(message)})))
  },
  async delete(key: string) {
    await records.delete(key)
    await messageIndex.remove(idOfKey(key))
  },
  /** The keys of the messages (never the index's), all or those under `prefix` (a day: retention's listing). */
  keys: async (prefix?: string) => (await records.keys(prefix)).filter((key) => !isIndexKey(key)),
}

const newMessage = (input: ContactMessageBody, now: Date) => ({
  ...input,
  id: randomUUID(),
  createdAt: now.toISOString(),
})

/** Stores a contact-form message; `discard` takes it back (a message the coach never got is not kept as received). */
export async function saveContactMessage(input: ContactMessageBody, now: Date) {
  const message = newMessage(input, now)
  const key = messageKey(message)
  await contactMessages.set(key, message)
  return {message, discard: () => contactMessages.delete(key)}
}

/** `saveContactMessage` for many messages at once (the scale bench's seeding), listed in one batch. */
export async function saveContactMessages(messages: {input: ContactMessageBody; now: Date}[]) {
  const stored = messages.map(({input, now}) => newMessage(input, now))
  await contactMessages.setMany(stored)
  return stored
}
