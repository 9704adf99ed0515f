import {addDays} from 'date-fns/addDays'
import {differenceInMilliseconds} from 'date-fns/differenceInMilliseconds'
import {format} from 'date-fns/format'
import {parseISO} from 'date-fns/parseISO'
import {startOfDay} from 'date-fns/startOfDay'
import {subDays} from 'date-fns/subDays'
import {localIsoDate} from '../../lib/time-zones'
import {GREAT_CONSISTENCY_DAYS, TRACKING_PICKABLE_DAYS, TREND_MIN_ENTRIES, TREND_WINDOW} from '../../config/tracking'
import type {TrackedSymptoms, TrackingEntry} from '../../lib/api-contract/tracking'

// The entry is part of the API contract (the tracking function stores and answers it).
export type {TrackedSymptoms, TrackingEntry}
export type TrendField = 'hotFlashes' | 'sleep' | 'mood'

export type Trend = {
  field: TrendField
  recent: number
  baseline: number
  /** Rounded percent change; null when the baseline is 0 (no meaningful percentage). */
  percent: number | null
  direction: 'up' | 'down' | 'flat'
  /** The original colours: more hot flashes is bad; less sleep or lower mood is bad. */
  tone: 'good' | 'bad' | 'neutral'
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

export const byDate = (entries: TrackingEntry[]) => [...entries].sort((a, b) => a.date.localeCompare(b.date))

/**
 * The average of the last 7 entries against entries 8–14 from the end, rounded percent, at
 * least 2 entries. Until there are 8 entries there is no previous window, so the first entry is the
 * baseline: the trend then says how the recent week compares with where tracking started.
 */
export function trend(entries: TrackingEntry[], field: TrendField): Trend | null {
  if (entries.length < TREND_MIN_ENTRIES) return null
  const sorted = byDate(entries)
  const recentValues = sorted.slice(-TREND_WINDOW).map((entry) => entry.symptoms[field])
  const previous = sorted.slice(-2 * TREND_WINDOW, -TREND_WINDOW)
  const baselineValues = (previous.length ? previous : sorted.slice(0, 1)).map((entry) => entry.symptoms[field])
  const recent = average(recentValues)
  const baseline = average(baselineValues)
  const direction = recent > baseline ? 'up' : recent < baseline ? 'down' : 'flat'
  const percent = baseline === 0 ? (recent === 0 ? 0 : null) : Math.round(((recent - baseline) / baseline) * 100)
  const worse = field === 'hotFlashes' ? 'up' : 'down'
  const tone = direction === 'flat' ? 'neutral' : direction === worse ? 'bad' : 'good'
  return {field, recent, baseline, percent, direction, tone}
}

/** Days with at least one entry. */
export const daysTracked = (entries: TrackingEntry[]) => new Set(entries.map((entry) => entry.date)).size

/** 'great consistency' at 7 or more days tracked. */
export const hasGreatConsistency = (entries: TrackingEntry[]) => daysTracked(entries) >= GREAT_CONSISTENCY_DAYS

/** The days she can log or correct, today first. */
export const pickableDays = (now: Date, count = TRACKING_PICKABLE_DAYS) =>
  Array.from({length: count}, (_, back) => localIsoDate(subDays(now, back)))

/** How long until her next calendar day starts, so the form's "today" turns over at midnight without a reload. */
export const msUntilNextDay = (now: Date) => differenceInMilliseconds(startOfDay(addDays(now, 1)), now)

/** What she already saved for a day, if anything: the form reopens with it. */
export const savedEntryFor = (entries: TrackingEntry[], date: string) =>
  entries.find((entry) => entry.date === date) ?? null

/** A day as the picker and messages name it, relative to today: 'today', 'yesterday' or its weekday and date. */
export function dayName(date: string, today: string): {kind: 'today' | 'yesterday' | 'earlier'; label: string} {
  if (date === today) return {kind: 'today', label: 'today'}
  if (localIsoDate(subDays(parseISO(today), 1)) === date) return {kind: 'yesterday', label: 'yesterday'}
  return {kind: 'earlier', label: format(parseISO(date), 'EEEE, MMMM d')}
}
