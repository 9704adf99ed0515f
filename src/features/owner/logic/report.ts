import type {Floored, WomenReport} from '../../../lib/api-contract/owner-answers'
import {lastWeeks, weekOf} from './weeks'
import {milliseconds} from 'date-fns'

/**
 * The fields of a stored assessment this report reads (never shown one by one). `person` is an opaque id:
 * a hash of the email when one was given (so a woman who took it twice counts once toward the floor),
 * else the record's own key.
 */
export type AssessmentFacts = {person: string; symptoms: string[]; severity: Record<string, number>; createdAt: string}
export type TrackerFacts = {updatedAt: string}
export type DeliveryDay = {day: string; sent: number; failed: number; removed: number}

/** DECISIONS 29: a count drawn from fewer than `min` people is withheld. */
export const floor = (count: number, min: number): Floored => (count >= min ? count : null)

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * Symptoms chosen by at least `min` different people, most chosen first, with their mean severity over
 * the assessments that rated them. Symptoms below the floor are left out entirely (`hidden` says some were).
 */
export function topSymptoms(assessments: AssessmentFacts[], min: number, limit = 10) {
  const tally = new Map<string, {people: Set<string>; raters: Set<string>; severitySum: number; rated: number}>()
  for (const assessment of assessments) {
    for (const symptom of new Set(assessment.symptoms)) {
      const entry = tally.get(symptom) ?? {
        people: new Set<string>(),
        raters: new Set<string>(),
        severitySum: 0,
        rated: 0,
      }
      entry.people.add(assessment.person)
      const severity = assessment.severity[symptom]
      if (typeof severity === 'number') {
        entry.severitySum += severity
        entry.rated += 1
        entry.raters.add(assessment.person)
      }
      tally.set(symptom, entry)
    }
  }
  const shown = [...tally.entries()]
    .filter(([, entry]) => entry.people.size >= min && entry.raters.size >= min)
    .map(([symptom, entry]) => ({
      symptom,
      people: entry.people.size,
      meanSeverity: round1(entry.severitySum / entry.rated),
    }))
    .sort((a, b) => b.people - a.people || b.meanSeverity - a.meanSeverity || a.symptom.localeCompare(b.symptom))
  return {symptoms: shown.slice(0, limit), hidden: shown.length < tally.size}
}

export function womenReport(
  input: {assessments: AssessmentFacts[]; trackers: TrackerFacts[]; deliveries: DeliveryDay[]},
  now: Date,
  opts: {min: number; weeks: number; activeDays: number},
): WomenReport {
  // A week's count is shown only when at least `min` different people stand behind it.
  const perWeek = new Map(lastWeeks(now, opts.weeks).map((week) => [week, {count: 0, people: new Set<string>()}]))
  for (const assessment of input.assessments) {
    const week = perWeek.get(weekOf(assessment.createdAt))
    if (!week) continue
    week.count += 1
    week.people.add(assessment.person)
  }
  const since = now.getTime() - milliseconds({days: opts.activeDays})
  const active = input.trackers.filter((tracker) => new Date(tracker.updatedAt).getTime() >= since).length
  const symptoms = topSymptoms(input.assessments, opts.min)
  return {
    minPeople: opts.min,
    assessmentsByWeek: [...perWeek.entries()].map(([week, {count, people}]) => ({
      week,
      count: people.size >= opts.min ? count : null,
    })),
    topSymptoms: symptoms.symptoms,
    symptomsHidden: symptoms.hidden,
    // The phase quiz keeps its result in the visitor's browser only; nothing is stored to count.
    phaseQuiz: {recorded: false},
    activeTrackers: floor(active, opts.min),
    reminders: input.deliveries,
  }
}
