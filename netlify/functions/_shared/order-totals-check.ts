import {z} from 'zod'
import {readRecord, store, STORES} from './blobs'
import {listOrders} from './order-list'
import {orderTotalsOf, orderTotalsReady} from './order-totals'
import {pool} from './pool'
import {changeTotals, totalsKeys} from './running-totals'

/**
 * The nightly check of the totals kept on the orders (docs/capacity.md "Orders and revenue"): each totals blob is
 * compared with a count over every order, and a drift (a write whose function stopped before its totals were
 * updated) is corrected. A write still under way shows as drift too (its order written, its totals not yet), and
 * correcting that would count it twice once it lands; so a drift is corrected only when the previous check found
 * exactly the same one, and by adding the difference with a conditional update, never by overwriting: writes since
 * are kept. The result, and the drift waiting for its second sighting, is kept in `totals-check` (orders store).
 */
const CHECK_KEY = 'totals-check'

/** A blob's drift: by the path of a number in it (JSON of its keys), what the count over the orders adds to it. */
const driftSchema = z.record(z.string(), z.number())
type Drift = z.infer<typeof driftSchema>
const checkSchema = z
  .object({
    checkedAt: z.string(),
    corrected: z.array(z.string()),
    drift: z.record(z.string(), driftSchema),
  })
  // Only a record of the last check: one that does not parse is read as none (a drift then waits one more night).
  .nullable()
  .catch(null)
export type TotalsCheck = NonNullable<z.infer<typeof checkSchema>>

type Json = Record<string, unknown>
const blobSchema = z.record(z.string(), z.unknown())
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

/** Every number in a blob, by its path. */
function numbersOf(value: unknown, path: string[] = [], into = new Map<string, number>()) {
  if (typeof value === 'number') into.set(JSON.stringify(path), value)
  else if (isObject(value)) for (const [key, inner] of Object.entries(value)) numbersOf(inner, [...path, key], into)
  return into
}

/** What `expected` adds to `stored`, number by number (a number missing on one side counts as 0). */
function driftOf(expected: unknown, stored: unknown): Drift {
  const want = numbersOf(expected)
  const have = numbersOf(stored)
  const drift: Drift = {}
  for (const path of new Set([...want.keys(), ...have.keys()])) {
    const difference = (want.get(path) ?? 0) - (have.get(path) ?? 0)
    if (difference !== 0) drift[path] = difference
  }
  return drift
}

const sameDrift = (a: Drift | undefined, b: Drift) =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(b).every((path) => a[path] === b[path])

/**
 * Where `into` lacks a value `expected` has: its other values (a currency, a time) as expected, its numbers as 0 for
 * the drift to add to. So a part the drift adds is whole.
 */
function fillFrom(into: Json, expected: unknown) {
  if (!isObject(expected)) return into
  for (const [key, value] of Object.entries(expected)) {
    if (isObject(value)) into[key] = fillFrom(isObject(into[key]) ? into[key] : {}, value)
    else if (!(key in into)) into[key] = typeof value === 'number' ? 0 : value
  }
  return into
}

/** `current` with the drift added, number by number. */
function withDrift(current: Json | null, drift: Drift, expected: unknown): Json {
  const next = fillFrom(structuredClone(current ?? {}), expected)
  for (const [path, difference] of Object.entries(drift)) {
    const keys = JSON.parse(path) as string[]
    let at = next
    for (const key of keys.slice(0, -1)) at = (at[key] = isObject(at[key]) ? at[key] : {}) as Json
    const last = keys[keys.length - 1]
    at[last] = (typeof at[last] === 'number' ? at[last] : 0) + difference
  }
  return next
}

/**
 * One check: counts every order, compares each totals blob, corrects the drifts the previous check found the same
 * and keeps the others for the next one. Nothing to compare until the totals are built (null).
 */
export async function checkOrderTotals(now: Date): Promise<TotalsCheck | null> {
  if (!(await orderTotalsReady())) return null
  const orders = store(STORES.orders)
  const previous = await readRecord(orders, CHECK_KEY, checkSchema)
  // The orders before the totals: a write landing in between shows as a drift the next check no longer finds.
  const expected = orderTotalsOf(await listOrders())
  const keys = [...new Set([...expected.keys(), ...(await totalsKeys(STORES.orders))])].sort()
  const check: TotalsCheck = {checkedAt: now.toISOString(), corrected: [], drift: {}}
  await pool(keys, 16, async (key) => {
    const drift = driftOf(expected.get(key), await readRecord(orders, key, blobSchema))
    if (Object.keys(drift).length === 0) return
    if (!sameDrift(previous?.drift[key], drift)) {
      check.drift[key] = drift
      return
    }
    await changeTotals(STORES.orders, key, blobSchema, (current) => withDrift(current, drift, expected.get(key)))
    check.corrected.push(key)
  })
  check.corrected.sort()
  await orders.setJSON(CHECK_KEY, check)
  return check
}
