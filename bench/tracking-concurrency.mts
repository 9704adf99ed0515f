// `npx tsx bench/tracking-concurrency.mts [count] [--stock]`: concurrent saves of different days to ONE tracking
// record ("500 concurrent saves under `npm start` lose 0 entries", docs/threat-model.md). Runs the real symptom-tracking handler
// against the local Blobs server `npm start` runs: netlify-cli's own (its lib/blobs module starts it, as
// `netlify dev` does), in a worker thread with the preload `npm start` gives `netlify dev`
// (scripts/faithful-blobs-server.cjs). `--stock` leaves the preload out, to show what Netlify's stock server loses.
// Prints how many saves were answered OK, how many entries were lost, and the time.
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {Worker} from 'node:worker_threads'
import {PRELOAD} from '../scripts/faithful-blobs-server.cjs'

const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 500)
const stock = process.argv.includes('--stock')
const blobs = new Worker(
  `const {parentPort, workerData} = require('node:worker_threads')
   // What \`node --import <preload>\` does for netlify dev (a worker's execArgv takes no --import): the preload first.
   Promise.resolve(workerData.preload && import(workerData.preload))
     .then(() => import(workerData.cliBlobs))
     .then(({getBlobsContextWithEdgeAccess}) =>
       getBlobsContextWithEdgeAccess({debug: false, projectRoot: workerData.projectRoot, siteID: 'tracking-bench'}))
     .then(async (context) => {
       const {BlobsServer} = await import('@netlify/blobs/server')
       parentPort.postMessage({context, faithful: Boolean(BlobsServer.faithfulConditionalWrites)})
     })`,
  {
    eval: true,
    workerData: {
      preload: stock ? null : pathToFileURL(PRELOAD).href,
      cliBlobs: pathToFileURL(path.resolve('node_modules/netlify-cli/dist/lib/blobs/blobs.js')).href,
      projectRoot: mkdtempSync(path.join(tmpdir(), 'tracking-bench-')),
    },
  },
)
const {context, faithful} = await new Promise<{context: Record<string, string>; faithful: boolean}>((resolve) =>
  blobs.once('message', resolve),
)
if (faithful === stock) throw new Error(`The Blobs server is ${faithful ? 'corrected' : 'stock'}, not as asked`)
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64')
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
  new Request('http://localhost/api/symptom-tracking', {
    headers: {authorization: `Bearer ${bearer}`, 'x-tracker-key': first.body.trackerKey, 'x-tracker-email': email},
  }),
  {} as never,
)
const stored = new Set(((await res.json()) as Array<{date: string}>).map((entry) => entry.date))
const lost = saved.filter((day) => !stored.has(day)).length
const refused = results.length - saved.length
const slowest = Math.max(...results.map((result) => result.ms)) / 1000
console.log(
  `Tracking under npm start's Blobs server (netlify-cli's own${stock ? ', STOCK, without the preload' : ', with the preload'}): ${count} concurrent saves of different days to one record: ${saved.length} saved, ${refused} refused (asked to retry), ${lost} entries lost; all answered in ${seconds.toFixed(1)} s (slowest save ${slowest.toFixed(1)} s)`,
)
await blobs.terminate()
