// Her first tap as she feels it (decision 48, docs/first-tap.md): on a 390×844 touch phone with the CPU slowed 4×,
// the time from her finger landing (`pointerdown`) to the first painted frame that shows the control's answer, on
// the first tap of a fresh visit 2 s after the load, on the same tap once the page is running, and on her first touch
// of the control in a visit where the page is already running; with the script bytes and main-thread work that first
// tap started. Production build served as Netlify would (lighthouse.mts).
//   npm run bench:first-tap   (after a build; `npm run bench` runs it too)
//   BENCH_TAP_ONLY  only the controls whose label matches this regular expression (e.g. 'checkout')
//   BENCH_TAP_RUNS  fresh visits per control (default 9: the ratio of two medians near 80–130 ms moved more between
//                   runs of five than the changes measured did, docs/first-tap.md)
//   BENCH_TAP_RUNNING_RUNS  visits per control that first touch it once the page is running (default 5: each waits
//                   10–25 s for the app to settle, and the first tap's ratio to it has stayed under 1.0×)
// Then the same kinds of control on a page with no script (PLAIN_CONTROLS), first tap and repeat: the browser's own
// first-time cost, printed beside the goals (docs/decisions.md, 48).
import {chromium} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium.ts'
import {
  CPU_SLOWDOWN,
  FIRST_TAP_CONTROLS,
  PLAIN_CONTROLS,
  runningVisit,
  visit,
  type Control,
  type Tap,
} from './first-tap-probe.mts'
import {checkFirstTap, ratio, spread, type GoalCheck, type Spread} from './goals.mts'
import {serveTarget} from './lighthouse.mts'
import {startPaymentStandIns} from './payment-stand-ins.mts'

/** The controls measured: all, or those whose label matches BENCH_TAP_ONLY (a regular expression). */
const CONTROLS = FIRST_TAP_CONTROLS.filter(({label}) => new RegExp(process.env.BENCH_TAP_ONLY ?? '').test(label))

/** Fresh visits per control. */
const TAP_VISITS = Number(process.env.BENCH_TAP_RUNS ?? 9)
/** Visits per control that first touch it once the page is running. */
const RUNNING_VISITS = Number(process.env.BENCH_TAP_RUNNING_RUNS ?? 5)
/** Fresh visits per control of the page with no script: a figure printed beside the goals, not one held to them. */
const PLAIN_VISITS = 5

type FirstTapResult = {
  control: string
  first: Spread
  warm: Spread
  running: Spread
  scriptBytes: Spread
  taskMs: Spread
}

/**
 * Each of `controls`, `runs` fresh visits each and `runningVisits` visits that first touch it once the page runs
 * (controls interleaved within a round, as the load runs are).
 */
async function measureFirstTaps(
  origin: string,
  {controls = CONTROLS, runs = TAP_VISITS, runningVisits = RUNNING_VISITS, browserArgs = [] as string[]} = {},
) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...browserArgs]})
  const taps = new Map<string, Array<{first: Tap; warm: Tap}>>()
  const runningTaps = new Map<string, Tap[]>()
  const missed = (control: Control, run: number) => (error: Error) => {
    console.log(`  (${control.label}, run ${run + 1}: ${error.message.split('\n')[0]})`)
    return null
  }
  try {
    for (let run = 0; run < Math.max(runs, runningVisits); run += 1)
      for (const control of controls) {
        const measured = run < runs ? await visit(browser, origin, control).catch(missed(control, run)) : null
        if (measured) taps.set(control.label, [...(taps.get(control.label) ?? []), measured])
        const running =
          run < runningVisits ? await runningVisit(browser, origin, control).catch(missed(control, run)) : null
        if (running) runningTaps.set(control.label, [...(runningTaps.get(control.label) ?? []), running])
      }
  } finally {
    await browser.close()
  }
  return controls.map(({label}): FirstTapResult => {
    const visits = taps.get(label) ?? []
    return {
      control: label,
      first: spread(visits.map((each) => each.first.ms)),
      warm: spread(visits.map((each) => each.warm.ms)),
      running: spread((runningTaps.get(label) ?? []).map((each) => each.ms)),
      scriptBytes: spread(visits.map((each) => each.first.scriptBytes)),
      taskMs: spread(visits.map((each) => each.first.taskMs)),
    }
  })
}

/** Serves `siteDir`, measures, prints the figures and the goals; answers the goals' checks. */
export async function benchFirstTap({siteDir = 'public', port = 8990, runs = TAP_VISITS} = {}): Promise<GoalCheck[]> {
  const payments = await startPaymentStandIns()
  const served = await serveTarget({name: 'site', serveDir: siteDir, routes: [], env: payments.env}, port)
  try {
    console.log(
      `\nFirst tap on a 390×844 touch phone, CPU slowed ${CPU_SLOWDOWN}×, ${runs} fresh visits per control (bench/first-tap.mts):`,
    )
    console.log(
      '  control | first tap ms [min–max] | warm tap ms [min–max] | first touch once running ms [min–max] | script KB the first tap fetched | main-thread ms it started',
    )
    const results = await measureFirstTaps(served.origin, {runs, browserArgs: payments.browserArgs})
    const ms = (runs: Spread) => `${Math.round(runs.median)} [${Math.round(runs.min)}–${Math.round(runs.max)}]`
    for (const result of results)
      console.log(
        `  ${result.control} | ${ms(result.first)} | ${ms(result.warm)} | ${ms(result.running)} | ${(result.scriptBytes.median / 1024).toFixed(1)} | ${Math.round(result.taskMs.median)}`,
      )
    const plain = await measureFirstTaps(served.origin, {
      controls: PLAIN_CONTROLS,
      runs: PLAIN_VISITS,
      runningVisits: 0,
    })
    console.log(
      "  The browser's own, on a page with no script (not a goal): first tap ms [min–max] | repeated ms [min–max]",
    )
    for (const result of plain)
      console.log(
        `  ${result.control} | ${ms(result.first)} | ${ms(result.warm)} (${ratio(result.first.median, result.warm.median).toFixed(2)}×)`,
      )
    const checks = results.flatMap((result) => checkFirstTap(result.control, result.first, result.warm, result.running))
    for (const check of checks) console.log(`  ${check.met ? 'met    ' : 'NOT met'}  ${check.route}: ${check.text}`)
    return checks
  } finally {
    served.proxy.close()
    served.server.kill('SIGTERM')
    await payments.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await benchFirstTap()
  if (checks.some((check) => !check.met)) process.exitCode = 1
}
