// `npx tsx bench/tracking-concurrency.mts [count]`: concurrent saves of different days to ONE tracking record
// ("500 concurrent saves lose 0 entries"). Runs the real symptom-tracking handler against a local
// Blobs server (faithful conditional writes, tests/support/blobs-server.cjs) in a worker thread, as Blobs is a
// remote service on Netlify. Prints how many saves were answered OK, how many entries were lost, and the time.
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {Worker} from 'node:worker_threads'

const count = Number(process.argv[2] ?? 500)
const token = 'bench-token'
const blobs = new Worker(
  `const {parentPort, workerData} = require('node:worker_threads')
   require(workerData.serverModule).startBlobsServer(workerData.options).then(({port}) => parentPort.postMessage(port))`,
  {
    eval: true,
    workerData: {
      serverModule: path.resolve('tests/support/blobs-server.cjs'),
      options: {directory: mkdtempSync(path.join(tmpdir(), 'tracking-bench-')), token},
    },
  },
)
const port = await new Promise<number>((resolve) => blobs.once('message', resolve))
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
    token,
    siteID: 'tracking-bench',
  }),
).toString('base64')
const secret = 'tracking-bench-secret-0123456789abcdef'
process.env.ACCESS_TOKEN_SECRET = secret

const {default: handler} = await import('../netlify/functions/symptom-tracking.mts')
const {paidPurchaserToken} = await import('../tests/support/purchaser')
// A purchaser's token names a paid order recorded in the orders store, as the server issues it.
const bearer = await paidPurchaserToken('pi_tracking_bench', secret)

const email = 'bench@example.com'
const save = async (date: string, trackerKey?: string) => {
  const began = Date.now()
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    'content-type': 'application/json',
    ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
  }
  const body = JSON.stringify({email, date, symptoms: {hotFlashes: 2, sleep: 7, mood: 3, energy: 3}, notes: ''})
  const res = await handler(
    new Request('http://localhost/api/symptom-tracking', {method: 'POST', headers, body}),
    {} as never,
  )
  return {status: res.status, body: await res.json(), ms: Date.now() - began}
}

const first = await save('2000-01-01')
const days = Array.from({length: count}, (_, i) => new Date(Date.UTC(2001, 0, 1 + i)).toISOString().slice(0, 10))
const started = Date.now()
const results = await Promise.all(days.map((day) => save(day, first.body.trackerKey)))
const seconds = (Date.now() - started) / 1000
const saved = days.filter((_, i) => results[i].status === 200)

const res = await handler(
  new Request(`http://localhost/api/symptom-tracking?email=${email}`, {
    headers: {authorization: `Bearer ${bearer}`, 'x-tracker-key': first.body.trackerKey},
  }),
  {} as never,
)
const stored = new Set(((await res.json()) as Array<{date: string}>).map((entry) => entry.date))
const lost = saved.filter((day) => !stored.has(day)).length
const refused = results.length - saved.length
const slowest = Math.max(...results.map((result) => result.ms)) / 1000
console.log(
  `Tracking: ${count} concurrent saves of different days to one record: ${saved.length} saved, ${refused} refused (asked to retry), ${lost} entries lost; all answered in ${seconds.toFixed(1)} s (slowest save ${slowest.toFixed(1)} s)`,
)
await blobs.terminate()
