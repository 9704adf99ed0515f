import {TZDate} from '@date-fns/tz'
import {format} from 'date-fns/format'
import {startOfISOWeek} from 'date-fns/startOfISOWeek'
import {subDays} from 'date-fns/subDays'
import {subWeeks} from 'date-fns/subWeeks'

const inUtc = (instant: string | Date) => new TZDate(new Date(instant).getTime(), 'UTC')
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')

/** Weeks start on Monday (UTC); a week is named by its Monday's date, yyyy-MM-dd. */
export const weekOf = (iso: string | Date): string => isoDay(startOfISOWeek(inUtc(iso)))

/** The last `count` weeks up to the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const monday = startOfISOWeek(inUtc(now))
  return Array.from({length: count}, (_, i) => isoDay(subWeeks(monday, count - 1 - i)))
}

/** The last `count` UTC days up to `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({length: count}, (_, i) => isoDay(subDays(inUtc(now), count - 1 - i)))
}

/** A calendar month (UTC), named yyyy-MM. */
export const monthOf = (iso: string | Date) => new Date(iso).toISOString().slice(0, 7)

/** The last `count` completed calendar months (UTC) before the month of `now`, oldest first. */
export function lastCompletedMonths(now: Date, count: number): string[] {
  return Array.from({length: count}, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - i), 1)).toISOString().slice(0, 7),
  )
}
