import type {DailyStackItem} from '../../lib/content/premium'

export type StackColumns = {morning: DailyStackItem[]; evening: DailyStackItem[]; flexible: DailyStackItem[]}

/**
 * Spec: Morning holds timings containing 'Morning', Evening those containing 'Evening' (so
 * 'Morning & Evening' is in both), Flexible those exactly 'Any time'.
 */
export const stackColumns = (items: DailyStackItem[]): StackColumns => ({
  morning: items.filter((item) => item.timing.includes('Morning')),
  evening: items.filter((item) => item.timing.includes('Evening')),
  flexible: items.filter((item) => item.timing === 'Any time'),
})

/** What an item's dose badge says: a "Morning & Evening" item's dose each time, with the day's total apart. */
export type StackDose =
  | {kind: 'once'; dosage: string}
  | {kind: 'perTime'; perTime: string; dailyTotal: string}
  | {kind: 'dailyTotal'; dailyTotal: string}

/**
 * A "Morning & Evening" item shows in both columns: each shows the dose for that time and the day's total once,
 * so no one reads the total as the dose of each time. Without a dose per time (content not yet filled in) the
 * badge says the amount is the day's total. Other items show their dosage as it is.
 */
export function stackDose(item: DailyStackItem): StackDose {
  if (item.timing !== 'Morning & Evening') return {kind: 'once', dosage: item.dosage}
  const perTime = item.dosePerTime?.trim()
  return perTime ? {kind: 'perTime', perTime, dailyTotal: item.dosage} : {kind: 'dailyTotal', dailyTotal: item.dosage}
}
