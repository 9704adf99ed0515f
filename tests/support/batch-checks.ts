import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {emailListIndex} from '../../netlify/functions/_shared/email-list'
import {orderIndex} from '../../netlify/functions/_shared/order-index'
import {listOrders} from '../../netlify/functions/_shared/order-list'
import {orderTotalsOf} from '../../netlify/functions/_shared/order-totals'
import {totalsKeys} from '../../netlify/functions/_shared/running-totals'
import type {PagedIndex} from '../../netlify/functions/_shared/paged-index'

/**
 * What the batch writers' tests check after a batch (tests/functions/shared/batch-writers.test.ts, and through the
 * failing storage tests/functions/storage/faults.test.ts): every entry of a list, following its cursors, and the
 * orders' running totals as kept beside what a recount of every order makes of them.
 */
async function everyEntry<E>(index: PagedIndex<E>): Promise<E[]> {
  const entries: E[] = []
  for (let cursor: string | undefined, more = true; more;) {
    const page = await index.page(cursor, 200)
    entries.push(...page.items)
    cursor = page.nextCursor ?? undefined
    more = page.nextCursor !== null
  }
  return entries
}

/** The addresses the email list lists, one per entry (an address listed twice is there twice). */
export const listedAddresses = async () =>
  (await everyEntry(emailListIndex)).map((listed) => listed.capture?.email ?? listed.purchase?.email ?? '')

/** The order ids the Orders list lists, one per entry. */
export const listedOrderIds = async () => (await everyEntry(orderIndex)).map((listed) => listed.view.id)

/** Every totals blob kept on the orders, by key, and the same counted from every order (a recount), to compare. */
export async function orderTotalsKeptAndCounted() {
  const orders = store(STORES.orders)
  const keys = await totalsKeys(STORES.orders)
  const kept = await Promise.all(keys.map(async (key) => [key, await orders.get(key, {type: 'json'})] as const))
  return {kept: Object.fromEntries(kept), counted: Object.fromEntries(orderTotalsOf(await listOrders()))}
}
