import {blobsRequestRecorder} from '../support/blobs-requests'
import {randomUUID} from 'node:crypto'
import {milliseconds} from 'date-fns/milliseconds'
import {readMonthTallies} from '../../netlify/functions/_shared/assessment-totals'
import {saveAssessment} from '../../netlify/functions/_shared/assessments'
import {store, STORES, type StoreName} from '../../netlify/functions/_shared/blobs'
import {saveContactMessage} from '../../netlify/functions/_shared/contact-messages'
import {recordCapture} from '../../netlify/functions/_shared/email-list'
import {applyRetention, type RetentionSummary} from '../../netlify/functions/_shared/retention'
import {saveTrackingEntry} from '../../netlify/functions/_shared/tracking'
import {RETENTION} from '../../src/config/retention'
import {lastCompletedMonths} from '../../src/lib/owner/weeks'

/**
 * The nightly retention run stops at its time budget and the next run resumes where it stopped: runs cut short
 * again and again delete exactly what one uninterrupted run deletes, and no run reads a record twice.
 */
process.env.ACCESS_TOKEN_SECRET ??= 'retention-resume-test-secret-0123456789'

const NOW = new Date('2026-06-15T12:00:00.000Z')
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW.getTime() - milliseconds({days}) + milliseconds({hours: hours}))

/** The same records in whichever site the Blobs context names, saved through the store modules. */
async function seed() {
  for (let n = 0; n < 24; n++) {
    // Past retention (some in a month wholly past it, some in the month still in part kept), and kept.
    const age = n < 8 ? RETENTION.assessmentDays + 40 + n : n < 16 ? RETENTION.assessmentDays + (n - 7) : 30 + n
    await saveAssessment(
      {email: null, symptoms: ['sleep'], severity: {sleep: 3}, recommendations: [], phase: null},
      `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      daysAgo(age),
      n % 3 === 0 ? null : `order-${n}`,
    )
  }
  for (let n = 0; n < 12; n++) {
    const at = daysAgo(n < 6 ? RETENTION.trackingInactiveDays + 1 + n : 10 + n)
    await saveTrackingEntry(
      `order:tracker-${n}`,
      {
        date: at.toISOString().slice(0, 10),
        symptoms: {hotFlashes: 1, sleep: 1, mood: 1, energy: 1},
        notes: '',
        bleeding: false,
        notesForDoctor: false,
      },
      'her@example.com',
      null,
      at,
    )
  }
  for (let n = 0; n < 10; n++)
    await saveContactMessage(
      {name: 'Ann', email: 'ann@example.com', subject: `Question ${n}`, message: 'Hello'},
      daysAgo(n < 5 ? RETENTION.contactMessageDays + 1 + n : n),
    )
  for (let n = 0; n < 12; n++)
    await recordCapture(
      `reader-${n}@example.com`,
      'guide',
      false,
      daysAgo(n < 4 ? RETENTION.emailCaptureDays + 1 + n : n),
    )
}

/** Points the Blobs client at a new, empty site. */
function newSite() {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT!, 'base64').toString())
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({...context, siteID: randomUUID()})).toString('base64')
}

const RECORD_STORES = [STORES.assessments, STORES.tracking, STORES.contact, STORES.emailCaptures] as const

/** What is left in each store (contact messages by subject, tracker-key index entries by count: they hold random ids). */
async function left() {
  const keys = async (name: (typeof RECORD_STORES)[number]) =>
    (await store(name).list()).blobs.map(({key}) => key).sort()
  const contact = await Promise.all(
    (await keys(STORES.contact)).map(
      async (key) => ((await store(STORES.contact).get(key, {type: 'json'})) as {subject: string}).subject,
    ),
  )
  return {
    assessments: await keys(STORES.assessments),
    tracking: (await keys(STORES.tracking)).filter((key) => !key.startsWith('by-key/')),
    trackerKeyIndex: (await keys(STORES.tracking)).filter((key) => key.startsWith('by-key/')).length,
    emailCaptures: await keys(STORES.emailCaptures),
    contact: contact.sort(),
    tallies: await readMonthTallies(lastCompletedMonths(NOW, 14)),
  }
}

describe('retention in bounded, resumable runs', () => {
  const recorder = blobsRequestRecorder()
  /**
   * The record blobs read since the last clear: GETs of keys in a record store. Not the report's totals nor the list
   * index (paged-index.ts), which are kept alongside the records and read per change.
   */
  const reads = () =>
    recorder.requests
      .filter(
        ({method, store, key}) =>
          method === 'GET' &&
          key !== '' &&
          RECORD_STORES.some((name) => name === store) &&
          !key.startsWith('report/') &&
          !key.startsWith('index/'),
      )
      .map(({store, key}) => `${store}/${key}`)
  beforeAll(() => recorder.start())
  afterAll(() => recorder.stop())

  it('lists no store of records whole: the email list through its index, tracking a sixteenth at a time', async () => {
    newSite()
    await seed()
    const blobsIn = async (name: StoreName) => (await store(name).list()).blobs.length
    const [trackingBlobs, captureBlobs] = [await blobsIn(STORES.tracking), await blobsIn(STORES.emailCaptures)]
    recorder.clear()
    expect(await applyRetention(NOW)).toMatchObject({
      complete: true,
      emailCapturesDeleted: 4,
      trackingRecordsDeleted: 6,
    })
    const listings = (name: string) =>
      recorder.requests.filter((request) => request.store === name && request.listed !== undefined)
    // Records, key index and totals: a whole listing would answer them all; each shard answers a few.
    expect(trackingBlobs).toBeGreaterThan(24)
    expect(listings(STORES.tracking).length).toBeGreaterThanOrEqual(3 * 16)
    expect(Math.max(...listings(STORES.tracking).map((request) => request.listed!))).toBeLessThan(trackingBlobs / 4)
    // The captures and the list index's pages and claims are never listed: only the flat keys beside their folders.
    expect(captureBlobs).toBeGreaterThan(24)
    expect(listings(STORES.emailCaptures).map((request) => request.listed)).toEqual([0, 0])
  }, 60_000)

  it("resumes a checkpoint an earlier version left in the captures' phase (a key, where a page now goes) by starting over", async () => {
    newSite()
    await seed()
    // An earlier version listed the store and checkpointed the last capture key done.
    await store(STORES.retention).setJSON('checkpoint', {phase: 'email-captures', after: 'address/ffff'})
    expect(await applyRetention(NOW)).toMatchObject({complete: true, emailCapturesDeleted: 4})
  }, 60_000)

  it('deletes across many short runs exactly what one run deletes, and reads no record twice in a run', async () => {
    newSite()
    await seed()
    recorder.clear()
    const whole = await applyRetention(NOW)
    expect(whole.complete).toBe(true)
    // The 4 captures the list's index shows may be due (never the 8 it shows are not), each tracking record once,
    // and the 8 old assessments of the month still in part kept.
    const read = reads()
    expect(read.filter((key) => key.startsWith(`${STORES.emailCaptures}/`))).toHaveLength(4)
    expect(read.filter((key) => key.startsWith(`${STORES.assessments}/`))).toHaveLength(8)
    expect(new Set(read).size).toBe(read.length)
    expect(whole).toMatchObject({
      assessmentsDeleted: 16,
      trackingRecordsDeleted: 6,
      contactMessagesDeleted: 5,
      emailCapturesDeleted: 4,
    })
    const afterWhole = await left()

    newSite()
    await seed()
    // A fake clock: each look at it is one tick, and a run may spend 6 ticks.
    let tick = 0
    const clock = () => tick++
    const runs: RetentionSummary[] = []
    do {
      recorder.clear()
      runs.push(await applyRetention(NOW, {budgetMs: 6, clock}))
      expect(new Set(reads()).size).toBe(reads().length)
    } while (!runs.at(-1)!.complete && runs.length < 100)
    expect(runs.at(-1)!.complete).toBe(true)
    expect(runs.length).toBeGreaterThan(5)

    const summed = Object.fromEntries(
      (Object.keys(whole) as (keyof RetentionSummary)[])
        .filter((field) => field !== 'complete')
        .map((field) => [field, runs.reduce((sum, run) => sum + Number(run[field]), 0)]),
    )
    const {complete: _complete, ...deleted} = whole
    expect(summed).toEqual(deleted)
    expect(await left()).toEqual(afterWhole)
  }, 120_000)
})
