// The bench's arithmetic, pure: medians with their spread, ratios to the blank Gatsby page measured in the same
// run, the first-load script bytes of one load from the browser's network records, and the goals (docs/performance.md).

/** A figure over several runs: the median and the spread (min–max) of the runs that gave one. */
export type Spread = {median: number; min: number; max: number; runs: number}

/** Median of the finite values (a run Lighthouse could not score gives NaN and is left out); NaN if none. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function spread(values: number[]): Spread {
  const finite = values.filter(Number.isFinite)
  if (!finite.length) return {median: NaN, min: NaN, max: NaN, runs: 0}
  return {median: median(finite), min: Math.min(...finite), max: Math.max(...finite), runs: finite.length}
}

/** `value` as a multiple of the blank page's; NaN when the blank page gave nothing to divide by. */
export function ratio(value: number, blank: number): number {
  return blank > 0 && Number.isFinite(value) ? value / blank : NaN
}

/** One request of Lighthouse's network-requests audit (the browser's own record of the load). */
export type NetworkRequest = {url: string; resourceType?: string; transferSize?: number; statusCode?: number}

/**
 * Script bytes of one load as the browser received them (compressed, headers included): every request of type
 * Script, however it started (HTML, Gatsby's loader, an island, a worker), up to the end of the load.
 */
export function scriptTransferBytes(requests: NetworkRequest[]): {bytes: number; count: number} {
  const scripts = requests.filter((request) => request.resourceType === 'Script' && (request.transferSize ?? 0) > 0)
  return {bytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0), count: scripts.length}
}

/** The goals (docs/performance.md), each relative to the blank page measured in the same run (scores and CLS absolute). */
export const GOALS = {
  firstLoadScriptRatio: 1.2,
  mainThreadRatio: 1.5,
  tbtOverBlankMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
} as const

/** The medians of one page (or of the blank page) over the runs of one bench. */
export type PageFigures = {
  route: string
  firstLoadScriptBytes: number
  mainThreadMs: number
  tbtMs: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
}

export type GoalCheck = {route: string; goal: string; met: boolean; text: string}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const fixed2 = (value: number) => value.toFixed(2)

/** Every goal for one page, met or not, with its figures in words (a NaN figure never meets a goal). */
export function checkGoals(page: PageFigures, blank: PageFigures): GoalCheck[] {
  const scriptRatio = ratio(page.firstLoadScriptBytes, blank.firstLoadScriptBytes)
  const mainRatio = ratio(page.mainThreadMs, blank.mainThreadMs)
  const tbtLimit = blank.tbtMs + GOALS.tbtOverBlankMs
  const check = (goal: string, met: boolean, text: string): GoalCheck => ({route: page.route, goal, met, text})
  return [
    check(
      'first-load script',
      scriptRatio <= GOALS.firstLoadScriptRatio,
      `first-load script ${kb(page.firstLoadScriptBytes)} = ${fixed2(scriptRatio)}× the blank page's ${kb(blank.firstLoadScriptBytes)} (goal ≤ ${GOALS.firstLoadScriptRatio}×)`,
    ),
    check(
      'main-thread work',
      mainRatio <= GOALS.mainThreadRatio,
      `main-thread work ${Math.round(page.mainThreadMs)} ms = ${fixed2(mainRatio)}× the blank page's ${Math.round(blank.mainThreadMs)} ms (goal ≤ ${GOALS.mainThreadRatio}×)`,
    ),
    check(
      'TBT',
      page.tbtMs <= tbtLimit,
      `TBT ${Math.round(page.tbtMs)} ms, blank page ${Math.round(blank.tbtMs)} ms (goal ≤ blank + ${GOALS.tbtOverBlankMs} = ${Math.round(tbtLimit)} ms)`,
    ),
    check(
      'accessibility',
      page.accessibility >= GOALS.accessibility,
      `accessibility ${page.accessibility} (goal ${GOALS.accessibility})`,
    ),
    check(
      'best practices',
      page.bestPractices >= GOALS.bestPractices,
      `best practices ${page.bestPractices} (goal ${GOALS.bestPractices})`,
    ),
    check('SEO', page.seo >= GOALS.seo, `SEO ${page.seo} (goal ${GOALS.seo})`),
    check('CLS', page.cls <= GOALS.cls, `CLS ${page.cls.toFixed(3)} (goal ${GOALS.cls})`),
  ]
}

/** What the browser test allows on the first load of `/`: the blank page's bytes × the goal's ratio. */
export function firstLoadBudgetBytes(blankBytes: number): number {
  return Math.floor(blankBytes * GOALS.firstLoadScriptRatio)
}

/**
 * Her first tap (decision 48): on a phone with a 4× slower CPU, within this long, and within this many times her first
 * touch of the same control on a page already running (`overRunning`). Not against the repeated tap: the browser's own
 * first focus of a field or first opening of a `<details>` costs 1.2–2× its repeat on a page with no script at all
 * (docs/decisions.md, 48), which no page can remove; the bench prints that figure beside the goals.
 */
export const FIRST_TAP_GOALS = {maxMs: 200, overRunning: 1.3} as const

/**
 * The first-tap goals of one control: the median first tap of a fresh visit (2 s after the load) within
 * FIRST_TAP_GOALS.maxMs, and within FIRST_TAP_GOALS.overRunning × the median first touch of the control once the page
 * is running (`running`), itself within FIRST_TAP_GOALS.maxMs; the repeated tap (`warm`) is printed beside them.
 */
export function checkFirstTap(control: string, first: Spread, warm: Spread, running: Spread): GoalCheck[] {
  const overRunning = ratio(first.median, running.median)
  const ms = (value: number) => `${Math.round(value)} ms`
  const range = (runs: Spread) => `[${Math.round(runs.min)}–${ms(runs.max)}]`
  const figures = `first tap ${ms(first.median)} ${range(first)}, repeated ${ms(warm.median)} ${range(warm)} (${fixed2(ratio(first.median, warm.median))}×)`
  return [
    {
      route: control,
      goal: 'first tap',
      met: first.median <= FIRST_TAP_GOALS.maxMs,
      text: `${figures} (goal ≤ ${FIRST_TAP_GOALS.maxMs} ms)`,
    },
    {
      route: control,
      goal: 'first tap vs page running',
      met: overRunning <= FIRST_TAP_GOALS.overRunning,
      text: `first tap ${fixed2(overRunning)}× her first touch once the page runs (goal ≤ ${FIRST_TAP_GOALS.overRunning}×)`,
    },
    {
      route: control,
      goal: 'first tap, page running',
      met: running.median <= FIRST_TAP_GOALS.maxMs,
      text: `first touch once the page runs ${ms(running.median)} ${range(running)} (goal ≤ ${FIRST_TAP_GOALS.maxMs} ms)`,
    },
  ]
}
