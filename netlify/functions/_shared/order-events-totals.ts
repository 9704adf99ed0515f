import {z} from 'zod'
import {bucketOf} from '../../../src/lib/owner/revenue-period'
import {STORES} from './blobs'
import {isProductionContext} from './env'
import type {Order, OrderChange} from './order-record'
import {slotOf, utcMonthsAround} from './revenue-totals'
import {changeTotals, readTotals, TOTALS_PREFIX} from './running-totals'

/**
 * Sales and refunds counted by when they happened (docs/capacity.md "Orders and revenue"), for the overview's "This
 * week": revenue counts a refund in the month of its payment, this counts it when it was made. One blob per UTC month
 * of the event, `report/events/<yyyy-MM>` in the orders store, holding per quarter hour (so a week in any time zone
 * is whole quarter hours) the sales and the refunds, with and without test money (left out on production, DECISIONS
 * 49). Kept on every write of an order (order-totals.ts).
 */
const MONTH_PREFIX = `${TOTALS_PREFIX}events/`

const countsSchema = z.object({sales: z.number(), refunds: z.number()})
type Counts = z.infer<typeof countsSchema>
/** `slots`: by quarter hour (its start, ISO), then `live` or `test` (paid with test money). */
const monthSchema = z.object({slots: z.record(z.string(), z.record(z.string(), countsSchema))})
type Month = z.infer<typeof monthSchema>

type OrderEvent = {kind: keyof Counts; at: string}

/** What happened to an order, with when: its payment, its refund. */
const eventsOf = (order: Order): OrderEvent[] => [
  ...(order.paidAt ? [{kind: 'sales' as const, at: order.paidAt}] : []),
  ...(order.refundedAt ? [{kind: 'refunds' as const, at: order.refundedAt}] : []),
]

const monthKey = (at: string) => `${MONTH_PREFIX}${at.slice(0, 7)}`
const groupOf = (order: Order) => (order.testMode ? 'test' : 'live')

function addEvent(month: Month, group: string, {kind, at}: OrderEvent, sign: 1 | -1): Month {
  const groups = (month.slots[slotOf(at)] ??= {})
  const counts = (groups[group] ??= {sales: 0, refunds: 0})
  counts[kind] += sign
  return month
}

const sameEvent = (a: OrderEvent, b: OrderEvent) => a.kind === b.kind && a.at === b.at

/** Adds the events writes of orders made (one, or a batch's): one conditional update per month they change. */
export async function countOrderEvents(writes: OrderChange[]) {
  const changes = writes.flatMap(({before, after}) => {
    const was = before ? eventsOf(before) : []
    const now = eventsOf(after)
    const group = groupOf(after)
    return [
      ...was
        .filter((event) => !now.some((other) => sameEvent(event, other)))
        .map((event) => ({group, event, sign: -1 as const})),
      ...now
        .filter((event) => !was.some((other) => sameEvent(event, other)))
        .map((event) => ({group, event, sign: 1 as const})),
    ]
  })
  for (const key of new Set(changes.map(({event}) => monthKey(event.at))))
    await changeTotals(STORES.orders, key, monthSchema, (month) =>
      changes
        .filter(({event}) => monthKey(event.at) === key)
        .reduce((sum, {group, event, sign}) => addEvent(sum, group, event, sign), month ?? {slots: {}}),
    )
}

/** The event months as counted from every order (a recount). */
export function orderEventTotalsOf(orders: Order[]): Map<string, Month> {
  const months = new Map<string, Month>()
  for (const order of orders)
    for (const event of eventsOf(order)) {
      const key = monthKey(event.at)
      months.set(key, addEvent(months.get(key) ?? {slots: {}}, groupOf(order), event, 1))
    }
  return months
}

/**
 * The sales and refunds of the week of `now` (Monday to Sunday in `timeZone`, as the revenue report's weeks), by
 * when each happened: one read per UTC month the week's days can fall in (1 to 3).
 */
export async function weekCounts(now: Date, timeZone: string): Promise<{orders: number; refunds: number}> {
  const week = bucketOf(now, 'week', timeZone)
  const sunday = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 24 * 60 * 60_000).toISOString().slice(0, 10)
  const months = await readTotals(STORES.orders, utcMonthsAround(week, sunday).map(monthKey), monthSchema)
  const production = isProductionContext()
  const found = {orders: 0, refunds: 0}
  for (const {slots} of months)
    for (const [at, groups] of Object.entries(slots)) {
      if (bucketOf(at, 'week', timeZone) !== week) continue
      for (const [group, counts] of Object.entries(groups)) {
        if (production && group === 'test') continue
        found.orders += counts.sales
        found.refunds += counts.refunds
      }
    }
  return found
}
