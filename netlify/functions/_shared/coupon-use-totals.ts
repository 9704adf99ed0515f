import {z} from 'zod'
import {moneyReceived} from '../../../src/lib/api-contract/owner-answers'
import {normalizeCouponCode} from '../../../src/lib/checkout/logic'
import {readRecord, store, STORES} from './blobs'
import {isProductionContext} from './env'
import type {Order, OrderChange} from './order-record'
import {changeTotals, TOTALS_PREFIX} from './running-totals'

/**
 * How many orders used each coupon (docs/capacity.md "Orders and revenue"), for the coupons screen: one blob,
 * `report/coupons` in the orders store, kept on every write of an order (order-totals.ts). An order used its code
 * once its money came in, refunded and disputed ones included; pending and failed payments and rehearsal sales did
 * not. Test-money uses are counted apart, left out on production (DECISIONS 49).
 */
const COUPONS_KEY = `${TOTALS_PREFIX}coupons`

const usesSchema = z.object({codes: z.record(z.string(), z.object({uses: z.number(), testMoney: z.number()}))})
type Uses = z.infer<typeof usesSchema>

/** The code an order used, normalised as checkout reads it, or null when it counts as no use. */
const usedCode = (order: Order) =>
  order.coupon && !order.demo && moneyReceived(order.state) ? normalizeCouponCode(order.coupon) : null

function addUse(totals: Uses, code: string, testMoney: boolean, sign: 1 | -1): Uses {
  const counts = (totals.codes[code] ??= {uses: 0, testMoney: 0})
  counts.uses += sign
  if (testMoney) counts.testMoney += sign
  return totals
}

/** Adds the uses writes of orders made or took back (one, or a batch's): one conditional update, when any did. */
export async function countCouponUse(writes: OrderChange[]) {
  const changes = writes
    .map(({before, after}) => ({
      was: before ? usedCode(before) : null,
      now: usedCode(after),
      testMoney: Boolean(after.testMode),
    }))
    .filter(({was, now}) => was !== now)
  if (!changes.length) return
  await changeTotals(STORES.orders, COUPONS_KEY, usesSchema, (current) => {
    const totals = current ?? {codes: {}}
    for (const {was, now, testMoney} of changes) {
      if (was) addUse(totals, was, testMoney, -1)
      if (now) addUse(totals, now, testMoney, 1)
    }
    return totals
  })
}

/** The coupon uses as counted from every order (a recount). */
export function couponUseTotalsOf(orders: Order[]): Map<string, Uses> {
  const totals: Uses = {codes: {}}
  for (const order of orders) {
    const code = usedCode(order)
    if (code) addUse(totals, code, Boolean(order.testMode), 1)
  }
  return new Map([[COUPONS_KEY, totals]])
}

/** Times each code (normalised) was used; on production none paid with test money. */
export async function couponUses(): Promise<Map<string, number>> {
  const totals = await readRecord(store(STORES.orders), COUPONS_KEY, usesSchema)
  const production = isProductionContext()
  return new Map(
    Object.entries(totals?.codes ?? {}).map(([code, {uses, testMoney}]) => [code, uses - (production ? testMoney : 0)]),
  )
}
