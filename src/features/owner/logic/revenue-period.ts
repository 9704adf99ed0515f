import {TZDate} from '@date-fns/tz'
import {addDays, addMonths, addWeeks, format, startOfMonth, startOfYear, subDays, subMonths, endOfMonth} from 'date-fns'
import {
  DEFAULT_REVENUE_PRESET,
  REVENUE_DAYS_UP_TO_DAYS,
  REVENUE_WEEKS_UP_TO_DAYS,
  type RevenuePreset,
} from '../../../config/owner'
import {daysInPeriod, type RevenueQueryInput} from '../../../lib/api-contract/owner.schema'
import type {RevenueGrouping, RevenuePeriod} from '../../../lib/api-contract/owner-answers'
import {weekOf} from './weeks'

/** Revenue periods (issue 32): UTC calendar days, both ends included; no clock here, `now` is passed in. */
const inUtc = (instant: string | Date) => new TZDate(new Date(instant).getTime(), 'UTC')
const dayOf = (instant: string | Date) => format(inUtc(instant), 'yyyy-MM-dd')
const utcDay = (day: string) => new TZDate(Date.parse(`${day}T00:00:00Z`), 'UTC')

/** Day by day up to a month, week by week up to half a year, then month by month. */
export function groupingFor(from: string, to: string): RevenueGrouping {
  const days = daysInPeriod(from, to)
  if (days <= REVENUE_DAYS_UP_TO_DAYS) return 'day'
  return days <= REVENUE_WEEKS_UP_TO_DAYS ? 'week' : 'month'
}

/** The from–to days of a preset on the day of `now`; all time starts on the first paid order's day (or today). */
function presetDays(preset: RevenuePreset, now: Date, firstPaidAt: string | null): {from: string; to: string} {
  const today = inUtc(now)
  const to = dayOf(today)
  switch (preset) {
    case 'this-month':
      return {from: dayOf(startOfMonth(today)), to}
    case 'last-month': {
      const last = subMonths(startOfMonth(today), 1)
      return {from: dayOf(last), to: dayOf(endOfMonth(last))}
    }
    case 'last-30-days':
      return {from: dayOf(subDays(today, 29)), to}
    case 'this-year':
      return {from: dayOf(startOfYear(today)), to}
    case 'all-time': {
      const first = firstPaidAt ? dayOf(firstPaidAt) : to
      return {from: first < to ? first : to, to}
    }
  }
}

/** The period a (validated) query asks for: its preset, its custom days, or the default preset. */
export function resolvePeriod(query: RevenueQueryInput, now: Date, firstPaidAt: string | null): RevenuePeriod {
  const custom = query.from !== undefined && query.to !== undefined
  const preset: RevenuePreset | 'custom' = custom
    ? 'custom'
    : query.period && query.period !== 'custom'
      ? query.period
      : DEFAULT_REVENUE_PRESET
  const {from, to} = custom ? {from: query.from!, to: query.to!} : presetDays(preset as RevenuePreset, now, firstPaidAt)
  return {preset, from, to, grouping: groupingFor(from, to)}
}

/** The group an instant falls in: its day, the Monday of its week, or the first day of its month (yyyy-MM-dd). */
export function bucketOf(instant: string | Date, grouping: RevenueGrouping): string {
  if (grouping === 'day') return dayOf(instant)
  if (grouping === 'week') return weekOf(instant)
  return dayOf(startOfMonth(inUtc(instant)))
}

/** Every group of the period, oldest first (the first and last may be partly outside it). */
export function bucketsOf({from, to, grouping}: Pick<RevenuePeriod, 'from' | 'to' | 'grouping'>): string[] {
  const step = {day: addDays, week: addWeeks, month: addMonths}[grouping]
  const buckets: string[] = []
  for (let at = utcDay(bucketOf(`${from}T00:00:00Z`, grouping)); dayOf(at) <= to; at = step(at, 1))
    buckets.push(dayOf(at))
  return buckets
}

/** Whether an instant falls on a day of the period. */
export const inPeriod = (instant: string, {from, to}: Pick<RevenuePeriod, 'from' | 'to'>) => {
  const day = dayOf(instant)
  return day >= from && day <= to
}

/** A group's name on the chart's axis and in the table: "Mar 3" for a day or week, "Mar 2026" for a month. */
export function bucketLabel(start: string, grouping: RevenueGrouping): string {
  const options: Intl.DateTimeFormatOptions =
    grouping === 'month' ? {month: 'short', year: 'numeric'} : {month: 'short', day: 'numeric'}
  return utcDay(start).toLocaleDateString('en-US', {...options, timeZone: 'UTC'})
}

/** The period in words: "Mar 1, 2026 – Mar 31, 2026". */
export function periodLabel({from, to}: Pick<RevenuePeriod, 'from' | 'to'>): string {
  const day = (d: string) => utcDay(d).toLocaleDateString('en-US', {dateStyle: 'medium', timeZone: 'UTC'})
  return from === to ? day(from) : `${day(from)} – ${day(to)}`
}

/** The query parameters that name a period in the revenue screen's address and its request. */
export function periodParams(choice: {preset: RevenuePreset} | {from: string; to: string}): URLSearchParams {
  return new URLSearchParams('preset' in choice ? {period: choice.preset} : {from: choice.from, to: choice.to})
}
