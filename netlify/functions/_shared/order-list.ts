import {z} from 'zod'
import {readRecord, readRecordWithMetadata, store, STORES, unlessUnreadable} from './blobs'
import {logError} from './log'
import {normalize, orderKeyOf} from './order-access'
import {storedOrderSchema, type Order, type StoredOrder} from './order-record'
import {pool} from './pool'

/**
 * Every order as the back office last read it, each with the ETag it had then (listOrders). A copy kept beside the
 * orders, outside `order/`; an entry is used only while its ETag is the order's current one, so it is never staler
 * than a listing, and a lost or failed write of it costs reads, never a wrong order.
 */
const ORDERS_SNAPSHOT_KEY = 'snapshot/orders'
/**
 * The snapshot is a copy of the orders (rewritten from them on any change): one that does not parse is read as
 * missing, deliberately, and the listing reads every order again and writes a fresh one, which loses nothing.
 */
const ordersSnapshotSchema = z
  .object({orders: z.record(z.string(), z.object({etag: z.string(), order: storedOrderSchema}))})
  .nullable()
  .catch(null)
type OrdersSnapshot = {orders: Record<string, {etag: string; order: StoredOrder}>}
/** Orders read at once when the snapshot lacks them (a first listing reads them all). */
const ORDER_READS_IN_PARALLEL = 16

/**
 * All orders, newest first (the coach's back office: orders, revenue, email list). One read per order made every
 * back-office page cost one Blobs request per order ever sold: 338 orders took 339 requests, and under `npm start`
 * the answer was lost ("Could not proxy request.": Netlify's runtime adds a timing entry per request to the
 * answer's headers, past what `netlify dev` forwards). Here: one listing (which gives each order's ETag), one read
 * of the snapshot, and a read of only the orders that changed since it (new, refunded, fee reported…); the
 * snapshot is written back when anything changed.
 */
export async function listOrders(): Promise<Order[]> {
  const orders = store(STORES.orders)
  const [{blobs}, saved] = await Promise.all([
    orders.list({prefix: 'order/'}),
    readRecord(orders, ORDERS_SNAPSHOT_KEY, ordersSnapshotSchema),
  ])
  const previous = saved?.orders ?? {}
  const current: OrdersSnapshot['orders'] = {}
  const changed: string[] = []
  for (const {key, etag} of blobs) {
    if (etag && previous[key]?.etag === etag) current[key] = previous[key]
    else changed.push(key)
  }
  const read: StoredOrder[] = []
  await pool(changed, ORDER_READS_IN_PARALLEL, async (key) => {
    const found = await unlessUnreadable('The orders list', () =>
      readRecordWithMetadata(orders, key, storedOrderSchema),
    )
    if (!found) return // deleted since the listing, or unreadable (logged)
    read.push(found.data)
    // A storage that gives no ETag (netlify-cli's stock local server) is read in full each time.
    if (found.etag) current[key] = {etag: found.etag, order: found.data}
  })
  const dropped = Object.keys(previous).some((key) => !(key in current))
  if (changed.length > 0 || dropped) await saveOrdersSnapshot({orders: current})
  const unsnapshotted = read.filter((order) => !current[orderKeyOf(order.id)])
  return [...Object.values(current).map((entry) => entry.order), ...unsnapshotted]
    .map((order) => normalize(order)!)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Whether any order was ever recorded (one listing of a first page). */
export async function hasOrders() {
  const first = await store(STORES.orders).list({prefix: 'order/', paginate: true})[Symbol.asyncIterator]().next()
  return !first.done && first.value.blobs.length > 0
}

/** The snapshot is a copy: failing to write it never fails the listing (the next one reads those orders again). */
async function saveOrdersSnapshot(snapshot: OrdersSnapshot) {
  try {
    await store(STORES.orders).setJSON(ORDERS_SNAPSHOT_KEY, snapshot)
  } catch (error) {
    logError('Orders snapshot not saved', error)
  }
}
