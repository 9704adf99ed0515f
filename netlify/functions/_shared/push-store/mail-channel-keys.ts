import {createOnce} from '../conditional-update'
import {movesDone} from '../legacy-key-moves'
import {KEYS, listKeys, readSubscription, subscriptions} from './keys'
import {isMailChannel, legacyMailChannelKey, MAIL_ENDPOINT_PREFIX, subscriptionKey} from './records'
import {copyReminders} from './schedule'
import {copyOwner, deleteSubscription} from './subscriptions'

/**
 * Mail channels move from the bare hash earlier versions keyed them by to their keyed one (records.ts
 * `subscriptionKey`; docs/threat-model.md "Identifiers of an address"): when her page names the channel, when a link
 * mailed before the move is followed, and in the nightly retention run. Everything is written under the new key
 * before the old one is deleted, and nothing the new key holds already is overwritten, so a move cut short is simply
 * done again.
 */

/** Records kept per address beside the channel, copied as they are. */
const SIDE_RECORDS = [KEYS.mailChannel, KEYS.claim, KEYS.confirmMails, KEYS.declined]

async function moveMailChannel(from: string, to: string) {
  const channel = await readSubscription(from)
  if (!channel || !isMailChannel(channel)) return false
  const blobs = subscriptions()
  await createOnce(blobs, KEYS.subscription(to), channel)
  await copyOwner(from, to)
  for (const keyOf of SIDE_RECORDS) {
    const value = await blobs.get(keyOf(from))
    if (value !== null && (await blobs.get(keyOf(to))) === null) await blobs.set(keyOf(to), value)
  }
  await copyReminders(from, to, (await readSubscription(to)) ?? channel)
  await deleteSubscription(from)
  await Promise.all([blobs.delete(KEYS.confirmMails(from)), blobs.delete(KEYS.declined(from))])
  return true
}

/**
 * A channel's key from the endpoint her page keeps; a mail channel still under its earlier key moves first, until
 * the nightly run has moved them all.
 */
export async function channelKeyOf(endpoint: string) {
  const sub = subscriptionKey(endpoint)
  if (endpoint.startsWith(MAIL_ENDPOINT_PREFIX) && !(await movesDone('mailChannels')))
    await moveMailChannel(legacyMailChannelKey(endpoint), sub)
  return sub
}

/**
 * The channel a link names, by its key now: a link mailed before the move carries the earlier key. A channel still
 * under it moves now; one that moved already is found among the mail channels (a rare, old link: no record of the
 * earlier keys is kept, which would name the address again).
 */
export async function currentChannelKey(sub: string) {
  const channel = await readSubscription(sub)
  if (channel) {
    const current = isMailChannel(channel) ? subscriptionKey(channel.endpoint) : sub
    if (current !== sub) await moveMailChannel(sub, current)
    return current
  }
  for (const other of await mailChannelKeys()) {
    const record = await readSubscription(other)
    if (record && isMailChannel(record) && legacyMailChannelKey(record.endpoint) === sub) return other
  }
  return sub
}

const mailChannelKeys = async () =>
  (await listKeys(subscriptions(), KEYS.mailChannel())).map((key) => key.slice(KEYS.mailChannel().length))

/** The nightly run's share: moves every mail channel still under its earlier key; answers how many moved. */
export async function moveLegacyMailChannels() {
  let moved = 0
  for (const sub of await mailChannelKeys()) {
    const record = await readSubscription(sub)
    if (record && isMailChannel(record) && subscriptionKey(record.endpoint) !== sub)
      moved += Number(await moveMailChannel(sub, subscriptionKey(record.endpoint)))
  }
  return moved
}
