import {addDeliveryStats, readDeliveryStatsOf, type DeliveryStats} from './push-store/run-state'

/**
 * Push delivery counts per UTC day: `stats/deliveries/{yyyy-MM-dd}` in the reminders store,
 * `{sent, failed, removed}`, added to by every send run and worker with conditional writes. `removed`
 * counts subscriptions the push service reported gone (and that were deleted with their reminders).
 */
export type {DeliveryStats}

export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10)

/** Adds one run's counts to its UTC day; a run that did nothing writes nothing. */
export async function recordDeliveries(now: Date, counts: DeliveryStats) {
  if (counts.sent || counts.failed || counts.removed) await addDeliveryStats(utcDay(now), counts)
}

/** The counts of each requested UTC day ('yyyy-MM-dd'), zero for a day without sends, in the order asked. */
export const readDeliveryStats = (days: string[]): Promise<Array<{day: string} & DeliveryStats>> =>
  Promise.all(days.map(async (day) => ({day, ...(await readDeliveryStatsOf(day))})))
