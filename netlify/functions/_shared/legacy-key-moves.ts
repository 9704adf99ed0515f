import {store, storeNameIn, STORES} from './blobs'
import {issuingContext} from './env'

/**
 * The marks the nightly retention run sets, once, when no record under an earlier version's bare-hash key is left in
 * a store (docs/threat-model.md "Identifiers of an address"). Until then, a request that names a record looks under
 * the earlier key too; after, it does not.
 */
const MARKS = {
  emailList: 'email-list-rekeyed',
  tracking: 'tracking-rekeyed',
  mailChannels: 'mail-channels-rekeyed',
} as const

export type MovedStore = keyof typeof MARKS

const checkpoints = () => store(STORES.retention)

/**
 * Marks seen set by this instance, per Blobs site and deploy context: a mark is never unset (nothing writes an
 * earlier key any more), so once seen it costs no further read for the instance's life.
 */
const seen = new Set<string>()
const seenKey = (moved: MovedStore) =>
  `${process.env.NETLIFY_BLOBS_CONTEXT ?? ''}|${storeNameIn(STORES.retention, issuingContext())}|${moved}`

/** Whether every record of `moved` is under its keyed key. */
export async function movesDone(moved: MovedStore): Promise<boolean> {
  if (seen.has(seenKey(moved))) return true
  if ((await checkpoints().get(MARKS[moved])) === null) return false
  seen.add(seenKey(moved))
  return true
}

/** Called by the nightly run when a pass found nothing left under an earlier key. */
export async function markMovesDone(moved: MovedStore, at: Date) {
  await checkpoints().setJSON(MARKS[moved], {at: at.toISOString()})
  seen.add(seenKey(moved))
}
