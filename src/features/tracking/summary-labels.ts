import type {TrackedSymptoms} from './logic'

/** One date format for the whole summary (its text, its charts, the scores' trend), from her locale. */
export const formatDay = (date: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, {dateStyle: 'medium'}).format(new Date(`${date}T12:00:00`))

/** Each tracked field's name and unit, with the direction of the 1–5 scales, as the summary prints them. */
export const TRACKER_LABELS: Record<keyof TrackedSymptoms, {name: string; unit: string}> = {
  hotFlashes: {name: 'Hot flashes', unit: 'a day'},
  sleep: {name: 'Sleep', unit: 'hours a night'},
  mood: {name: 'Mood', unit: 'of 5 (1 = low, 5 = great)'},
  energy: {name: 'Energy', unit: 'of 5 (1 = low, 5 = great)'},
}
