// The scale bench's seeding and measuring (bench/scale.mts runs it; tests/functions/scale-bench.test.ts runs it
// small). Seeds the Blobs stores named by NETLIFY_BLOBS_CONTEXT through the project's own store modules, then
// times the back office's views, the CSV export, the women's report and a retention run by calling the functions'
// handlers directly (a real Request in, the real Response read to its end), as Netlify would.
import {spawn} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import type {Context} from '@netlify/functions'
import cleanupPersonalData from '../netlify/functions/cleanup-personal-data.mts'
import ownerAudit from '../netlify/functions/owner-audit.mts'
import ownerEmailList from '../netlify/functions/owner-email-list.mts'
import ownerMessages from '../netlify/functions/owner-messages.mts'
import ownerOrders from '../netlify/functions/owner-orders.mts'
import ownerReports from '../netlify/functions/owner-reports.mts'
import {saveAssessments} from '../netlify/functions/_shared/assessments'
import {saveContactMessages} from '../netlify/functions/_shared/contact-messages'
import {recordCaptures, unsubscribeMany, unsubscribeToken} from '../netlify/functions/_shared/email-list'
import {readOutbox} from '../netlify/functions/_shared/mail'
import {markDisputedMany, markRefundedMany, recordOrders} from '../netlify/functions/_shared/orders'
import {auditMany} from '../netlify/functions/_shared/owner/audit'
import {redeemSignIn, requestSignIn} from '../netlify/functions/_shared/owner/session'
import {saveTrackingEntries} from '../netlify/functions/_shared/tracking'
import {OWNER_API, OWNER_SESSION_COOKIE} from '../src/config/owner'

/** The sizes of a coach with a popular newsletter (docs/capacity-bench.md); `--size` scales them all. */
export const FULL_SIZES = {
  captures: 100_000,
  orders: 20_000,
  messages: 10_000,
  audit: 200_000,
  contributors: 30_000,
  reminders: 50_000,
} as const
export type Sizes = Record<keyof typeof FULL_SIZES, number>
export const sizesAt = (scale: number): Sizes =>
  Object.fromEntries(
    Object.entries(FULL_SIZES).map(([name, full]) => [name, Math.max(1, Math.round(full * scale))]),
  ) as Sizes

/** The goals, in seconds, on a 2-core machine. */
export const GOALS = {view: 2, csvFirstByte: 2, report: 5, retentionRun: 30, fanOut: 60} as const

export type Figure = {
  name: string
  records: number
  seconds: number
  goal: string
  met: boolean
  note?: string
}

/** The environment the functions read: demo mode (mail lands in the local outbox store), one coach. */
export const BENCH_ENV = {
  DEMO_MODE: 'true',
  COACH_EMAIL: 'coach@example.com',
  MAIL_FROM: 'Bench <bench@example.com>',
  SITE_URL: 'http://localhost:8888',
  ACCESS_TOKEN_SECRET: 'scale-bench-secret-0123456789abcdef0123',
} as const

/**
 * Records per call of a store module's batch writer (every store is seeded through one): it writes them 16 at a time,
 * then lists them in their index a page-full (250) per write of its open page and head, and adds them to its running
 * totals once per totals blob (docs/capacity.md "Back-office lists").
 */
const SEED_BATCH = 500
const DAY_MS = 86_400_000
const SYMPTOMS = ['hot-flashes', 'night-sweats', 'sleep', 'brain-fog', 'mood', 'anxiety'] as const
/** How many pages deep "a later page" is, when a list answers with `nextCursor`. */
const LATER_PAGE = 5

const range = (count: number) => Array.from({length: count}, (_, index) => index)
/** Record `index` of `count`, spread evenly over the `days` before `now` (some past retention, most not). */
const spreadBack = (now: Date, index: number, count: number, days: number) =>
  new Date(now.getTime() - Math.floor((index / count) * days * DAY_MS) - 60_000)
/** A moment in the last completed calendar month (the women's report shows completed months only). */
const lastMonth = (now: Date, index: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1 + (index % 27), 9, index % 60))

/** A back-office session the way the coach gets one: a sign-in link mailed (to the demo outbox), then redeemed. */
export async function ownerSession(now: Date): Promise<string> {
  // The link of this request: not one already in the outbox (a kept store holds its seeding's, redeemed).
  const signInLinks = async () =>
    (await readOutbox()).flatMap((entry) => /\/owner\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(entry.text)?.[1] ?? [])
  const before = new Set(await signInLinks())
  await requestSignIn(BENCH_ENV.COACH_EMAIL, now)
  const token = (await signInLinks()).find((link) => !before.has(link))
  const session = token ? await redeemSignIn(token, now) : null
  if (!session) throw new Error('The bench could not sign in to the back office')
  return `${OWNER_SESSION_COOKIE}=${session.sessionId}`
}

/** Writes every record through its store module's batch writer; `log` hears each store as it is done. */
export async function seedScale(sizes: Sizes, now: Date, log: (line: string) => void = () => undefined) {
  const started = performance.now()
  // Before the orders: their sale notices land in the same demo outbox the sign-in link is read from.
  const cookie = await ownerSession(now)
  // The seeding's log line of each store: its count and how long it took.
  const timed = async (name: string, count: number, seed: () => Promise<void>) => {
    const at = performance.now()
    await seed()
    log(`  seeded ${count.toLocaleString('en-US')} ${name} in ${((performance.now() - at) / 1000).toFixed(1)} s`)
  }
  // One batch at a time (each writes its records 16 at a time).
  const batches = (name: string, count: number, writeMany: (indexes: number[]) => Promise<unknown>) =>
    timed(name, count, async () => {
      for (let from = 0; from < count; from += SEED_BATCH)
        await writeMany(range(Math.min(SEED_BATCH, count - from)).map((n) => from + n))
    })
  const captureEmail = (index: number) => `reader-${index}@example.com`
  await batches('email captures', sizes.captures, (indexes) =>
    recordCaptures(
      indexes.map((index) => ({
        email: captureEmail(index),
        source: 'footer',
        wantsGuide: false,
        now: spreadBack(now, index, sizes.captures, 900),
      })),
    ),
  )
  await batches('unsubscribes (a tenth of the captures)', Math.floor(sizes.captures / 10), (indexes) =>
    unsubscribeMany(
      indexes.map((index) => unsubscribeToken(captureEmail(index * 10))),
      now,
    ),
  )
  const orderId = (index: number) => `pi_bench_${index}`
  await batches('orders', sizes.orders, (indexes) =>
    recordOrders(
      indexes.map((index) => ({
        input: {
          provider: 'stripe',
          providerId: orderId(index),
          amountCents: 3700,
          currency: 'usd',
          coupon: index % 7 === 0 ? 'SAVE10' : null,
          email: `buyer-${index}@example.com`,
          feeCents: 137,
        },
        now: spreadBack(now, index, sizes.orders, 400),
      })),
    ),
  )
  await batches('refunds (one order in 20)', Math.floor(sizes.orders / 20), (indexes) =>
    markRefundedMany(
      indexes.map((index) => `stripe:${orderId(index * 20)}`),
      now,
      {by: 'owner', reason: 'Bench refund'},
    ),
  )
  await batches('disputes (one order in 50)', Math.floor(sizes.orders / 50), (indexes) =>
    markDisputedMany(
      indexes.map((index) => `stripe:${orderId(index * 50 + 1)}`),
      now,
      'stripe',
    ),
  )
  await batches('contact messages', sizes.messages, (indexes) =>
    saveContactMessages(
      indexes.map((index) => ({
        input: {
          name: `Reader ${index}`,
          email: `writer-${index}@example.com`,
          subject: 'A question',
          message: 'Hello.',
        },
        now: spreadBack(now, index, sizes.messages, 180),
      })),
    ),
  )
  await batches('audit entries', sizes.audit, (indexes) =>
    auditMany(
      indexes.map((index) => ({
        entry: {action: 'message-read', target: `message-${index}`, by: 'owner'},
        now: spreadBack(now, index, sizes.audit, 365),
      })),
    ),
  )
  const contributor = (index: number) => `stripe:pi_bench_contributor_${index}`
  await batches('assessments of purchasers', sizes.contributors, (indexes) =>
    saveAssessments(
      indexes.map((index) => {
        const symptoms = [SYMPTOMS[index % SYMPTOMS.length], SYMPTOMS[(index + 1) % SYMPTOMS.length]]
        return {
          submission: {
            email: null,
            symptoms,
            severity: Object.fromEntries(symptoms.map((symptom) => [symptom, 1 + (index % 5)])),
            recommendations: [],
            phase: null,
          },
          id: randomUUID(),
          now: lastMonth(now, index),
          verifiedOrderId: contributor(index),
        }
      }),
    ),
  )
  await batches('tracking records of purchasers', sizes.contributors, (indexes) =>
    saveTrackingEntries(
      indexes.map((index) => {
        const at = spreadBack(now, index, sizes.contributors, 6)
        return {
          owner: `order:${contributor(index)}` as const,
          entry: {
            date: at.toISOString().slice(0, 10),
            symptoms: {hotFlashes: 3, sleep: 6, mood: 3, energy: 3},
            notes: '',
          },
          email: `tracker-${index}@example.com`,
          trackerKey: null,
          now: at,
        }
      }),
    ),
  )
  return {cookie, seconds: (performance.now() - started) / 1000}
}

type Handler = (req: Request, context: Context) => Promise<Response>

/** One call as the coach's browser makes it; resolves when the whole answer has been read. */
async function timedCall(handler: Handler, url: string, cookie: string) {
  const started = performance.now()
  const req = new Request(new URL(url, BENCH_ENV.SITE_URL), {headers: {cookie, origin: BENCH_ENV.SITE_URL}})
  const res = await handler(req, {params: {}} as unknown as Context)
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let firstByte = Number.NaN
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (Number.isNaN(firstByte)) firstByte = (performance.now() - started) / 1000
    text += decoder.decode(chunk.value, {stream: true})
  }
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`)
  return {seconds: (performance.now() - started) / 1000, firstByte, text}
}

const withCursor = (path: string, cursor: string) => `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`

/** A list's first page and, when it pages (`nextCursor`), the LATER_PAGE-th page reached by following it. */
async function listFigures(name: string, handler: Handler, path: string, records: number, cookie: string) {
  const first = await timedCall(handler, path, cookie)
  const figures: Figure[] = [viewFigure(`${name}: first page`, records, first.seconds)]
  let cursor = (JSON.parse(first.text) as {nextCursor?: string | null}).nextCursor
  if (!cursor) {
    figures[0].note = 'no nextCursor: the whole list in one answer'
    return figures
  }
  let page = first
  for (let depth = 2; depth <= LATER_PAGE && cursor; depth += 1) {
    page = await timedCall(handler, withCursor(path, encodeURIComponent(cursor)), cookie)
    cursor = (JSON.parse(page.text) as {nextCursor?: string | null}).nextCursor
    if (depth === LATER_PAGE || !cursor) figures.push(viewFigure(`${name}: page ${depth}`, records, page.seconds))
  }
  return figures
}

const viewFigure = (name: string, records: number, seconds: number): Figure => ({
  name,
  records,
  seconds,
  goal: `≤ ${GOALS.view} s`,
  met: seconds <= GOALS.view,
})

/** Times every back-office view, the CSV export, the women's report, then one retention run (it deletes). */
export async function measureScale(sizes: Sizes, cookie: string): Promise<Figure[]> {
  const figures: Figure[] = []
  figures.push(...(await listFigures('Orders', ownerOrders, OWNER_API.orders, sizes.orders, cookie)))
  figures.push(...(await listFigures('Email list', ownerEmailList, OWNER_API.emailList, sizes.captures, cookie)))
  figures.push(...(await listFigures('Messages', ownerMessages, OWNER_API.messages, sizes.messages, cookie)))
  figures.push(...(await listFigures('Audit log', ownerAudit, OWNER_API.audit, sizes.audit, cookie)))

  const csv = await timedCall(ownerEmailList, OWNER_API.emailListCsv, cookie)
  const rows = csv.text.split('\n').filter(Boolean).length - 1
  figures.push(
    {
      name: 'CSV export: first byte',
      records: sizes.captures,
      seconds: csv.firstByte,
      goal: `≤ ${GOALS.csvFirstByte} s`,
      met: csv.firstByte <= GOALS.csvFirstByte,
    },
    {
      name: 'CSV export: total',
      records: sizes.captures,
      seconds: csv.seconds,
      goal: 'streams',
      met: true,
      note: `${rows} rows`,
    },
  )

  const report = await timedCall(ownerReports, OWNER_API.reports, cookie)
  figures.push({
    name: "Women's report",
    records: sizes.contributors,
    seconds: report.seconds,
    goal: `≤ ${GOALS.report} s`,
    met: report.seconds <= GOALS.report,
  })

  const retention = await timedCall(cleanupPersonalData, '/.netlify/functions/cleanup-personal-data', cookie)
  const records = sizes.captures + sizes.orders + sizes.messages + 2 * sizes.contributors
  // A run that stops at its budget must have got somewhere: a run that spends it before its first record (a listing
  // of a whole store) would stop there every night, however fast it answers.
  const summary = JSON.parse(retention.text) as Record<string, number | boolean>
  const changed = Object.values(summary).reduce<number>(
    (sum, value) => sum + (typeof value === 'number' ? value : 0),
    0,
  )
  figures.push({
    name: 'Retention: one nightly run',
    records,
    seconds: retention.seconds,
    goal: `≤ ${GOALS.retentionRun} s (a scheduled function's limit), done or records changed`,
    met: retention.seconds <= GOALS.retentionRun && (summary.complete === true || changed > 0),
    note: retention.text,
  })
  return figures
}

/**
 * The reminder fan-out: bench/push-throughput.mts in a process of its own (its own Blobs, the scheduled run handing
 * each shard to a background worker, the local HTTPS push fake), `runs` times in a row; each run must deliver every
 * reminder within GOALS.fanOut seconds of the due minute.
 */
export async function measureFanOut(count: number, runs: number): Promise<Figure[]> {
  const figures: Figure[] = []
  for (let run = 1; run <= runs; run += 1) {
    const {code, output} = await new Promise<{code: number | null; output: string}>((resolve) => {
      const child = spawn('npx', ['tsx', 'bench/push-throughput.mts', String(count)], {
        // Named, not inherited: under Jest `process.env` is the test's copy, which a child would not see.
        env: {...process.env},
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('close', (exit) => resolve({code: exit, output}))
    })
    const delivered = /Delivered (\d+) of (\d+) reminders in ([\d.]+) s/.exec(output)
    figures.push({
      name: `Reminder fan-out, run ${run} of ${runs}`,
      records: count,
      seconds: delivered ? Number(delivered[3]) : Number.NaN,
      goal: `all delivered ≤ ${GOALS.fanOut} s`,
      met: code === 0 && delivered !== null && Number(delivered[1]) === count,
      note: delivered
        ? `${delivered[1]} of ${delivered[2]} delivered`
        : output.trim().split('\n').slice(-3).join(' | '),
    })
  }
  return figures
}

/** One line per figure: what, how many records, the time, the goal and whether it was met. */
export const formatFigure = (figure: Figure) =>
  `${figure.met ? 'met   ' : 'MISSED'} ${figure.name.padEnd(34)} ${figure.records.toLocaleString('en-US').padStart(9)} records ${figure.seconds.toFixed(2).padStart(7)} s  goal ${figure.goal}${figure.note ? `  (${figure.note})` : ''}`
