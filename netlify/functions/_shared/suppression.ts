import {createHmac} from 'node:crypto'
import {z} from 'zod'
import {readRecord, store, STORES} from './blobs'
import {emailKey} from './email'
import {siteWideKey} from './keys'
import {createOnce} from './conditional-update'

/**
 * The suppression list (docs/threat-model.md, DECISIONS 28): every address that unsubscribed, kept after retention has
 * removed the address itself, so it never comes back into a list export or a mail that is not a receipt.
 * Keyed by a keyed hash (HMAC-SHA256, key derived from ACCESS_TOKEN_SECRET with HKDF for this purpose only, the
 * same in every deploy context so an address stays suppressed everywhere, keys.ts) of the
 * normalised address: a leaked store cannot be reversed by hashing a list of known addresses. The HMAC is taken
 * over the address's SHA-256 (`emailKey`), the form the unsubscribe link carries, so a link whose address is
 * already gone still suppresses it. Nothing here expires, and retention never deletes it.
 */
const suppressionKey = () => siteWideKey('suppression-list')

/** The list's key of an address hash (`emailKey`). */
export const suppressionIdOfHash = (addressHash: string) =>
  createHmac('sha256', suppressionKey()).update(addressHash).digest('hex')
/** The list's key of an address (normalised first). */
export const suppressionIdOf = (email: string) => suppressionIdOfHash(emailKey(email))

const list = () => store(STORES.suppression)
/** An entry: since when the address is suppressed (`since` may be missing; it then reads as suppressed always). */
const entrySchema = z.object({since: z.string().optional()})

/** Adds the address of this hash to the list (again: nothing changes). */
export async function suppressHash(addressHash: string, now: Date) {
  await createOnce(list(), suppressionIdOfHash(addressHash), {since: now.toISOString()})
}

export const isSuppressed = async (email: string) => (await list().get(suppressionIdOf(email))) !== null

/**
 * Every page of the list goes through this: an entry whose address is on the suppression list is marked
 * unsubscribed (since when it was suppressed), whatever the records it was built from say (one read per address
 * of the page not already unsubscribed, in parallel).
 */
export async function applySuppression<T extends {email: string; unsubscribedAt: string | null}>(
  entries: T[],
): Promise<T[]> {
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.unsubscribedAt) return entry
      const found = await readRecord(list(), suppressionIdOf(entry.email), entrySchema)
      return found ? {...entry, unsubscribedAt: found.since ?? new Date(0).toISOString()} : entry
    }),
  )
}

/** The ids of every address on the list (`suppressionIdOf`), from one listing: an export leaves these out. */
export const suppressedIds = async () => new Set((await list().list()).blobs.map((blob) => blob.key))
