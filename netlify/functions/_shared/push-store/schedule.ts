import {reminderPayload, type Reminder} from '../../../../src/lib/reminders/logic'
import {nextOccurrence} from '../../../../src/lib/time-zones'
import {readRecord} from '../blobs'
import {backOff, createOnce, updateJSON} from '../conditional-update'
import {chunkOf, fingerprint, shardOf, slotOf} from '../push-schedule'
import {KEYS, listKeys, nonEmpty, readSubscription, reminders, sameReminder, subscriptions, updateJson} from './keys'
import {
  slotSchema,
  storedReminderSchema,
  subscriptionKey,
  type ChannelRecord,
  type PushSubscriptionRecord,
  type ScheduledReminder,
  type SlotEntry,
  type StoredReminder,
} from './records'
import {readChunk} from './run-state'

/** Her reminders and the daily slot index the sender reads (record first, then its slot: a half-done write never sends). */

export const readSlot = async (key: string) => (await readRecord(reminders(), key, slotSchema)) ?? []

/** Puts a reminder into a slot (replacing an older copy) and checks it is there, since an emptied slot may have been deleted meanwhile. */
async function addToSlot(slot: string, entry: SlotEntry) {
  const key = KEYS.slot(slot, shardOf(entry.sub))
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await updateJson(reminders(), key, slotSchema, (entries) => [
      ...(entries ?? []).filter((other) => !sameReminder(other, entry)),
      entry,
    ])
    if ((await readSlot(key)).some((other) => sameReminder(other, entry))) return
    await backOff(attempt)
  }
  throw new Error(`Could not index reminder ${entry.id} in ${key}`)
}

const removeFromSlot = (slot: string, reminder: {sub: string; id: string}) =>
  updateJson(reminders(), KEYS.slot(slot, shardOf(reminder.sub)), slotSchema, (entries) =>
    nonEmpty((entries ?? []).filter((other) => !sameReminder(other, reminder))),
  )

const slotEntry = (record: StoredReminder, subscription: ChannelRecord): SlotEntry => ({
  sub: record.sub,
  id: record.id,
  time: record.time,
  timeZone: record.timeZone,
  payload: reminderPayload(record),
  subscription,
})

/** Puts the channel as stored now into the slot entries of each of its reminders (a new key, a confirmation). */
export async function refreshSlotEntries(sub: string, subscription: ChannelRecord) {
  for (const key of await listKeys(reminders(), KEYS.reminder(sub))) {
    const record = await readRecord(reminders(), key, storedReminderSchema)
    if (record) await addToSlot(record.slot, slotEntry(record, subscription))
  }
}

/** The slot and shard keys under some slot prefixes ('HH:mm' or 'HH:'). */
export async function listSlots(prefixes: string[]) {
  const keys = (await Promise.all(prefixes.map((prefix) => listKeys(reminders(), `due/${prefix}`)))).flat()
  return keys.map((key) => ({key, slot: key.split('/')[1], shard: key.split('/')[2]}))
}

/**
 * Schedules many reminders at once, one write per slot blob (for the throughput bench and data migrations;
 * the page schedules one at a time). Subscriptions are stored without an owner.
 */
export async function importReminders(
  items: Array<{subscription: PushSubscriptionRecord; reminder: Reminder; timeZone: string}>,
  now: Date,
) {
  const bySlot = new Map<string, SlotEntry[]>()
  await Promise.all(
    items.map(async ({subscription, reminder, timeZone}) => {
      const sub = subscriptionKey(subscription.endpoint)
      const record: StoredReminder = {
        ...reminder,
        enabled: true,
        sub,
        timeZone,
        slot: slotOf(nextOccurrence(reminder.time, timeZone, now)),
        scheduledAt: now.toISOString(),
      }
      await subscriptions().setJSON(KEYS.subscription(sub), subscription)
      await reminders().setJSON(KEYS.reminder(sub, reminder.id), record)
      const key = KEYS.slot(record.slot, shardOf(sub))
      bySlot.set(key, [...(bySlot.get(key) ?? []), slotEntry(record, subscription)])
    }),
  )
  for (const [key, entries] of bySlot) {
    await updateJson(reminders(), key, slotSchema, (current) => [
      ...(current ?? []).filter((entry) => !entries.some((added) => sameReminder(added, entry))),
      ...entries,
    ])
  }
}

// ── Reminders ──────────────────────────────────────────────────────────────────────────────────

export const readStoredReminder = (sub: string, id: string) =>
  readRecord(reminders(), KEYS.reminder(sub, id), storedReminderSchema)

export const countReminders = async (sub: string) => (await listKeys(reminders(), KEYS.reminder(sub))).length

/**
 * The stored reminder and when it goes out next: its next occurrence after it was scheduled that no chunk has
 * done yet (sent, or skipped as too late).
 */
export async function readReminder(sub: string, id: string): Promise<ScheduledReminder | null> {
  const record = await readStoredReminder(sub, id)
  if (!record) return null
  const isDone = async (occurrence: Date) =>
    (await readChunk(chunkOf(occurrence, sub)))?.record?.done.includes(fingerprint(record, occurrence)) ?? false
  let next = nextOccurrence(record.time, record.timeZone, new Date(record.scheduledAt))
  for (let day = 0; day < 3 && (await isDone(next)); day += 1) next = nextOccurrence(record.time, record.timeZone, next)
  return {...record, nextDue: next.toISOString()}
}

/** Puts a reminder on the daily schedule at its next local time: record first, then its slot (a half-done write never sends). */
export async function scheduleReminder(
  reminder: Reminder,
  sub: string,
  timeZone: string,
  now: Date,
): Promise<ScheduledReminder> {
  const subscription = await readSubscription(sub)
  if (!subscription) throw new Error(`No subscription ${sub}`)
  const nextDue = nextOccurrence(reminder.time, timeZone, now)
  const record: StoredReminder = {
    ...reminder,
    enabled: true,
    sub,
    timeZone,
    slot: slotOf(nextDue),
    scheduledAt: now.toISOString(),
  }
  const previous = await updateJSON<StoredReminder, StoredReminder | null>(
    reminders(),
    KEYS.reminder(sub, reminder.id),
    storedReminderSchema,
    (current) => ({next: record, result: current}),
  )
  await addToSlot(record.slot, slotEntry(record, subscription))
  if (previous && previous.slot !== record.slot) await removeFromSlot(previous.slot, record)
  return (await readReminder(sub, reminder.id)) ?? {...record, nextDue: nextDue.toISOString()}
}

/** Takes a reminder off the schedule: its slot entry first (a half-done removal never sends), then the record and claims. */
export async function unscheduleReminder(sub: string, id: string, now = new Date()) {
  const existing = await readStoredReminder(sub, id)
  if (!existing) return false
  await removeFromSlot(existing.slot, existing)
  // After a DST move that died half-way the entry may also sit in the slot of its next occurrence.
  const current = slotOf(nextOccurrence(existing.time, existing.timeZone, now))
  if (current !== existing.slot) await removeFromSlot(current, existing)
  await reminders().delete(KEYS.reminder(sub, id))
  await Promise.all((await listKeys(reminders(), KEYS.claims(sub, id))).map((key) => reminders().delete(key)))
  return true
}

/** Moves a reminder to another slot after DST changed its UTC minute: new slot, record, then the old slot. */
export async function moveReminder(entry: SlotEntry, from: string, to: string) {
  const record = await readStoredReminder(entry.sub, entry.id)
  if (!record || record.slot !== from) return
  await addToSlot(to, entry)
  const moved = await updateJSON<StoredReminder, boolean>(
    reminders(),
    KEYS.reminder(entry.sub, entry.id),
    storedReminderSchema,
    (current) => (current && current.slot === from ? {next: {...current, slot: to}, result: true} : {result: false}),
  )
  if (moved) await removeFromSlot(from, entry)
}

/** Takes every reminder of a channel off the schedule, with the claims of the previous design (it is being deleted). */
export async function deleteReminders(sub: string) {
  for (const key of await listKeys(reminders(), KEYS.reminder(sub)))
    await unscheduleReminder(sub, key.slice(KEYS.reminder(sub).length))
  await Promise.all((await listKeys(reminders(), KEYS.claims(sub))).map((key) => reminders().delete(key)))
}

/**
 * Copies a channel's reminders to the key it moves to (mail-channel-keys.ts), each with its slot entry. A reminder
 * the new key has already (a move cut short, then done again) stays as it is there and is indexed again.
 */
export async function copyReminders(from: string, to: string, channel: ChannelRecord) {
  for (const key of await listKeys(reminders(), KEYS.reminder(from))) {
    const record = await readRecord(reminders(), key, storedReminderSchema)
    if (!record) continue
    await createOnce(reminders(), KEYS.reminder(to, record.id), {...record, sub: to})
    const copied = await readStoredReminder(to, record.id)
    if (copied) await addToSlot(copied.slot, slotEntry(copied, channel))
  }
}
