import {readMonthTallies} from '../../netlify/functions/_shared/assessment-totals'
import {
  assessments,
  deleteAssessment,
  factsOf,
  isAssessmentKey,
  recountAssessmentTotals,
  saveAssessment,
} from '../../netlify/functions/_shared/assessments'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {
  deleteTrackingRecord,
  isRecordKey,
  recountTrackingTotals,
  saveTrackingEntry,
  type TrackingRecord,
} from '../../netlify/functions/_shared/tracking'
import {readActiveTrackers} from '../../netlify/functions/_shared/tracking-totals'
import {totalsOf, type TrackerFacts} from '../../src/lib/owner/report'
import type {OwnerId} from '../../netlify/functions/_shared/owner-id'

/**
 * The report's running totals, kept on every save and delete, must always equal what a full recount of the
 * records gives: concurrent saves of the same woman or the same month never lose or double a count.
 */
// A tracking record's key is a keyed hash (tracking.ts): the store modules derive it from the secret.
process.env.ACCESS_TOKEN_SECRET ??= 'report-totals-test-secret-0123456789'

const MONTHS = ['2026-01', '2026-02', '2026-03']
const at = (month: string, day: number, hour = 0) =>
  new Date(`${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`)
const SYMPTOMS = ['hot-flashes', 'brain-fog', 'sleep', 'anxiety']

const assess = (n: number, order: string | null, when: Date) =>
  saveAssessment(
    {
      email: null,
      symptoms: [SYMPTOMS[n % 4], SYMPTOMS[(n + 1) % 4]],
      severity: {[SYMPTOMS[n % 4]]: (n % 5) + 1},
      recommendations: [],
      phase: null,
    },
    `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    when,
    order,
  )

const track = (owner: OwnerId, date: string, trackerKey: string | null = null) =>
  saveTrackingEntry(
    owner,
    {date, symptoms: {hotFlashes: 1, sleep: 2, mood: 3, energy: 4}, notes: '', bleeding: false, notesForDoctor: false},
    'her@example.com',
    trackerKey,
    new Date(`${date}T12:00:00Z`),
  )

/** What the records add up to, read one by one (as a recount would). */
async function recomputed() {
  const facts = []
  for (const key of (await assessments.keys()).filter(isAssessmentKey)) {
    const record = await assessments.get(key)
    if (record) facts.push(factsOf(record))
  }
  const trackers: TrackerFacts[] = []
  const tracking = store(STORES.tracking)
  for (const {key} of (await tracking.list()).blobs.filter(({key}) => isRecordKey(key))) {
    const record = (await tracking.get(key, {type: 'json'})) as TrackingRecord
    trackers.push({verifiedOrder: record.verifiedOrder === true, entryDates: Object.keys(record.entries)})
  }
  const {tallies, activeTrackers} = totalsOf(facts, trackers)
  return {
    tallies: Object.fromEntries(Object.entries(tallies).filter(([month]) => MONTHS.includes(month))),
    activeTrackers: Object.fromEntries(MONTHS.map((month) => [month, activeTrackers[month] ?? 0])),
  }
}

/** The running totals as the report reads them. */
const running = async () => ({
  tallies: await readMonthTallies(MONTHS),
  activeTrackers: Object.fromEntries(
    await Promise.all(MONTHS.map(async (month) => [month, await readActiveTrackers(month)] as const)),
  ),
})

describe("the women's report's running totals", () => {
  const saved: Array<{id: string; createdAt: string; deletionKey: string}> = []
  const trackerKeys = new Map<OwnerId, string>()

  it('equal a recount from the records after concurrent saves, repeated women and months included', async () => {
    // 60 assessments at once: 20 women of paid orders, each 3 times across two months (two in the same month, at
    // different hours, so her latest counts), plus 10 without a paid order that never count.
    const saves = Array.from({length: 60}, (_, n) =>
      assess(n, `order-${n % 20}`, at(MONTHS[n < 40 ? 0 : 1], 3 + (n % 20), Math.floor(n / 20))),
    )
    const unpaid = Array.from({length: 10}, (_, n) => assess(100 + n, null, at(MONTHS[0], 5)))
    // 12 trackers at once, then more entries for the same trackers at once (same month and the next).
    const firsts = Array.from({length: 12}, (_, n) => track(`order:t${n}`, `${MONTHS[0]}-0${1 + (n % 9)}`))
    const results = await Promise.all([...saves, ...unpaid])
    saved.push(...results)
    const created = await Promise.all(firsts)
    created.forEach((result, n) => {
      if (result.status === 'created') trackerKeys.set(`order:t${n}`, result.trackerKey)
    })
    expect(trackerKeys.size).toBe(12)
    await Promise.all(
      [...trackerKeys].flatMap(([owner, key]) => [
        track(owner, `${MONTHS[0]}-20`, key),
        track(owner, `${MONTHS[1]}-02`, key),
      ]),
    )
    // A reviewer's tracker is no paid order's: it never counts.
    await track('token:reviewer', `${MONTHS[0]}-03`)

    const totals = await running()
    expect(totals).toEqual(await recomputed())
    expect(totals.tallies[MONTHS[0]].contributors).toBe(20)
    expect(totals.tallies[MONTHS[1]].contributors).toBe(20)
    expect(totals.activeTrackers).toEqual({[MONTHS[0]]: 12, [MONTHS[1]]: 12, [MONTHS[2]]: 0})
  }, 60_000)

  it('her deletion takes her out: her earlier answer of the month counts again, a deleted tracker leaves its months', async () => {
    // Order 0's saves in the first month are n = 0 and 20 (hours 0 and 1): deleting the latest brings back the first.
    const [first, latest] = [saved[0], saved[20]]
    expect(await deleteAssessment(latest.id, latest.createdAt, latest.deletionKey)).toBe(true)
    expect((await running()).tallies[MONTHS[0]].contributors).toBe(20)
    expect(await deleteAssessment(first.id, first.createdAt, first.deletionKey)).toBe(true)
    expect((await running()).tallies[MONTHS[0]].contributors).toBe(19)
    const [owner, key] = [...trackerKeys][0]
    expect(await deleteTrackingRecord(owner, 'her@example.com', key)).toBe(true)
    const totals = await running()
    expect(totals.activeTrackers).toEqual({[MONTHS[0]]: 11, [MONTHS[1]]: 11, [MONTHS[2]]: 0})
    expect(totals).toEqual(await recomputed())
  }, 60_000)

  it('a recount rebuilds the same totals from the records', async () => {
    const before = await running()
    await recountAssessmentTotals(new Date())
    await recountTrackingTotals(new Date())
    expect(await running()).toEqual(before)
  }, 60_000)
})
