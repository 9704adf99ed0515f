import {store, type StoreName} from './blobs'

/**
 * The most records a store may hold for a write to build what is kept from them (a list's index, the running totals)
 * itself, while that is cheap: left for the first read, the build would run at the coach's first view, whatever the
 * store has grown to by then (docs/capacity.md).
 */
const BUILD_ON_WRITE = 100

/**
 * One listing of a store's first page under `prefix` (`isRecord` tells its records from the rest): whether the store
 * is young (at most BUILD_ON_WRITE records, and no second page), and whether it holds no more records than the
 * `written` ones its caller stored just before (`onlyWritten`: no second page either). The second page is asked for
 * only when the count on the first could make either true.
 */
export async function youngStore(
  name: StoreName,
  prefix: string,
  isRecord: (key: string) => boolean = () => true,
  written = 0,
) {
  const pages = store(name).list({prefix, paginate: true})[Symbol.asyncIterator]()
  const first = await pages.next()
  const records = (first.done ? [] : first.value.blobs).filter((blob) => isRecord(blob.key)).length
  const whole = records <= Math.max(BUILD_ON_WRITE, written) && (first.done || (await pages.next()).done === true)
  return {young: records <= BUILD_ON_WRITE && whole, onlyWritten: records <= written && whole}
}
