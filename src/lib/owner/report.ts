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
/** What one contribution adds to its month: the symptoms she chose, with their severities. */
export type Contribution = Pick<AssessmentFacts, 'symptoms' | 'severity'>
/** A tracker of a paid order, by the days it has entries for. */
export type TrackerFacts = {verifiedOrder: boolean; entryDates: string[]}
export type DeliveryDay = {day: string; sent: number; failed: number; removed: number}

/** One symptom's running totals in a month: the women who chose it, and the sum and number of their ratings. */
export type SymptomTally = {people: number; severitySum: number; rated: number}
/**
 * One month's running totals: how many contributed (one contribution each) and, per symptom chosen by at least one
 * of them, its tally. Kept on write (the server's report totals) or tallied from records: the report reads only these.
 */
export type MonthTally = {contributors: number; symptoms: Record<string, SymptomTally>}

export const emptyTally = (): MonthTally => ({contributors: 0, symptoms: {}})

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
 * Adds one contribution to a month's tally (`sign` 1) or takes it out again (-1); a new tally, the given one is
 * left as it was. Changes add up in any order: two saves of hers at once move her contribution A→B and null→A, and
 * their shard writes may land B-first, so a count may dip below zero for a moment. A symptom leaves the tally only
 * when each of its counts is back at zero, so the tally is the same whichever way it was reached (added on write in
 * any order, or tallied from the records).
 */
export function applyContribution(tally: MonthTally, contribution: Contribution, sign: 1 | -1): MonthTally {
  const symptoms = {...tally.symptoms}
  for (const symptom of new Set(contribution.symptoms)) {
    const entry = {...(symptoms[symptom] ?? {people: 0, severitySum: 0, rated: 0})}
    entry.people += sign
    const severity = contribution.severity[symptom]
    if (typeof severity === 'number') {
      entry.severitySum += sign * severity
      entry.rated += sign
    }
    if (entry.people !== 0 || entry.severitySum !== 0 || entry.rated !== 0) symptoms[symptom] = entry
    else delete symptoms[symptom]
  }
  return {contributors: tally.contributors + sign, symptoms}
}

/** Tallies kept apart (the shards of a month's totals) added up. */
export function sumTallies(tallies: MonthTally[]): MonthTally {
  const sum = emptyTally()
  for (const tally of tallies) {
    sum.contributors += tally.contributors
    for (const [symptom, entry] of Object.entries(tally.symptoms)) {
      const kept = sum.symptoms[symptom] ?? {people: 0, severitySum: 0, rated: 0}
      sum.symptoms[symptom] = {
        people: kept.people + entry.people,
        severitySum: kept.severitySum + entry.severitySum,
        rated: kept.rated + entry.rated,
      }
    }
  }
  return sum
}

/** The tally of one period's contributions (one each). */
export const tallyOf = (contributions: Contribution[]): MonthTally =>
  contributions.reduce((tally, contribution) => applyContribution(tally, contribution, 1), emptyTally())

/**
 * Symptoms of one period's tally, most chosen first, with their mean severity. A symptom is shown only when at
 * least `min` women chose it AND at least `min` did not (complementary cell: otherwise the total minus the count
 * names the few who did not), and its severity only from at least `min` ratings. Symptoms left out are flagged
 * (`hidden`), never counted.
 */
export function topSymptomsOfTally(tally: MonthTally, min: number, limit = 10) {
  const entries = Object.entries(tally.symptoms).filter(([, entry]) => entry.people > 0)
  const shown = entries
    .filter(([, entry]) => entry.people >= min && tally.contributors - entry.people >= min && entry.rated >= min)
    .map(([symptom, entry]) => ({
      symptom,
      people: entry.people,
      meanSeverity: round1(entry.severitySum / entry.rated),
    }))
    .sort((a, b) => b.people - a.people || b.meanSeverity - a.meanSeverity || a.symptom.localeCompare(b.symptom))
  return {symptoms: shown.slice(0, limit), hidden: shown.length < entries.length}
}

/** Symptoms of one period's contributions (one each): topSymptomsOfTally of their tally. */
export const topSymptoms = (contributions: Contribution[], min: number, limit = 10) =>
  topSymptomsOfTally(tallyOf(contributions), min, limit)

/** The months in which a tracker counts as active: those it has entries in, when a paid order started it. */
export const activeMonths = (tracker: TrackerFacts): string[] =>
  tracker.verifiedOrder ? [...new Set(tracker.entryDates.map(monthOf))] : []

/**
 * The women's report over fixed calendar periods only (docs/threat-model.md): completed UTC calendar months, never the
 * current one nor a window that slides with the day it is asked, so asking again never changes a figure and two
 * reports cannot be differenced. Each figure counts one contribution per verified order, and is withheld under
 * `min` people (with its complementary cell for symptoms). It takes no filter: there is nothing to narrow it with.
 * It reads running totals only: `tallies` by month, and `activeTrackers`, the paid trackers with entries in a month.
 */
export function womenReportOfTotals(
  input: {tallies: Record<string, MonthTally>; activeTrackers: Record<string, number>; deliveries: DeliveryDay[]},
  now: Date,
  opts: {min: number; months: number},
): WomenReport {
  const months = lastCompletedMonths(now, opts.months)
  const lastMonth = months[months.length - 1]
  const symptoms = topSymptomsOfTally(input.tallies[lastMonth] ?? emptyTally(), opts.min)
  return {
    minPeople: opts.min,
    month: lastMonth,
    assessmentsByMonth: months.map((month) => ({
      month,
      count: floor(input.tallies[month]?.contributors ?? 0, opts.min),
    })),
    topSymptoms: symptoms.symptoms,
    symptomsHidden: symptoms.hidden,
    // The phase quiz keeps its result in the visitor's browser only; nothing is stored to count.
    phaseQuiz: {recorded: false},
    activeTrackers: floor(input.activeTrackers[lastMonth] ?? 0, opts.min),
    reminders: input.deliveries,
  }
}

/** The running totals that records add up to: what a full recount rebuilds, and what the running totals must equal. */
export function totalsOf(assessments: AssessmentFacts[], trackers: TrackerFacts[]) {
  const byMonth = new Map<string, AssessmentFacts[]>()
  for (const assessment of assessments) {
    const month = monthOf(assessment.createdAt)
    const facts = byMonth.get(month)
    if (facts) facts.push(assessment)
    else byMonth.set(month, [assessment])
  }
  const tallies: Record<string, MonthTally> = {}
  for (const [month, facts] of byMonth) {
    const contributions = oneContributionEach(facts)
    if (contributions.length) tallies[month] = tallyOf(contributions)
  }
  const activeTrackers: Record<string, number> = {}
  for (const month of trackers.flatMap(activeMonths)) activeTrackers[month] = (activeTrackers[month] ?? 0) + 1
  return {tallies, activeTrackers}
}

/** The women's report of the records themselves (womenReportOfTotals of their totals). */
export function womenReport(
  input: {assessments: AssessmentFacts[]; trackers: TrackerFacts[]; deliveries: DeliveryDay[]},
  now: Date,
  opts: {min: number; months: number},
): WomenReport {
  return womenReportOfTotals({...totalsOf(input.assessments, input.trackers), deliveries: input.deliveries}, now, opts)
}
