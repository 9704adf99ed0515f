// `npx tsx bench/push-throughput.mts [count] [--inline]`: how fast the reminder sender delivers a busy minute.
// Seeds `count` (default 10,000) subscribers, each with one reminder due in the same minute, into a real local
// Blobs server, then runs send-reminders the way Netlify does at that minute: the scheduled run lists the
// minute and hands each of the 16 shards to the background worker over HTTP (signed), which sends to the local
// HTTPS fake push service. Prints reminders per second and the lateness of each delivery (p50/p95/max) after
// its due time. `--inline` sends everything from the scheduled function itself, one 20-second run a minute.
// Blobs is a remote service on Netlify: its local stand-in runs in a worker thread, off the sender's event loop;
// the workers, which Netlify runs in parallel on separate instances, share this one process here.
import {mkdtempSync} from 'node:fs'
import http from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {Worker} from 'node:worker_threads'
import type {Context} from '@netlify/functions'
import webPush from 'web-push'
import {startFakePushService} from '../tests/support/fake-push'

const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10_000)
const inline = process.argv.includes('--inline')
const token = 'bench-token'
const blobs = new Worker(
  `const {parentPort, workerData} = require('node:worker_threads')
   import('@netlify/blobs/server').then(async ({BlobsServer}) => {
     const {port} = await new BlobsServer(workerData).start()
     parentPort.postMessage(port)
   })`,
  {eval: true, workerData: {directory: mkdtempSync(path.join(tmpdir(), 'push-bench-')), token}},
)
const port = await new Promise<number>((resolve) => blobs.once('message', resolve))
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({edgeURL: `http://127.0.0.1:${port}`, uncachedEdgeURL: `http://127.0.0.1:${port}`, token, siteID: 'push-bench'}),
).toString('base64')
const vapid = webPush.generateVAPIDKeys()
Object.assign(process.env, {VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:bench@example.com'})

const {importReminders, writeLastRun} = await import('../netlify/functions/_shared/push-store')
const {dispatchDueReminders, sendDueReminders} = await import('../netlify/functions/_shared/push-send')
const {invokeWorker} = await import('../netlify/functions/_shared/push-workers')
const {readDeliveryStats} = await import('../netlify/functions/_shared/push-stats')
const {default: backgroundWorker} = await import('../netlify/functions/send-reminders-background.mts')
// Decrypting every message in this same process would be measured as send time: count and time only.
const push = await startFakePushService({record: false})

// Netlify's side of a background function: answer 202 at once, run the handler on.
const running: Promise<unknown>[] = []
const platform = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    res.writeHead(202).end()
    const request = new Request(`http://127.0.0.1${req.url}`, {method: 'POST', body: Buffer.concat(chunks), headers: req.headers as Record<string, string>})
    running.push(backgroundWorker(request, {} as Context))
  })
})
await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`

const scheduledAt = new Date('2026-01-15T06:00:00Z')
const due = Date.parse('2026-01-15T07:00:00Z')
const seedStarted = Date.now()
for (let start = 0; start < count; start += 1000) {
  const items = Array.from({length: Math.min(1000, count - start)}, () => ({
    subscription: push.subscribe(),
    reminder: {id: '1', time: '08:00', title: 'Good Morning!', body: 'Start your day with a symptom check-in', type: 'morning-checkin' as const, enabled: true},
    timeZone: 'Europe/Berlin',
  }))
  await importReminders(items.map(({subscription: {id, ...subscription}, ...rest}) => ({subscription, ...rest})), scheduledAt)
}
console.log(`Seeded ${count} subscribers with a reminder due at 07:00Z (08:00 in Berlin) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)
await writeLastRun(new Date('2026-01-15T06:59:00Z'))

// The scheduled run fires at 07:00:00; the simulated clock then moves with the real one.
const started = Date.now()
const simulatedNow = () => new Date(due + (Date.now() - started))
if (inline) {
  for (let run = 1; push.count < count && run <= 60; run += 1) {
    // One run a minute, as scheduled; each stops taking new reminders after its 20 s budget.
    const waitForMinute = started + (run - 1) * 60_000 - Date.now()
    if (waitForMinute > 0) await new Promise((resolve) => setTimeout(resolve, waitForMinute))
    console.log(`Run ${run}: ${JSON.stringify(await sendDueReminders(simulatedNow()))}`)
  }
} else {
  const result = await dispatchDueReminders(simulatedNow(), (job) => invokeWorker(origin, job))
  console.log(`Scheduled run: ${JSON.stringify(result)} after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  await Promise.all(running)
}

const lateness = push.arrivals.map((at) => (at - started) / 1000).sort((a, b) => a - b)
const pick = (q: number) => lateness[Math.min(lateness.length - 1, Math.ceil(q * lateness.length) - 1)] ?? NaN
const lastSeconds = lateness[lateness.length - 1] ?? NaN
console.log(`Delivered ${push.count} of ${count} reminders in ${lastSeconds.toFixed(1)} s: ${(push.count / lastSeconds).toFixed(0)} per second (${inline ? 'inline runs' : '16 background workers'})`)
console.log(`Lateness after the due minute: p50 ${pick(0.5).toFixed(1)} s, p95 ${pick(0.95).toFixed(1)} s, max ${lastSeconds.toFixed(1)} s; ${lateness.filter((s) => s > 60).length} later than 60 s`)
console.log(`Delivery stats of the day: ${JSON.stringify((await readDeliveryStats(['2026-01-15']))[0])}`)
platform.close()
await push.close()
await blobs.terminate()
