// `npm run bench:scale -- [--size 0.02] [--fanout-runs 3] [--faults]`: the back office, the list export, the women's report,
// retention and the reminder fan-out at a successful coach's sizes (docs/capacity-bench.md).
//
// Starts the tests' local Blobs server (Netlify's own, with faithful conditional writes) in a worker thread, seeds it
// through the project's store modules (bench/scale-core.mts), then calls the functions' handlers directly with a real
// Request and reads each Response to its end: the same code `npm start` serves, without netlify dev's per-call
// worker threads in the way. The fan-out runs bench/push-throughput.mts (its own Blobs, background workers, the local
// push fake). `--size` scales every count (1 = the full sizes). `--faults` adds the fault run (bench/scale-faults.mts):
// writes through a failing storage with the SMTP server down, then the mail it queued. Exits non-zero when a goal is
// missed.
import {execFileSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {Worker} from 'node:worker_threads'
import {blobsContext} from '../tests/support/blobs-server.cjs'
import type {Figure} from './scale-core.mts'

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}
const scale = option('size', 1)
const fanOutRuns = Math.round(option('fanout-runs', 3))
const withFaults = process.argv.includes('--faults')

const token = 'scale-bench-token'
const directory = mkdtempSync(path.join(tmpdir(), 'scale-bench-'))
const blobsServer = fileURLToPath(new URL('../tests/support/blobs-server.cjs', import.meta.url))
const blobs = new Worker(
  `const {parentPort, workerData} = require('node:worker_threads')
   require(workerData.blobsServer).startBlobsServer(workerData.options).then(({port}) => parentPort.postMessage(port))`,
  {eval: true, workerData: {blobsServer, options: {directory, token}}},
)
const port = await new Promise<number>((resolve) => blobs.once('message', resolve))
const url = `http://127.0.0.1:${port}`
process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token, 'scale-bench')

const {BENCH_ENV, formatFigure, measureFanOut, measureScale, seedScale, sizesAt} = await import('./scale-core.mts')
Object.assign(process.env, BENCH_ENV)
delete process.env.SMTP_URL
const sizes = sizesAt(scale)
console.log(`Scale bench at --size ${scale}: ${JSON.stringify(sizes)}`)
console.log("How: the functions' handlers called directly (real Request and Response) against local Blobs.")

const seeded = await seedScale(sizes, new Date(), console.log)
const disk = execFileSync('du', ['-sh', directory], {encoding: 'utf8'}).split('\t')[0]
console.log(`Seeded in ${seeded.seconds.toFixed(1)} s; the Blobs data takes ${disk} on disk`)

const figures: Figure[] = await measureScale(sizes, seeded.cookie)
if (withFaults) {
  const {measureFaults} = await import('./scale-faults.mts')
  figures.push(...(await measureFaults(sizes, {url, token, siteID: 'scale-bench'})))
}
await blobs.terminate()
rmSync(directory, {recursive: true, force: true})
figures.push(...(await measureFanOut(sizes.reminders, fanOutRuns)))

console.log('')
for (const figure of figures) console.log(formatFigure(figure))
const missed = figures.filter((figure) => !figure.met)
console.log(missed.length ? `\n${missed.length} goal(s) missed` : '\nEvery goal met')
if (missed.length) process.exitCode = 1
