import type {Floored, WomenReport} from './types'
import {lastWeeks, weekOf} from './weeks'

/** The fields of a stored assessment this report reads (never shown one by one). */
export type AssessmentFacts = {symptoms: string[]; severity: Record<string, number>; createdAt: string}
export type TrackerFacts = {updatedAt: string}
export type DeliveryDay = {day: string; sent: number; failed: number; removed: number}

/** DECISIONS 29: a count drawn from fewer than `min` people is withheld. */
export const floor = (count: number, min: number): Floored => (count >= min ? count : null)

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * Symptoms chosen in at least `min` assessments, most chosen first, with their mean severity over
 * those assessments. Symptoms below the floor are left out entirely (`hidden` says some were).
 */
export function topSymptoms(assessments: AssessmentFacts[], min: number, limit = 10) {
  const tally = new Map<string, {people: number; severitySum: number; rated: number}>()
  for (const assessment of assessments) {
    for (const symptom of new Set(assessment.symptoms)) {
      const entry = tally.get(symptom) ?? {people: 0, severitySum: 0, rated: 0}
      entry.people += 1
      const severity = assessment.severity[symptom]
      if (typeof severity === 'number') {
        entry.severitySum += severity
        entry.rated += 1
      }
      tally.set(symptom, entry)
    }
  }
  const shown = [...tally.entries()]
    .filter(([, entry]) => entry.people >= min && entry.rated >= min)
    .map(([symptom, entry]) => ({symptom, people: entry.people, meanSeverity: round1(entry.severitySum / entry.rated)}))
    .sort((a, b) => b.people - a.people || b.meanSeverity - a.meanSeverity || a.symptom.localeCompare(b.symptom))
  return {symptoms: shown.slice(0, limit), hidden: shown.length < tally.size}
}

export function womenReport(
  input: {assessments: AssessmentFacts[]; trackers: TrackerFacts[]; deliveries: DeliveryDay[]},
  now: Date,
  opts: {min: number; weeks: number; activeDays: number},
): WomenReport {
  const perWeek = new Map(lastWeeks(now, opts.weeks).map((week) => [week, 0]))
  for (const assessment of input.assessments) {
    const week = weekOf(assessment.createdAt)
    if (perWeek.has(week)) perWeek.set(week, (perWeek.get(week) ?? 0) + 1)
  }
  const since = now.getTime() - opts.activeDays * 86_400_000
  const active = input.trackers.filter((tracker) => new Date(tracker.updatedAt).getTime() >= since).length
  const symptoms = topSymptoms(input.assessments, opts.min)
  return {
    minPeople: opts.min,
    assessmentsByWeek: [...perWeek.entries()].map(([week, count]) => ({week, count: floor(count, opts.min)})),
    topSymptoms: symptoms.symptoms,
    symptomsHidden: symptoms.hidden,
    // The phase quiz keeps its result in the visitor's browser only; nothing is stored to count.
    phaseQuiz: {recorded: false},
    activeTrackers: floor(active, opts.min),
    reminders: input.deliveries,
  }
}
