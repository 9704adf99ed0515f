import {differenceInCalendarDays} from 'date-fns/differenceInCalendarDays'
import {MRS_SUBSCALES, scoreMrs, type MrsScore, type MrsSubscale} from './menopause-rating-scale'

/** A score she took: the day (yyyy-MM-dd, her calendar) and her 11 ratings. */
export type TakenScore = {date: string; answers: number[]}
export type ScoredDay = {date: string; score: MrsScore}

export const SCORE_LABELS: Record<MrsSubscale | 'total', string> = {
  total: 'Total MRS score',
  somatic: 'Somatic symptoms',
  psychological: 'Psychological symptoms',
  urogenital: 'Urogenital symptoms',
}
export const SCALES = ['total', ...MRS_SUBSCALES] as const
export type Scale = (typeof SCALES)[number]

export const valueOf = (score: MrsScore, scale: Scale) =>
  scale === 'total' ? score.total : score.subscales[scale].score

/** Oldest first, one per day (the last of a day wins), scored. */
export function scoredDays(scores: TakenScore[]): ScoredDay[] {
  const byDay = new Map<string, TakenScore>()
  for (const taken of scores) byDay.set(taken.date, taken)
  return [...byDay.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((taken) => ({date: taken.date, score: scoreMrs(taken.answers)}))
}

const at = (date: string) => new Date(`${date}T12:00:00`)

/** "March", or "March 2025" when the year differs from the latest score's. */
export function monthName(date: string, latest: string, locale?: string) {
  const sameYear = date.slice(0, 4) === latest.slice(0, 4)
  return new Intl.DateTimeFormat(locale, sameYear ? {month: 'long'} : {month: 'long', year: 'numeric'}).format(at(date))
}

const change = (from: number, to: number) =>
  to < from ? `down ${from - to}` : to > from ? `up ${to - from}` : 'no change'

/**
 * The change in plain words, one sentence per scale: "Psychological symptoms: 14 → 9 since March (down 5)", and, from
 * the third score on, the change since the previous one. Null with fewer than two scores: no trend is claimed.
 */
export function scoreTrendSentences(scores: TakenScore[], locale?: string): string[] | null {
  const days = scoredDays(scores)
  if (days.length < 2) return null
  const first = days[0]
  const previous = days[days.length - 2]
  const latest = days[days.length - 1]
  return SCALES.map((scale) => {
    const [from, before, now] = [first, previous, latest].map((day) => valueOf(day.score, scale))
    const sinceFirst = `${SCORE_LABELS[scale]}: ${from} → ${now} since ${monthName(first.date, latest.date, locale)} (${change(from, now)})`
    if (days.length === 2) return `${sinceFirst}.`
    return `${sinceFirst}; ${before} → ${now} since the previous score in ${monthName(previous.date, latest.date, locale)}.`
  })
}

/** Whether to invite her to take the score: never taken, or `retakeDays` or more since the last one. */
export function scoreDue(scores: TakenScore[], today: string, retakeDays: number): boolean {
  const last = scores
    .map((score) => score.date)
    .sort()
    .at(-1)
  if (!last) return true
  return differenceInCalendarDays(at(today), at(last)) >= retakeDays
}
