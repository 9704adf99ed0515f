import {createHmac} from 'node:crypto'
import {z} from 'zod'
import {readRecord, store, STORES} from './blobs'
import {addressKey, legacyAddressKey} from './email'
import {siteWideKey} from './keys'
import {createOnce} from './conditional-update'

/**
 * The suppression list (docs/threat-model.md, DECISIONS 28): every address that unsubscribed, kept after retention has
 * removed the address itself, so it never comes back into a list export or a mail that is not a receipt.
 * Keyed by a keyed hash (HMAC-SHA256, key derived from ACCESS_TOKEN_SECRET with HKDF for this purpose only, the
 * same in every deploy context so an address stays suppressed everywhere, keys.ts) of the key the address's capture
 * has (`addressKey`, email.ts), the form the unsubscribe link names, so a link whose address is already gone still
 * suppresses it. Entries made from earlier links are taken over the earlier, unkeyed key (`legacyAddressKey`): an
 * address is suppressed when either of its two entries is there. Nothing here expires, and retention never deletes it.
 */
const suppressionKey = () => siteWideKey('suppression-list')

/** The list's id of an address's capture key (`addressKey`, or an earlier version's `legacyAddressKey`). */
export const suppressionIdOfKey = (captureKey: string) =>
  createHmac('sha256', suppressionKey()).update(captureKey).digest('hex')
/** The list's two ids of an address (normalised first): the one new links make and the one earlier links made. */
export const suppressionIdsOf = (email: string) => [addressKey(email), legacyAddressKey(email)].map(suppressionIdOfKey)

const list = () => store(STORES.suppression)
/** An entry: since when the address is suppressed (`since` may be missing; it then reads as suppressed always). */
const entrySchema = z.object({since: z.string().optional()})

/** Adds the address of this capture key to the list (again: nothing changes). */
export async function suppressKey(captureKey: string, now: Date) {
  await createOnce(list(), suppressionIdOfKey(captureKey), {since: now.toISOString()})
}

/** Since when the address is suppressed (the earlier of its two entries), or null when it is not (two reads at once). */
export async function suppressedSince(email: string): Promise<string | null> {
  const found = await Promise.all(suppressionIdsOf(email).map((id) => readRecord(list(), id, entrySchema)))
  const since = found.filter((entry) => entry !== null).map((entry) => entry.since ?? new Date(0).toISOString())
  return since.length ? since.sort()[0] : null
}

export const isSuppressed = async (email: string) => (await suppressedSince(email)) !== null

/**
 * Every page of the list goes through this: an entry whose address is on the suppression list is marked
 * unsubscribed (since when it was suppressed), whatever the records it was built from say (two reads per address
 * of the page not already unsubscribed, in parallel).
 */
export async function applySuppression<T extends {email: string; unsubscribedAt: string | null}>(
  entries: T[],
): Promise<T[]> {
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.unsubscribedAt) return entry
      const since = await suppressedSince(entry.email)
      return since ? {...entry, unsubscribedAt: since} : entry
    }),
  )
}

/** The ids of every entry on the list (`suppressionIdsOf`), from one listing: an export leaves these addresses out. */
export const suppressedIds = async () => new Set((await list().list()).blobs.map((blob) => blob.key))
