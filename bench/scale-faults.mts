// The scale bench's fault run (`npm run bench:scale -- --faults`, docs/capacity-bench.md): purchases, refunds,
// opt-ins and tracker saves while the storage fails, stalls or loses answers (the tests' faulty Blobs proxy) and the
// SMTP server is down; then the server comes back and the mail outbox is run until it is empty. Every operation must
// complete (a failed one is retried as its sender would: Stripe retries a webhook, her browser asks again), every
// mail must be delivered once, and the records and the running totals must equal a recount.
import {createServer} from 'node:net'
import type {Context} from '@netlify/functions'
import emailCapture from '../netlify/functions/email-capture.mts'
import {store, STORES} from '../netlify/functions/_shared/blobs'
import {addressKey} from '../netlify/functions/_shared/email'
import {emailListIndex} from '../netlify/functions/_shared/email-list'
import {outboxOverview, runOutbox} from '../netlify/functions/_shared/mail-outbox'
import {getOrder, markRefunded, recordOrder} from '../netlify/functions/_shared/orders'
import {pool} from '../netlify/functions/_shared/pool'
import {sendReceipt} from '../netlify/functions/_shared/receipts'
import {saveTrackingEntry, trackingRecordKey} from '../netlify/functions/_shared/tracking'
import {STORAGE_FAULTS, startFaultyBlobsProxy} from '../tests/support/faulty-blobs-proxy.ts'
import {startSmtpServer} from '../tests/support/smtp.ts'
import {GUIDE_OFFER_SOURCE} from '../src/config/site'
import {BENCH_ENV, type Figure, type Sizes} from './scale-core.mts'

/**
 * How many of each operation the fault run makes, from the bench's sizes: at least 5 of each, and at most what
 * `--size 0.05` makes. Its time grows with its operations (about 1.8 s each through the faults, six at once), not with
 * the stores' size, and 185 operations already meet every kind of fault hundreds of times (docs/capacity-bench.md);
 * at the full sizes, scaled, it would run for about two hours.
 */
const faultSizes = (sizes: Sizes) => ({
  purchases: Math.min(50, Math.max(5, Math.round(sizes.orders / 20))),
  optIns: Math.min(50, Math.max(5, Math.round(sizes.captures / 100))),
  saves: Math.min(75, Math.max(5, Math.round(sizes.contributors / 20))),
})

/** Times an operation is tried before it counts as lost: Stripe and a browser retry longer, this is enough here. */
const ATTEMPTS = 6
/** Operations at once, as in the seeding. */
const CONCURRENCY = 6
/** Outbox runs, each an hour later than the one before, before a mail still queued counts as lost. */
const OUTBOX_RUNS = 12
const HOUR_MS = 3_600_000

type Tally = {done: number; retried: number; lost: number}

/** Runs `operation` for each index, retrying a failed one; counts what completed, what needed a retry, what was lost. */
async function attempted(count: number, operation: (index: number) => Promise<void>): Promise<Tally> {
  const tally: Tally = {done: 0, retried: 0, lost: 0}
  await pool(
    Array.from({length: count}, (_, index) => index),
    CONCURRENCY,
    async (index) => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          await operation(index)
          tally.done += 1
          if (attempt > 1) tally.retried += 1
          return
        } catch {
          // Retried, as its sender would.
        }
      }
      tally.lost += 1
    },
  )
  return tally
}

/** A port nothing listens on: the SMTP server is down there until it is started on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const buyer = (index: number) => `fault-buyer-${index}@example.com`
const reader = (index: number) => `fault-reader-${index}@example.com`
const tracker = (index: number) => ({
  owner: `order:stripe:pi_fault_tracker_${index}` as const,
  email: `fault-tracker-${index}@example.com`,
})
const paymentId = (index: number) => `pi_fault_${index}`

/**
 * The fault run, against the Blobs server at `blobsUrl` (site `siteID`, `token`): the operations through a faulty
 * proxy with the SMTP server down, then the checks on the storage as it is. Answers its figures.
 */
export async function measureFaults(
  sizes: Sizes,
  blobs: {url: string; token: string; siteID: string},
): Promise<Figure[]> {
  const counts = faultSizes(sizes)
  const direct = process.env.NETLIFY_BLOBS_CONTEXT
  const saved = {DEMO_MODE: process.env.DEMO_MODE, SMTP_URL: process.env.SMTP_URL}
  const proxy = await startFaultyBlobsProxy(blobs.url, STORAGE_FAULTS)
  const smtpPort = await closedPort()
  const now = new Date()
  const started = performance.now()
  // Mail leaves through SMTP (not the demo outbox), and the server is down.
  delete process.env.DEMO_MODE
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SURVIVAL_GUIDE_URL: 'https://example.com/guide.pdf',
  })
  process.env.NETLIFY_BLOBS_CONTEXT = proxy.contextFor(blobs.siteID, blobs.token)
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null
  try {
    // A purchase as the Stripe webhook records it: the order, then its receipt (retried whole, as Stripe retries).
    const purchases = await attempted(counts.purchases, async (index) => {
      const {order} = await recordOrder(
        {
          provider: 'stripe',
          providerId: paymentId(index),
          amountCents: 3700,
          currency: 'usd',
          coupon: null,
          email: buyer(index),
          feeCents: 137,
        },
        now,
      )
      await sendReceipt(order, now)
    })
    const refundCount = Math.ceil(counts.purchases / 5)
    const refunds = await attempted(refundCount, async (index) => {
      await markRefunded(`stripe:${paymentId(index * 5)}`, now, {by: 'stripe', reason: 'refunded_at_stripe'})
    })
    // The free guide's form, through its function: a 200 or an error she can retry.
    const optIns = await attempted(counts.optIns, async (index) => {
      const res = await emailCapture(
        new Request(new URL('/api/email-capture', BENCH_ENV.SITE_URL), {
          method: 'POST',
          headers: {'content-type': 'application/json', origin: BENCH_ENV.SITE_URL},
          body: JSON.stringify({email: reader(index), source: GUIDE_OFFER_SOURCE}),
        }),
        {params: {}} as unknown as Context,
      )
      if (res.status !== 200) throw new Error(`answered ${res.status}`)
    })
    const saves = await attempted(counts.saves, async (index) => {
      const {owner, email} = tracker(index)
      const entry = {
        date: now.toISOString().slice(0, 10),
        symptoms: {hotFlashes: 2, sleep: 6, mood: 3, energy: 3},
        notes: '',
      }
      await saveTrackingEntry(owner, entry, email, null, now)
    })
    const operationsSeconds = (performance.now() - started) / 1000

    // The server comes back; the outbox is run, an hour apart each time, until nothing waits.
    const queuedWhileDown = (await outboxOverview()).queued
    smtp = await startSmtpServer(smtpPort)
    const outboxStarted = performance.now()
    let waiting = Number.NaN
    for (let run = 0; run < OUTBOX_RUNS && waiting !== 0; run += 1)
      waiting = (await runOutbox(new Date(now.getTime() + (run + 1) * HOUR_MS))).waiting
    const outboxSeconds = (performance.now() - outboxStarted) / 1000

    // The checks, on the storage as it is.
    process.env.NETLIFY_BLOBS_CONTEXT = direct
    const {dead} = await outboxOverview()
    const missing = {orders: 0, refunds: 0, captures: 0, trackers: 0, receipts: 0, guides: 0}
    for (let index = 0; index < counts.purchases; index += 1) {
      const order = await getOrder('stripe', paymentId(index))
      if (!order) missing.orders += 1
      else if (index % 5 === 0 && index / 5 < refundCount && order.state !== 'refunded') missing.refunds += 1
    }
    const captures = store(STORES.emailCaptures)
    for (let index = 0; index < counts.optIns; index += 1)
      if ((await captures.get(addressKey(reader(index)))) === null) missing.captures += 1
    const tracking = store(STORES.tracking)
    for (let index = 0; index < counts.saves; index += 1) {
      const {owner, email} = tracker(index)
      if ((await tracking.getMetadata(trackingRecordKey(owner, email))) === null) missing.trackers += 1
    }
    const delivered = new Map<string, number>()
    for (const mail of smtp.received) {
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : ''
      const key = `${to}\n${mail.subject ?? ''}`
      delivered.set(key, (delivered.get(key) ?? 0) + 1)
    }
    const mailsTo = (address: string) => [...delivered.keys()].filter((key) => key.startsWith(`${address}\n`)).length
    for (let index = 0; index < counts.purchases; index += 1) if (mailsTo(buyer(index)) === 0) missing.receipts += 1
    for (let index = 0; index < counts.optIns; index += 1) if (mailsTo(reader(index)) === 0) missing.guides += 1
    const twice = [...delivered.values()].filter((times) => times > 1).length
    const listTotals = await emailListIndex.totals()
    const listRecount = await emailListIndex.recount()
    const totalsAgree = JSON.stringify(listTotals) === JSON.stringify(listRecount)

    const lost =
      purchases.lost + refunds.lost + optIns.lost + saves.lost + Object.values(missing).reduce((sum, n) => sum + n, 0)
    const {injected} = proxy
    const operations = counts.purchases + refundCount + counts.optIns + counts.saves
    return [
      {
        name: 'Faults: every operation done',
        records: operations,
        seconds: operationsSeconds,
        goal: 'nothing lost',
        met: lost === 0 && totalsAgree,
        note:
          `storage requests ${injected.requests}: ${injected.failed} failed, ${injected.stalled} stalled, ${injected.lostAnswers} answers lost; ` +
          `retried: ${purchases.retried} purchases, ${refunds.retried} refunds, ${optIns.retried} opt-ins, ${saves.retried} saves; ` +
          `lost: ${lost} (${JSON.stringify(missing)}); list totals ${totalsAgree ? 'equal' : 'differ from'} a recount`,
      },
      {
        name: 'Faults: mail once the server is back',
        records: smtp.received.length,
        seconds: outboxSeconds,
        goal: 'each once, none left',
        met: waiting === 0 && dead.length === 0 && twice === 0 && missing.receipts === 0 && missing.guides === 0,
        note: `${queuedWhileDown} queued while the server was down; ${smtp.received.length} delivered, ${twice} twice, ${waiting} still queued, ${dead.length} given up`,
      },
    ]
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = direct
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    await proxy.close()
    await smtp?.close()
  }
}
