import {z} from 'zod'
import type {RevenueQueryInput} from '../../../src/lib/api-contract/owner.schema'
import type {RevenueReport} from '../../../src/lib/api-contract/owner-answers'
import {
  firstPaidAtOf,
  revenueReportOf,
  shareOf,
  type RevenueShare,
  type ShareFigures,
} from '../../../src/lib/owner/revenue'
import {resolvePeriod} from '../../../src/lib/owner/revenue-period'
import {store, STORES} from './blobs'
import {isProductionContext} from './env'
import type {Order, OrderChange} from './order-record'
import {changeTotals, readTotals, TOTALS_PREFIX} from './running-totals'

/**
 * Revenue as running totals (docs/capacity.md "Orders and revenue"): the report reads the months of its period, not
 * every order. One blob per UTC month of payment, `report/revenue/<yyyy-MM>` in the orders' own store (running-totals.ts),
 * holds per quarter hour of payment and per kind and coupon what those orders add to a report (src/lib/owner/revenue.ts
 * `RevenueShare`). A quarter hour, because every time zone's day starts on one: a report in the coach's zone
 * (COACH_TIME_ZONE, which may change) groups them by her days exactly as it grouped the orders. Each write of an order
 * adds what it changed (order-totals.ts, with the other totals kept on orders, which also rebuilds them).
 */
const MONTH_PREFIX = `${TOTALS_PREFIX}revenue/`
const QUARTER_HOUR_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000

const figuresSchema: z.ZodType<ShareFigures> = z.object({
  orders: z.number(),
  grossCents: z.number(),
  refundedCents: z.number(),
  disputedCents: z.number(),
  feeCents: z.number(),
  feesNotReported: z.number(),
  netCents: z.number(),
  refunds: z.number(),
  disputes: z.number(),
})
const partSchema = z.object({
  figures: figuresSchema,
  latest: z.object({createdAt: z.string(), currency: z.string()}),
})
/** `slots`: by quarter hour (its start, ISO), then by group (`<kind>/<coupon>`). */
const monthSchema = z.object({slots: z.record(z.string(), z.record(z.string(), partSchema))})
type Month = z.infer<typeof monthSchema>

/** The quarter hour an instant falls in (its start, ISO): every time zone's day starts on one. */
export const slotOf = (at: string) =>
  new Date(Math.floor(Date.parse(at) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString()
const monthKey = (at: string) => `${MONTH_PREFIX}${at.slice(0, 7)}`

/**
 * An order's kind: a sale, or a demo sale (only counted as left out), each paid with test money or not (left out on
 * production, DECISIONS 49). None of these, nor the coupon, ever changes on an order.
 */
const groupOf = (order: Order) =>
  `${order.demo ? 'demo' : 'sale'}${order.testMode ? '-test' : ''}/${order.coupon || ''}`

/**
 * Adds `share` (`sign` 1) to its slot and group of `month`, or takes it away (-1); a new part starts at zero. Changes
 * `month` in place (a recount adds every order to one month; a conditional update changes the copy it just read).
 */
function addShare(month: Month, group: string, share: RevenueShare, sign: 1 | -1): Month {
  const slot = slotOf(share.at)
  const groups = (month.slots[slot] ??= {})
  const part = groups[group]
  const figures = {...share.figures}
  for (const name of Object.keys(figures) as (keyof ShareFigures)[])
    figures[name] = (part?.figures[name] ?? 0) + sign * share.figures[name]
  const latest = part && part.latest.createdAt >= share.latest.createdAt ? part.latest : share.latest
  groups[group] = {figures, latest}
  return month
}

const sameShare = (a: RevenueShare | null, b: RevenueShare | null) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Adds what writes of orders changed in revenue (one, or a batch's): one conditional update per month they change,
 * whatever the number of orders in it.
 */
export async function countRevenue(writes: OrderChange[]) {
  const changes = writes.flatMap(({before, after}) => {
    const was = before ? shareOf(before) : null
    const now = shareOf(after)
    if (sameShare(was, now)) return []
    const group = groupOf(after)
    return [
      ...(was ? [{group, share: was, sign: -1 as const}] : []),
      ...(now ? [{group, share: now, sign: 1 as const}] : []),
    ]
  })
  for (const key of new Set(changes.map(({share}) => monthKey(slotOf(share.at)))))
    await changeTotals(STORES.orders, key, monthSchema, (month) =>
      changes
        .filter(({share}) => monthKey(slotOf(share.at)) === key)
        .reduce((sum, {group, share, sign}) => addShare(sum, group, share, sign), month ?? {slots: {}}),
    )
}

/** The revenue months as counted from every order (a recount). */
export function revenueTotalsOf(orders: Order[]): Map<string, Month> {
  const months = new Map<string, Month>()
  for (const order of orders) {
    const share = shareOf(order)
    if (!share) continue
    const key = monthKey(slotOf(share.at))
    months.set(key, addShare(months.get(key) ?? {slots: {}}, groupOf(order), share, 1))
  }
  return months
}

/** The shares of the months named, as a report reads them; on production none paid with test money. */
async function sharesOf(keys: string[]): Promise<RevenueShare[]> {
  const production = isProductionContext()
  const shares: RevenueShare[] = []
  for (const month of await readTotals(STORES.orders, keys, monthSchema))
    for (const [at, groups] of Object.entries(month.slots))
      for (const [group, {figures, latest}] of Object.entries(groups)) {
        const [kind, coupon] = [group.slice(0, group.indexOf('/')), group.slice(group.indexOf('/') + 1)]
        if (production && kind.endsWith('-test')) continue
        shares.push({at, coupon: coupon || null, demo: kind.startsWith('demo'), figures, latest})
      }
  return shares
}

/** The UTC months (yyyy-MM) a period's days can fall in, whatever the zone (a day there starts at most 14 hours from UTC's). */
export function utcMonthsAround(from: string, to: string): string[] {
  const months = new Set<string>()
  const last = Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS
  for (let at = Date.parse(`${from}T00:00:00Z`) - DAY_MS; at <= last; at += DAY_MS)
    months.add(new Date(at).toISOString().slice(0, 7))
  return [...months]
}

/**
 * The revenue report a (validated) query asks for, from the running totals (built: order-totals.ts
 * `ensureOrderTotals`): the months of its period (one read each), and for all time every month (one listing).
 */
export async function revenueReportFor(query: RevenueQueryInput, now: Date, timeZone: string): Promise<RevenueReport> {
  const period = resolvePeriod(query, now, null, timeZone)
  if (period.preset !== 'all-time')
    return revenueReportOf(await sharesOf(utcMonthsAround(period.from, period.to).map(monthKey)), period)
  const {blobs} = await store(STORES.orders).list({prefix: MONTH_PREFIX})
  const shares = await sharesOf(blobs.map(({key}) => key))
  return revenueReportOf(shares, resolvePeriod(query, now, firstPaidAtOf(shares), timeZone))
}
