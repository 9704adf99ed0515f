// `npm run bench`: builds the site and a blank Gatsby page of the same versions (bench/blank-gatsby, on the
// repo's node_modules), serves both the same way (netlify dev + gzip) and prints, beside that baseline
// measured in the same run: build time, and for the key routes what the browser did in Lighthouse mobile runs
// (median and spread of BENCH_RUNS runs, as ratios to the blank page): script bytes received during the load
// (from the browser's network records), main-thread work, TBT, the scores and CLS; then her first tap on a phone
// (bench/first-tap.mts, BENCH_TAP_RUNS fresh visits per control). It checks the goals of
// docs/performance.md (bench/goals.mts), prints each, and exits non-zero when one is missed. It writes the blank page's
// first-load script bytes to bench/blank-budget.json (the budget of / is that × 1.2).
//   BENCH_PORT   first of the ports it uses (default 8950; see bench/lighthouse.mts)
//   BENCH_RUNS   Lighthouse runs per route (default 5)
//   BENCH_TAP_RUNS fresh visits per control for her first tap (default 9, bench/first-tap.mts)
//   BENCH_TAP_RUNNING_RUNS visits per control that first touch it once the page runs (default 5)
//   BENCH_ROUTES site routes for Lighthouse (default /,/toolkit,/checkout)
//   BENCH_SKIP_BUILD=1 measures the existing public/ folders
//   BENCH_SAVE_DIR  keeps every Lighthouse report (JSON) there
//   BENCH_SITE_DIR  the site's build folder to measure (default public; e.g. a copy of an earlier build)
//   BENCH_COMPARE_DIR another build folder measured in the same run, interleaved (rows 'before /…'): to judge a change
//   BENCH_SKIP_PUSH=1 leaves out the tracking and push benches (page work only)
//   BENCH_PUSH_RUNS   consecutive push bench runs (default 3)
// The machine's load moves every absolute figure: it prints the load average; blank page and site are measured
// back to back in every round, and the goals are ratios (or differences) to the blank page of the same run.
import {execSync} from 'node:child_process'
import {existsSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {benchFirstTap} from './first-tap.mts'
import {firstLoadJs, type FirstLoad} from './first-load-js.mts'
import {checkGoals, firstLoadBudgetBytes, GOALS, median, ratio, spread, type PageFigures} from './goals.mts'
import {runLighthouse, type LighthouseRow, type RouteResult} from './lighthouse.mts'
import {startPaymentStandIns} from './payment-stand-ins.mts'

const BLANK_DIR = 'bench/blank-gatsby'
const BLANK_PUBLIC = path.join(BLANK_DIR, 'public')
/** The blank page's first-load script bytes of the last bench: the budget of / is this × 1.2. */
const BLANK_BUDGET_FILE = 'bench/blank-budget.json'
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/toolkit,/checkout').split(',')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8950)
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
const skipPush = process.env.BENCH_SKIP_PUSH === '1'
const PUSH_RUNS = Number(process.env.BENCH_PUSH_RUNS ?? 3)
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
const htmlBlank = firstLoadJs(BLANK_PUBLIC).find((page) => page.route === '/') as FirstLoad
const htmlSite = firstLoadJs(SITE_DIR)
const htmlCompare = COMPARE_DIR ? firstLoadJs(COMPARE_DIR) : []

console.log(`\nLighthouse mobile (simulated throttling), ${RUNS} runs per page, blank page and site interleaved:`)
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

const signed = (value: number) => `${value < 0 ? '−' : '+'}${Math.abs(Math.round(value))}`
const blankResult = results.find((result) => result.median.target === 'blank') as RouteResult
const rowName = (row: LighthouseRow) =>
  row.target === 'blank' ? 'blank Gatsby /' : row.target === 'before' ? `before ${row.route}` : row.route
const spreadOf = (result: RouteResult, key: keyof LighthouseRow) => spread(result.runs.map((run) => run[key] as number))
/** "median [min–max]" of one figure over the runs. */
const withSpread = (result: RouteResult, key: keyof LighthouseRow, unit: (value: number) => string) => {
  const {median: middle, min, max} = spreadOf(result, key)
  return `${unit(middle)} [${unit(min)}–${unit(max)}]`
}
const ms = (value: number) => String(Math.round(value))
const kbShort = (bytes: number) => (bytes / 1024).toFixed(1)
/** Ratio of the medians to the blank page's, and the spread of the per-round ratios (blank and site back to back). */
const ratioCell = (result: RouteResult, key: 'firstLoadScriptBytes' | 'mainThreadMs') => {
  const blank = spreadOf(blankResult, key).median
  const rounds = spread(result.runs.map((run, round) => ratio(run[key], blankResult.runs[round]?.[key] ?? NaN)))
  return `${ratio(spreadOf(result, key).median, blank).toFixed(2)}× [${rounds.min.toFixed(2)}–${rounds.max.toFixed(2)}]`
}
const figures = (result: RouteResult): PageFigures => ({
  route: result.median.route,
  firstLoadScriptBytes: result.median.firstLoadScriptBytes,
  mainThreadMs: result.median.mainThreadMs,
  tbtMs: result.median.tbtMs,
  accessibility: result.median.accessibility,
  bestPractices: result.median.bestPractices,
  seo: result.median.seo,
  cls: result.median.cls,
})

const header = [
  'page',
  'first-load script KB (browser, gzip) [min–max]',
  '×blank [per round]',
  'JS named in HTML (gzip)',
  'main thread ms [min–max]',
  '×blank [per round]',
  'TBT ms [min–max]',
  'TBT−blank',
  'a11y',
  'bp',
  'seo',
  'CLS',
  'perf',
  'LCP ms',
]
console.log('  ' + header.join(' | '))
for (const result of results) {
  const row = result.median
  const isBlank = row.target === 'blank'
  const html = isBlank
    ? htmlBlank
    : (row.target === 'before' ? htmlCompare : htmlSite).find((page) => page.route === row.route)
  const cells = [
    rowName(row),
    withSpread(result, 'firstLoadScriptBytes', kbShort),
    isBlank ? '1.00×' : ratioCell(result, 'firstLoadScriptBytes'),
    html ? `${kb(html.gzipBytes)} (${html.scripts.length} scripts)` : '?',
    withSpread(result, 'mainThreadMs', ms),
    isBlank ? '1.00×' : ratioCell(result, 'mainThreadMs'),
    withSpread(result, 'tbtMs', ms),
    isBlank ? '—' : signed(row.tbtMs - blankResult.median.tbtMs),
    row.accessibility,
    row.bestPractices,
    row.seo,
    row.cls.toFixed(3),
    row.performance,
    Math.round(row.lcpMs),
  ]
  console.log('  ' + cells.join(' | '))
  const otherFailing = row.failing.filter((id) => id !== 'total-blocking-time')
  if (otherFailing.length) console.log(`      failing audits: ${otherFailing.join(', ')}`)
}
console.log(
  "  first-load script: every Script request in the browser's network records of the load (transfer size, gzip, headers included);",
)
console.log(
  "  JS named in HTML: only the scripts the page's HTML lists (gzip -9 of the files), what the bench used to count.",
)

// What the time went to, in the run with the median TBT of each route.
console.log(
  '\nPer run: TBT, main thread, CPU (thread time from the trace; the load stretches wall time, hardly this); scripts and long tasks of the median run:',
)
for (const {median: row, typical, runs} of results) {
  const name = rowName(row)
  const each = (pick: (run: LighthouseRow) => number) => runs.map((run) => Math.round(pick(run))).join(', ')
  console.log(
    `  ${name}: TBT ${each((run) => run.tbtMs)} ms, main thread ${each((run) => run.mainThreadMs)} ms, CPU ${each((run) => run.cpuMs)} ms, script ${each((run) => run.firstLoadScriptBytes)} B (load ${runs.map((run) => run.load.toFixed(1)).join(', ')})`,
  )
  console.log(
    `      scripts (B): ${typical.firstLoadScripts.map((script) => `${script.source} ${script.bytes}`).join(', ')}`,
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

const blankFigures = figures(blankResult)
const blankScripts = spreadOf(blankResult, 'firstLoadScriptBytes')
writeFileSync(
  BLANK_BUDGET_FILE,
  JSON.stringify(
    {
      about:
        "Written by npm run bench: the blank Gatsby page's first-load script bytes (median of its Lighthouse runs, transfer size with gzip). the first-load budget of / is this × 1.2.",
      measured: new Date().toISOString().slice(0, 10),
      runs: blankScripts.runs,
      blankFirstLoadScriptBytes: blankScripts.median,
      min: blankScripts.min,
      max: blankScripts.max,
      budgetBytes: firstLoadBudgetBytes(blankScripts.median),
      sitePages: Object.fromEntries(
        results
          .filter((result) => result.median.target === 'site')
          .map((result) => [result.median.route, result.median.firstLoadScriptBytes]),
      ),
    },
    null,
    2,
  ) + '\n',
)
console.log(
  `\nWrote ${BLANK_BUDGET_FILE}: blank page ${blankScripts.median} B, budget for / ${firstLoadBudgetBytes(blankScripts.median)} B`,
)

console.log(
  `\nGoals (docs/performance.md): first-load script ≤ ${GOALS.firstLoadScriptRatio}× blank, main thread ≤ ${GOALS.mainThreadRatio}× blank, TBT ≤ blank + ${GOALS.tbtOverBlankMs} ms, a11y/BP/SEO 100, CLS 0:`,
)
const missed: string[] = []
for (const result of results.filter((result) => result.median.target === 'site')) {
  for (const check of checkGoals(figures(result), blankFigures)) {
    console.log(`  ${check.met ? 'met    ' : 'NOT met'}  ${check.route}: ${check.text}`)
    if (!check.met) missed.push(`${check.route} ${check.goal}`)
  }
}
// Kept beside the medians: the median over the rounds of site ÷ blank measured back to back.
console.log(
  `  (per-round main-thread ratios, median: ${results
    .filter((result) => result.median.target === 'site')
    .map(
      (result) =>
        `${result.median.route} ${median(result.runs.map((run, round) => ratio(run.mainThreadMs, blankResult.runs[round]?.mainThreadMs ?? NaN))).toFixed(2)}×`,
    )
    .join(', ')})`,
)

// Her first tap (decision 48): the figures and goals of bench/first-tap.mts, on the same build.
for (const check of await benchFirstTap({siteDir: SITE_DIR, port: BASE_PORT + 40}))
  if (!check.met) missed.push(`${check.route} ${check.goal}`)

/** The other benches print their own figures; a failure is reported (and counted), the page figures above still stand. */
function runBench(command: string, stderr: 'inherit' | 'ignore' = 'inherit') {
  try {
    execSync(command, {stdio: ['ignore', 'inherit', stderr]})
    return true
  } catch (error) {
    console.log(`  FAILED: ${command} (${(error as Error).message.split('\n')[0]})`)
    return false
  }
}

if (!skipPush) {
  runBench('npx tsx bench/tracking-concurrency.mts 500', 'ignore')
  console.log(`\nPush reminders: 10,000 due in one minute, ${PUSH_RUNS} consecutive runs (bench/push-throughput.mts)`)
  // Each run in a process of its own (fresh Blobs, workers and modules); push-throughput.mts exits non-zero when a
  // run delivers fewer than all of them within 60 s of the due time.
  for (let run = 1; run <= PUSH_RUNS; run += 1) {
    console.log(`  run ${run} of ${PUSH_RUNS}:`)
    if (!runBench('npx tsx bench/push-throughput.mts 10000')) missed.push(`push run ${run}: 10,000 within 60 s`)
  }
}

if (missed.length) {
  console.log(`\nGoals missed (${missed.length}): ${missed.join('; ')}`)
  process.exitCode = 1
} else {
  console.log('\nEvery goal met.')
}
