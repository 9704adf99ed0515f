// `npm run bench:scale -- [--size 0.02] [--fanout-runs 3] [--faults] [--keep DIR | --from DIR]`: the back office, the
// list export, the women's report, retention and the reminder fan-out at a successful coach's sizes
// (docs/capacity-bench.md).
//
// Starts the tests' local Blobs server (Netlify's own, with faithful conditional writes) in a worker thread, seeds it
// through the project's store modules (bench/scale-core.mts), then calls the functions' handlers directly with a real
// Request and reads each Response to its end: the same code `npm start` serves, without netlify dev's per-call
// worker threads in the way. The fan-out runs bench/push-throughput.mts (its own Blobs, background workers, the local
// push fake). `--size` scales every count (1 = the full sizes). `--faults` adds the fault run (bench/scale-faults.mts):
// writes through a failing storage with the SMTP server down, then the mail it queued. Exits non-zero when a goal is
// missed. Seeding the full sizes takes most of an hour here, and the timing goals are what is measured: `--keep DIR`
// keeps a copy of the seeded stores (before anything is measured, which deletes), and `--from DIR` starts a run on a
// fresh copy of them instead of seeding, so that consecutive runs measure the same stores.
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {Worker} from 'node:worker_threads'
import {blobsContext} from '../tests/support/blobs-server.cjs'
import type {Figure, Sizes} from './scale-core.mts'

/** What follows `--name` on the command line; undefined when `--name` is not given. */
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at < 0 ? undefined : (process.argv[at + 1] ?? '')
}
const option = (name: string, fallback: number) => {
  const given = argument(name)
  const value = given === undefined ? fallback : Number(given)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}
const folder = (name: string) => {
  const value = argument(name)
  if (value === undefined) return null
  if (!value || value.startsWith('--')) throw new Error(`--${name} takes a folder`)
  return path.resolve(value)
}
const keepIn = folder('keep')
const seededIn = folder('from')
if (keepIn && seededIn) throw new Error('--keep and --from: one or the other')
/** What a kept seeding was (in its folder beside the stores' files): its sizes and the moment it was seeded at. */
const SEED_NOTE = 'scale-bench-seed.json'
type SeedNote = {scale: number; sizes: Sizes; seededAt: string; cookie: string}
const seedNote = seededIn ? (JSON.parse(readFileSync(path.join(seededIn, SEED_NOTE), 'utf8')) as SeedNote) : null
if (seedNote && argument('size') !== undefined && option('size', 1) !== seedNote.scale)
  throw new Error(`${seededIn} was seeded at --size ${seedNote.scale}`)
const scale = seedNote?.scale ?? option('size', 1)
const fanOutRuns = Math.round(option('fanout-runs', 3))
const withFaults = process.argv.includes('--faults')

const token = 'scale-bench-token'
const directory = mkdtempSync(path.join(tmpdir(), 'scale-bench-'))
// A copy, so that the run's deletions (retention) and writes (the fault run) leave the kept stores as seeded.
if (seededIn) execFileSync('cp', ['-a', `${seededIn}/.`, directory])
const blobsServer = fileURLToPath(new URL('../tests/support/blobs-server.cjs', import.meta.url))
const blobs = new Worker(
  `const {parentPort, workerData} = require('node:worker_threads')
   require(workerData.blobsServer).startBlobsServer(workerData.options).then(({port}) => parentPort.postMessage(port))`,
  {eval: true, workerData: {blobsServer, options: {directory, token}}},
)
const port = await new Promise<number>((resolve) => blobs.once('message', resolve))
const url = `http://127.0.0.1:${port}`
process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token, 'scale-bench')

const {BENCH_ENV, formatFigure, measureFanOut, measureScale, ownerSession, seedScale, sizesAt} =
  await import('./scale-core.mts')
Object.assign(process.env, BENCH_ENV)
delete process.env.SMTP_URL
const sizes = sizesAt(scale)
console.log(`Scale bench at --size ${scale}: ${JSON.stringify(sizes)}`)
console.log("How: the functions' handlers called directly (real Request and Response) against local Blobs.")

const disk = () => execFileSync('du', ['-sh', directory], {encoding: 'utf8'}).split('\t')[0]
let cookie: string
if (seedNote) {
  const hours = (Date.now() - Date.parse(seedNote.seededAt)) / 3_600_000
  console.log(`Stores as seeded ${hours.toFixed(1)} h ago, copied from ${seededIn} (${disk()} on disk)`)
  // The back office mails the coach one sign-in link per 10 minutes (OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES): within
  // them the seeding's own session (12 hours) is the coach's.
  cookie = (await ownerSession(new Date()).catch(() => null)) ?? seedNote.cookie
} else {
  const seededAt = new Date()
  const seeded = await seedScale(sizes, seededAt, console.log)
  console.log(`Seeded in ${seeded.seconds.toFixed(1)} s; the Blobs data takes ${disk()} on disk`)
  cookie = seeded.cookie
  if (keepIn) {
    rmSync(keepIn, {recursive: true, force: true})
    execFileSync('cp', ['-a', directory, keepIn])
    writeFileSync(
      path.join(keepIn, SEED_NOTE),
      JSON.stringify({scale, sizes, seededAt: seededAt.toISOString(), cookie} satisfies SeedNote),
    )
    console.log(`Kept the seeded stores in ${keepIn}: \`npm run bench:scale -- --from ${keepIn}\` measures a copy`)
  }
}

const figures: Figure[] = await measureScale(sizes, cookie)
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
