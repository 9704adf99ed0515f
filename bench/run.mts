// `npm run bench`: builds the site and a blank Gatsby page of the same versions (bench/blank-gatsby, on the
// repo's node_modules), serves both the same way (netlify dev + gzip) and prints, beside that baseline
// measured in the same run: build time, first-load JS (gzip) per page, and the Lighthouse mobile figures
// of the key routes (median of BENCH_RUNS runs). It prints figures and the goals they meet; it never fails.
//   BENCH_PORT   first of the ports it uses (default 8950; see bench/lighthouse.mts)
//   BENCH_RUNS   Lighthouse runs per route (default 3)
//   BENCH_ROUTES site routes for Lighthouse (default /,/toolkit,/checkout)
//   BENCH_SKIP_BUILD=1 measures the existing public/ folders
//   BENCH_SAVE_DIR  keeps every Lighthouse report (JSON) there
//   BENCH_SITE_DIR  the site's build folder to measure (default public; e.g. a copy of an earlier build)
//   BENCH_COMPARE_DIR another build folder measured in the same run, interleaved (rows 'before /…'): to judge a change
//   BENCH_SKIP_PUSH=1 leaves out the tracking and push benches (page work only)
// The machine's load moves every absolute figure: it prints the load average, and the site's differences to
// the blank page are medians of per-round differences (blank and site measured back to back).
import {execSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {firstLoadJs, type FirstLoad} from './first-load-js.mts'
import {runLighthouse, type LighthouseRow, type RouteResult} from './lighthouse.mts'
import {startPaymentStandIns} from './payment-stand-ins.mts'

const BLANK_DIR = 'bench/blank-gatsby'
const BLANK_PUBLIC = path.join(BLANK_DIR, 'public')
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/toolkit,/checkout').split(',')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8950)
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
const skipPush = process.env.BENCH_SKIP_PUSH === '1'
const SITE_DIR = process.env.BENCH_SITE_DIR ?? 'public'
const COMPARE_DIR = process.env.BENCH_COMPARE_DIR
/** The netlify dev server applies the site's public/_headers, CSP included, to any folder it serves: the blank
 * page's inline scripts (and an earlier build's) are not among its hashes, were blocked, and Gatsby then reloaded
 * the page. Those folders are served without it (a CSP costs no time; the site keeps its own, checked by BP). */
const FOREIGN_BUILD_DROPS = ['content-security-policy', 'content-security-policy-report-only']
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

/** The performance goals (README, "Performance"). */
const GOALS = {
  performance: 98,
  bestPractices: 100,
  accessibility: 100,
  seo: 100,
  tbtMs: 150,
  firstLoadRatioHome: 1.2,
  cls: 0,
}

function timedBuild(command: string, cwd: string) {
  const started = Date.now()
  execSync(command, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      GATSBY_FEEDBACK_DISABLED: '1',
      NODE_OPTIONS: '--no-deprecation',
    },
  })
  return (Date.now() - started) / 1000
}

if (!skipBuild) {
  console.log(`Build time (site): ${timedBuild('npm run build', '.').toFixed(1)} s`)
  // The repo's own Gatsby binary: the baseline has exactly the site's versions and no dependencies of its own.
  console.log(
    `Build time (blank Gatsby page): ${timedBuild(`${path.resolve('node_modules/.bin/gatsby')} build`, BLANK_DIR).toFixed(1)} s`,
  )
} else if (!existsSync(BLANK_PUBLIC)) {
  throw new Error(`BENCH_SKIP_BUILD=1 but ${BLANK_PUBLIC} is missing: run the bench once without it.`)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const blankLoad = firstLoadJs(BLANK_PUBLIC).find((page) => page.route === '/') as FirstLoad
const siteLoads = firstLoadJs(SITE_DIR)
const compareLoads = COMPARE_DIR ? firstLoadJs(COMPARE_DIR) : []
const ratio = (bytes: number) => bytes / blankLoad.gzipBytes

console.log(
  `\nFirst-load JS (gzip), as a ratio to the blank Gatsby page (${kb(blankLoad.gzipBytes)} in ${blankLoad.scripts.length} scripts):`,
)
for (const page of siteLoads) {
  console.log(
    `  ${page.route.padEnd(28)} ${kb(page.gzipBytes).padStart(9)} ${ratio(page.gzipBytes).toFixed(2).padStart(6)}×  (${page.scripts.length} scripts)`,
  )
}

console.log(`\nLighthouse mobile (simulated throttling), median of ${RUNS} runs, blank page and site interleaved:`)
console.log('  payments configured, against local fakes of Stripe and PayPal (bench/payment-stand-ins.mts)')
console.log(`  load average before (1 / 5 / 15 min, ${os.cpus().length} cores): ${loadAverage()}`)
const payments = await startPaymentStandIns()
const results = await runLighthouse(
  [
    {name: 'blank', serveDir: BLANK_PUBLIC, routes: ['/'], dropHeaders: FOREIGN_BUILD_DROPS},
    ...(COMPARE_DIR
      ? [{name: 'before', serveDir: COMPARE_DIR, routes: ROUTES, dropHeaders: FOREIGN_BUILD_DROPS, env: payments.env}]
      : []),
    {name: 'site', serveDir: SITE_DIR, routes: ROUTES, env: payments.env},
  ],
  {basePort: BASE_PORT, runs: RUNS, browserArgs: payments.browserArgs},
).finally(payments.close)
console.log(`  load average after: ${loadAverage()}`)
const rows = results.map((result) => result.median)
/** Median of the finite values (a run Lighthouse could not score gives NaN and is left out); NaN if none. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const signed = (value: number) => `${value < 0 ? '−' : '+'}${Math.abs(Math.round(value))}`
const blankResult = results.find((result) => result.median.target === 'blank') as RouteResult
/** Median over the rounds of (site − blank) in the same round: steadier than the difference of the medians. */
const pairedDifference = (result: RouteResult, key: 'tbtMs' | 'mainThreadMs' | 'scriptMs' | 'cpuMs' | 'cpuTbtMs') =>
  median(result.runs.map((run, round) => run[key] - (blankResult.runs[round]?.[key] ?? NaN)))
const rowName = (row: LighthouseRow) =>
  row.target === 'blank' ? 'blank Gatsby /' : row.target === 'before' ? `before ${row.route}` : row.route
const header = [
  'page',
  'perf',
  'a11y',
  'bp',
  'seo',
  'TBT ms',
  'TBT−blank',
  'LCP ms',
  'CLS',
  'main thread ms (−blank)',
  'script ms (−blank)',
  'first-load JS',
  'CPU ms (−blank)',
  'CPU-TBT ms (−blank)',
  'load',
]
console.log('  ' + header.join(' | '))
for (const result of results) {
  const row = result.median
  const isBlank = row.target === 'blank'
  const load = isBlank
    ? blankLoad
    : (row.target === 'before' ? compareLoads : siteLoads).find((page) => page.route === row.route)
  const cells = [
    rowName(row),
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    Math.round(row.tbtMs),
    isBlank ? '—' : signed(pairedDifference(result, 'tbtMs')),
    Math.round(row.lcpMs),
    row.cls.toFixed(3),
    isBlank
      ? Math.round(row.mainThreadMs)
      : `${Math.round(row.mainThreadMs)} (${signed(pairedDifference(result, 'mainThreadMs'))})`,
    isBlank
      ? Math.round(row.scriptMs)
      : `${Math.round(row.scriptMs)} (${signed(pairedDifference(result, 'scriptMs'))})`,
    load ? `${kb(load.gzipBytes)} (${ratio(load.gzipBytes).toFixed(2)}×)` : '?',
    isBlank ? Math.round(row.cpuMs) : `${Math.round(row.cpuMs)} (${signed(pairedDifference(result, 'cpuMs'))})`,
    isBlank
      ? Math.round(row.cpuTbtMs)
      : `${Math.round(row.cpuTbtMs)} (${signed(pairedDifference(result, 'cpuTbtMs'))})`,
    row.load.toFixed(1),
  ]
  console.log('  ' + cells.join(' | '))
  const otherFailing = row.failing.filter((id) => id !== 'total-blocking-time')
  if (otherFailing.length) console.log(`      failing audits: ${otherFailing.join(', ')}`)
}

// What the time went to, in the run with the median TBT of each route.
console.log(
  '  CPU ms: main-thread thread time from the trace (the load stretches wall time, hardly this); CPU-TBT: the TBT a 4× slower idle CPU would give.',
)
console.log(
  '\nTBT per run, and long tasks (simulated ms, as TBT counts them) and main thread per script of the median run:',
)
for (const {median: row, typical, runs} of results) {
  const name = rowName(row)
  const each = (pick: (run: LighthouseRow) => number) => runs.map((run) => Math.round(pick(run))).join(', ')
  console.log(
    `  ${name}: TBT ${each((run) => run.tbtMs)} ms, CPU ${each((run) => run.cpuMs)} ms, CPU-TBT ${each((run) => run.cpuTbtMs)} ms (load ${runs.map((run) => run.load.toFixed(1)).join(', ')})`,
  )
  const tasks = [...typical.longTasks].sort((a, b) => a.startMs - b.startMs)
  console.log(
    `      long tasks: ${tasks.map((task) => `${task.source}@${Math.round(task.startMs)} ${Math.round(task.durationMs)}`).join(', ') || 'none'}`,
  )
  console.log(
    `      bootup (total/script ms): ${typical.bootup
      .slice(0, 6)
      .map((item) => `${item.source} ${Math.round(item.totalMs)}/${Math.round(item.scriptMs)}`)
      .join(', ')}`,
  )
}

console.log('\nGoals:')
const home = siteLoads.find((page) => page.route === '/') as FirstLoad
const check = (ok: boolean, text: string) => console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${text}`)
for (const row of rows.filter((row) => row.target === 'site')) {
  check(row.performance >= GOALS.performance, `${row.route}: performance ${row.performance} ≥ ${GOALS.performance}`)
  check(
    row.bestPractices >= GOALS.bestPractices,
    `${row.route}: best practices ${row.bestPractices} = ${GOALS.bestPractices}`,
  )
  check(
    row.accessibility >= GOALS.accessibility && row.seo >= GOALS.seo,
    `${row.route}: accessibility ${row.accessibility}, SEO ${row.seo} = 100`,
  )
  check(row.tbtMs <= GOALS.tbtMs, `${row.route}: TBT ${Math.round(row.tbtMs)} ms ≤ ${GOALS.tbtMs} ms`)
  check(row.cls <= GOALS.cls, `${row.route}: CLS ${row.cls.toFixed(3)} = 0`)
}
check(
  ratio(home.gzipBytes) <= GOALS.firstLoadRatioHome,
  `/: first-load JS ${ratio(home.gzipBytes).toFixed(2)}× the blank page ≤ ${GOALS.firstLoadRatioHome}×`,
)

/** The other benches print their own figures; a failure is reported, and the page figures above still stand. */
function runBench(command: string, stderr: 'inherit' | 'ignore' = 'inherit') {
  try {
    execSync(command, {stdio: ['ignore', 'inherit', stderr]})
  } catch (error) {
    console.log(`  FAILED: ${command} (${(error as Error).message.split('\n')[0]})`)
  }
}

if (!skipPush) {
  runBench('npx tsx bench/tracking-concurrency.mts 500', 'ignore')
  console.log('\nPush reminders: 10,000 due in one minute (bench/push-throughput.mts)')
  runBench('npx tsx bench/push-throughput.mts 10000')
}
