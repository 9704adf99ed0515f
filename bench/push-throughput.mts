// `npx tsx bench/push-throughput.mts [count]`: send throughput of the scheduled reminder sender.
// Seeds `count` (default 10,000) subscribers, each with one reminder due in the same minute, into a real
// local Blobs server, then times send-reminders runs against the local HTTPS fake push service.
// Blobs is a remote service on Netlify: its local stand-in runs in a worker thread, off the sender's core.
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {Worker} from 'node:worker_threads'
import webPush from 'web-push'
import {startFakePushService} from '../tests/support/fake-push'

const count = Number(process.argv[2] ?? 10_000)
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

const {saveSubscription, scheduleReminder, sendDueReminders} = await import('../netlify/functions/_shared/push')
const {store, STORES} = await import('../netlify/functions/_shared/blobs')
// Decrypting every message in this same process would be measured as send time: count only.
const push = await startFakePushService({record: false})

const scheduledAt = new Date('2026-01-15T06:00:00Z')
const seedStarted = Date.now()
for (let start = 0; start < count; start += 200) {
  await Promise.all(
    Array.from({length: Math.min(200, count - start)}, async () => {
      const sub = await saveSubscription(push.subscribe())
      await scheduleReminder({id: '1', time: '08:00', title: 'Good Morning!', body: 'Start your day with a symptom check-in', type: 'morning-checkin', enabled: true}, sub, 'Europe/Berlin', scheduledAt)
    }),
  )
}
console.log(`Seeded ${count} subscribers with a reminder due at 07:00Z in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)
await store(STORES.reminders).setJSON('state/last-run', {at: '2026-01-15T06:58:00Z'})

// Consecutive 5-minute runs, each stopping at its time budget, until everything due is sent.
const started = Date.now()
let sent = 0
for (let run = 1; sent < count && run <= 20; run += 1) {
  const summary = await sendDueReminders(new Date(Date.parse('2026-01-15T07:01:00Z') + (run - 1) * 5 * 60_000))
  sent += summary.sent
  console.log(`Run ${run}: ${JSON.stringify(summary)}`)
}
const seconds = (Date.now() - started) / 1000
console.log(`Sent ${sent} reminders (the push service accepted ${push.count}) in ${seconds.toFixed(1)} s of sending: ${(sent / seconds).toFixed(0)} per second`)
await push.close()
await blobs.terminate()
