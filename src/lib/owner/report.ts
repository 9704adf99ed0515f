import type {Floored, WomenReport} from '../api-contract/owner-answers'
import {lastCompletedMonths, monthOf} from './weeks'

/**
 * The fields of a stored assessment this report reads (never shown one by one). `contributor` is an opaque id of
 * the paid order whose purchaser submitted it, or null: only verified orders count, one contribution each per
 * period (docs/threat-model.md: a decoy costs a paid order, and one woman cannot weigh twice).
 */
export type AssessmentFacts = {
  contributor: string | null
  symptoms: string[]
  severity: Record<string, number>
  createdAt: string
}
/** A tracker of a paid order, by the days it has entries for. */
export type TrackerFacts = {verifiedOrder: boolean; entryDates: string[]}
export type DeliveryDay = {day: string; sent: number; failed: number; removed: number}

/** DECISIONS 29: a count drawn from fewer than `min` people is withheld. */
export const floor = (count: number, min: number): Floored => (count >= min ? count : null)

const round1 = (value: number) => Math.round(value * 10) / 10

/** One contribution per verified order: its latest assessment in the period; unverified ones are left out. */
export function oneContributionEach(assessments: AssessmentFacts[]): AssessmentFacts[] {
  const latest = new Map<string, AssessmentFacts>()
  for (const assessment of assessments) {
    if (!assessment.contributor) continue
    const kept = latest.get(assessment.contributor)
    if (!kept || kept.createdAt < assessment.createdAt) latest.set(assessment.contributor, assessment)
  }
  return [...latest.values()]
}

/**
 * Symptoms of one period's contributions (one each), most chosen first, with their mean severity. A symptom is
 * shown only when at least `min` women chose it AND at least `min` did not (complementary cell: otherwise the
 * total minus the count names the few who did not), and its severity only from at least `min` ratings.
 * Symptoms left out are flagged (`hidden`), never counted.
 */
export function topSymptoms(contributions: AssessmentFacts[], min: number, limit = 10) {
  const total = contributions.length
  const tally = new Map<string, {people: number; severitySum: number; rated: number}>()
  for (const assessment of contributions) {
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
    .filter(([, entry]) => entry.people >= min && total - entry.people >= min && entry.rated >= min)
    .map(([symptom, entry]) => ({
      symptom,
      people: entry.people,
      meanSeverity: round1(entry.severitySum / entry.rated),
    }))
    .sort((a, b) => b.people - a.people || b.meanSeverity - a.meanSeverity || a.symptom.localeCompare(b.symptom))
  return {symptoms: shown.slice(0, limit), hidden: shown.length < tally.size}
}

/**
 * The women's report over fixed calendar periods only (docs/threat-model.md): completed UTC calendar months, never the
 * current one nor a window that slides with the day it is asked, so asking again never changes a figure and two
 * reports cannot be differenced. Each figure counts one contribution per verified order, and is withheld under
 * `min` people (with its complementary cell for symptoms). It takes no filter: there is nothing to narrow it with.
 */
export function womenReport(
  input: {assessments: AssessmentFacts[]; trackers: TrackerFacts[]; deliveries: DeliveryDay[]},
  now: Date,
  opts: {min: number; months: number},
): WomenReport {
  const months = lastCompletedMonths(now, opts.months)
  const byMonth = new Map(months.map((month) => [month, [] as AssessmentFacts[]]))
  for (const assessment of input.assessments) byMonth.get(monthOf(assessment.createdAt))?.push(assessment)
  const contributions = new Map(months.map((month) => [month, oneContributionEach(byMonth.get(month) ?? [])]))
  const lastMonth = months[months.length - 1]
  const symptoms = topSymptoms(contributions.get(lastMonth) ?? [], opts.min)
  const activeTrackers = input.trackers.filter(
    (tracker) => tracker.verifiedOrder && tracker.entryDates.some((date) => monthOf(date) === lastMonth),
  ).length
  return {
    minPeople: opts.min,
    month: lastMonth,
    assessmentsByMonth: months.map((month) => ({
      month,
      count: floor(contributions.get(month)?.length ?? 0, opts.min),
    })),
    topSymptoms: symptoms.symptoms,
    symptomsHidden: symptoms.hidden,
    // The phase quiz keeps its result in the visitor's browser only; nothing is stored to count.
    phaseQuiz: {recorded: false},
    activeTrackers: floor(activeTrackers, opts.min),
    reminders: input.deliveries,
  }
}
