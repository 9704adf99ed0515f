import reportsHandler from '../../../netlify/functions/owner-reports.mts'
import {blobsRequestRecorder} from '../../support/blobs-requests'
import {saveAssessment} from '../../../netlify/functions/_shared/assessments'
import {STORES} from '../../../netlify/functions/_shared/blobs'
import {pool} from '../../../netlify/functions/_shared/pool'
import {saveTrackingEntry} from '../../../netlify/functions/_shared/tracking'
import {OWNER_API, REPORT_MONTHS_SHOWN} from '../../../src/config/owner'
import {lastCompletedMonths} from '../../../src/lib/owner/weeks'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The women's report over many contributors reads running totals, not records: its Blobs requests to the
 * assessments and tracking stores do not grow with the number of women (docs/capacity-report-retention.md). A
 * regression to reading every record fails here.
 */
const CONTRIBUTORS = 600
const TRACKERS = 100
/** Per store: the mark that the totals are complete, then 8 shards per month read (6 months of assessments, 1 of trackers). */
const REPORT_REQUESTS = 1 + REPORT_MONTHS_SHOWN * 8 + 1 + 8
const SYMPTOMS = ['hot-flashes', 'brain-fog', 'sleep', 'anxiety', 'joint-pain', 'fatigue']

describe("the women's report over 600 contributors", () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  const recorder = blobsRequestRecorder()
  const months = lastCompletedMonths(new Date(), REPORT_MONTHS_SHOWN)

  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
    // Saved through the store modules, as the functions save them: each woman once in one of the months shown.
    await pool(
      Array.from({length: CONTRIBUTORS}, (_, n) => n),
      16,
      async (n) => {
        const symptoms = [SYMPTOMS[Math.floor(n / 6) % 6], SYMPTOMS[(Math.floor(n / 6) + 1) % 6]]
        await saveAssessment(
          {email: null, symptoms, severity: {[symptoms[0]]: (n % 5) + 1}, recommendations: [], phase: null},
          `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          new Date(`${months[n % months.length]}-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`),
          `order-${n}`,
        )
      },
    )
    await pool(
      Array.from({length: TRACKERS}, (_, n) => n),
      16,
      async (n) => {
        const date = `${months.at(-1)}-${String(1 + (n % 28)).padStart(2, '0')}`
        await saveTrackingEntry(
          `order:tracker-${n}`,
          {
            date,
            symptoms: {hotFlashes: 1, sleep: 2, mood: 3, energy: 4},
            notes: '',
            bleeding: false,
            notesForDoctor: false,
          },
          'her@example.com',
          null,
          new Date(`${date}T12:00:00Z`),
        )
      },
    )
    recorder.start()
  }, 300_000)
  afterAll(async () => {
    recorder.stop()
    await env.close()
  })

  it('answers from the running totals in a bounded number of reads, whatever the number of women', async () => {
    const started = performance.now()
    const res = await ownerCall(reportsHandler, OWNER_API.reports, {cookie})
    const ms = performance.now() - started
    expect(res.status).toBe(200)
    // Each of the 6 months holds a sixth of the women.
    expect(res.body.assessmentsByMonth).toEqual(
      months.map((month) => ({
        month,
        count: Math.floor(CONTRIBUTORS / 6) + (months.indexOf(month) < CONTRIBUTORS % 6 ? 1 : 0),
      })),
    )
    expect(res.body.activeTrackers).toBe(TRACKERS)
    expect(res.body.topSymptoms.length).toBeGreaterThan(0)
    const requests = [...recorder.of(STORES.assessments), ...recorder.of(STORES.tracking)]
    expect(requests.every((request) => request.method === 'GET')).toBe(true)
    expect(requests.length).toBeLessThanOrEqual(REPORT_REQUESTS)
    expect(ms).toBeLessThan(5_000)
  }, 60_000)
})
