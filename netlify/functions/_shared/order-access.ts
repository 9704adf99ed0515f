import {moneyReceived, type OrderState} from '../../../src/lib/api-contract/owner-answers'
import {readRecord, store, STORES} from './blobs'
import {storedOrderSchema, type Order, type StoredOrder} from './order-record'

/**
 * Reading one order, and the access its purchaser token gives. Apart from orders.ts, so every premium request
 * (require-access) loads only this, not the mail, push and audit modules that changing an order needs: a function
 * loads everything it imports on each cold start (under `npm start`, on every call).
 */
export const orderKeyOf = (id: string) => `order/${id}`

/** A stored order as today's type: orders stored before the lifecycle existed read as paid at creation. */
export function normalize(stored: StoredOrder | null): Order | null {
  if (!stored) return null
  const state = stored.state ?? 'paid'
  return {
    ...stored,
    state,
    paidAt: stored.paidAt !== undefined ? stored.paidAt : moneyReceived(state) ? stored.createdAt : null,
    restoreHash: stored.restoreHash ?? null,
    receiptSentAt: stored.receiptSentAt ?? null,
  }
}

export const getOrderById = async (id: string) =>
  normalize(await readRecord(store(STORES.orders), orderKeyOf(id), storedOrderSchema))

/** Per-instance cache of order states for premium requests (one Blobs read at most per order per TTL). */
const STATE_CACHE_TTL_MS = 30_000
export type OrderAccess = {state: OrderState; testMode: boolean} | null
const stateCache = new Map<string, {access: OrderAccess; at: number}>()

/** The state of the order a purchaser token names (null: no such order), cached briefly per instance. */
export async function orderAccess(id: string, now = Date.now()): Promise<OrderAccess> {
  const hit = stateCache.get(id)
  if (hit && now - hit.at < STATE_CACHE_TTL_MS) return hit.access
  const order = await getOrderById(id)
  const access = order ? {state: order.state, testMode: order.testMode === true} : null
  stateCache.set(id, {access, at: now})
  return access
}

/** An order this instance changed: its next premium request reads the stored state again. */
export const forgetOrderAccess = (id: string) => stateCache.delete(id)
