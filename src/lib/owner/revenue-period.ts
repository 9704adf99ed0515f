import {TZDate} from '@date-fns/tz'
import {addDays} from 'date-fns/addDays'
import {addMonths} from 'date-fns/addMonths'
import {addWeeks} from 'date-fns/addWeeks'
import {format} from 'date-fns/format'
import {startOfMonth} from 'date-fns/startOfMonth'
import {startOfYear} from 'date-fns/startOfYear'
import {subDays} from 'date-fns/subDays'
import {subMonths} from 'date-fns/subMonths'
import {endOfMonth} from 'date-fns/endOfMonth'
import {
  DEFAULT_COACH_TIME_ZONE,
  DEFAULT_REVENUE_PRESET,
  REVENUE_DAYS_UP_TO_DAYS,
  REVENUE_WEEKS_UP_TO_DAYS,
  type RevenuePreset,
} from '../../config/owner'
import {daysInPeriod, type RevenueQueryInput} from '../api-contract/owner.schema'
import type {RevenueGrouping, RevenuePeriod} from '../api-contract/owner-answers'
import {weekOf} from './weeks'

/**
 * Revenue periods: calendar days in the coach's time zone (COACH_TIME_ZONE, default UTC), both ends
 * included; no clock here, `now` is passed in. Days are named yyyy-MM-dd; once an instant is named by its day there,
 * grouping days into weeks and months is calendar arithmetic, the same in every zone (done on UTC dates).
 */
const inZone = (instant: string | Date, timeZone: string) => new TZDate(new Date(instant).getTime(), timeZone)
const dayOf = (instant: string | Date, timeZone = 'UTC') => format(inZone(instant, timeZone), 'yyyy-MM-dd')
const utcDay = (day: string) => new TZDate(Date.parse(`${day}T00:00:00Z`), 'UTC')

/** Day by day up to a month, week by week up to half a year, then month by month. */
export function groupingFor(from: string, to: string): RevenueGrouping {
  const days = daysInPeriod(from, to)
  if (days <= REVENUE_DAYS_UP_TO_DAYS) return 'day'
  return days <= REVENUE_WEEKS_UP_TO_DAYS ? 'week' : 'month'
}

/** The from–to days of a preset on the day of `now`; all time starts on the first paid order's day (or today). */
function presetDays(
  preset: RevenuePreset,
  now: Date,
  firstPaidAt: string | null,
  timeZone: string,
): {from: string; to: string} {
  const today = inZone(now, timeZone)
  const to = dayOf(today, timeZone)
  switch (preset) {
    case 'this-month':
      return {from: dayOf(startOfMonth(today), timeZone), to}
    case 'last-month': {
      const last = subMonths(startOfMonth(today), 1)
      return {from: dayOf(last, timeZone), to: dayOf(endOfMonth(last), timeZone)}
    }
    case 'last-30-days':
      return {from: dayOf(subDays(today, 29), timeZone), to}
    case 'this-year':
      return {from: dayOf(startOfYear(today), timeZone), to}
    case 'all-time': {
      const first = firstPaidAt ? dayOf(firstPaidAt, timeZone) : to
      return {from: first < to ? first : to, to}
    }
  }
}

/** The period a (validated) query asks for: its preset, its custom days, or the default preset; days in `timeZone`. */
export function resolvePeriod(
  query: RevenueQueryInput,
  now: Date,
  firstPaidAt: string | null,
  timeZone = DEFAULT_COACH_TIME_ZONE,
): RevenuePeriod {
  const custom = query.from !== undefined && query.to !== undefined
  const preset: RevenuePreset | 'custom' = custom
    ? 'custom'
    : query.period && query.period !== 'custom'
      ? query.period
      : DEFAULT_REVENUE_PRESET
  const {from, to} = custom
    ? {from: query.from!, to: query.to!}
    : presetDays(preset as RevenuePreset, now, firstPaidAt, timeZone)
  return {preset, from, to, grouping: groupingFor(from, to), timeZone}
}

/**
 * The group an instant falls in, by its day in `timeZone`: that day, the Monday of its week, or the first day of its
 * month (yyyy-MM-dd).
 */
export function bucketOf(
  instant: string | Date,
  grouping: RevenueGrouping,
  timeZone = DEFAULT_COACH_TIME_ZONE,
): string {
  const day = dayOf(instant, timeZone)
  if (grouping === 'day') return day
  if (grouping === 'week') return weekOf(`${day}T00:00:00Z`)
  return `${day.slice(0, 7)}-01`
}

/** Every group of the period, oldest first (the first and last may be partly outside it). */
export function bucketsOf({from, to, grouping}: Pick<RevenuePeriod, 'from' | 'to' | 'grouping'>): string[] {
  const step = {day: addDays, week: addWeeks, month: addMonths}[grouping]
  const buckets: string[] = []
  for (let at = utcDay(bucketOf(`${from}T00:00:00Z`, grouping)); dayOf(at) <= to; at = step(at, 1))
    buckets.push(dayOf(at))
  return buckets
}

/** Whether an instant falls on a day of the period, in the period's time zone. */
export const inPeriod = (instant: string, {from, to, timeZone}: Pick<RevenuePeriod, 'from' | 'to' | 'timeZone'>) => {
  const day = dayOf(instant, timeZone)
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
