import {store, type StoreName} from './blobs'

/**
 * The most records a store may hold for a write to build what is kept from them (a list's index, the running totals)
 * itself, while that is cheap: left for the first read, the build would run at the coach's first view, whatever the
 * store has grown to by then (docs/capacity.md).
 */
const BUILD_ON_WRITE = 100

/**
 * One listing of a store's first page under `prefix`: how many records it holds there (`isRecord` tells them from
 * the rest), and whether the store is young: at most BUILD_ON_WRITE records, and no second page.
 */
export async function youngStore(name: StoreName, prefix: string, isRecord: (key: string) => boolean = () => true) {
  const pages = store(name).list({prefix, paginate: true})[Symbol.asyncIterator]()
  const first = await pages.next()
  const records = (first.done ? [] : first.value.blobs).filter((blob) => isRecord(blob.key)).length
  const young = records <= BUILD_ON_WRITE && (first.done || (await pages.next()).done === true)
  return {records, young}
}
