import type {DailyStackItem} from '../../lib/content/premium'

export type StackColumns = {morning: DailyStackItem[]; evening: DailyStackItem[]; flexible: DailyStackItem[]}

/**
 * Morning holds timings containing 'Morning', Evening those containing 'Evening' (so
 * 'Morning & Evening' is in both), Flexible those exactly 'Any time'.
 */
export const stackColumns = (items: DailyStackItem[]): StackColumns => ({
  morning: items.filter((item) => item.timing.includes('Morning')),
  evening: items.filter((item) => item.timing.includes('Evening')),
  flexible: items.filter((item) => item.timing === 'Any time'),
})

// The dose badge's rule lives with the supplements' safety texts, so the appointment summary says the same (docs/health-rules.md).
export {stackDose, type StackDose} from '../../lib/health/supplement-safety'
