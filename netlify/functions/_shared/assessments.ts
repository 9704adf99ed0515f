import {USAGE_WINDOW_DAYS} from '../../../src/config/site'

/**
 * Assessment records are keyed `YYYY-MM-DD/<uuid>` (UTC day), so counting the last 30 days lists
 * 30 day prefixes instead of reading every record.
 */
export const dayPrefix = (date: Date) => `${date.toISOString().slice(0, 10)}/`

export const assessmentKey = (now: Date, id: string) => `${dayPrefix(now)}${id}`

/** The day prefixes of the usage window, today first. */
export function recentDayPrefixes(now: Date, days = USAGE_WINDOW_DAYS): string[] {
  return Array.from({length: days}, (_, i) => dayPrefix(new Date(now.getTime() - i * 86_400_000)))
}
