// Lighthouse (mobile, default simulated throttling) on production builds served as Netlify would: each
// build folder behind `netlify dev` (scripts/serve-build.mts, with the site's functions) and a gzip proxy
// like Netlify's CDN, using Debian's Chromium. Several builds (the site and the blank Gatsby baseline) are
// measured in the same run, interleaved, so a loaded machine slows them alike.
import {spawn, type ChildProcess} from 'node:child_process'
import {mkdirSync, writeFileSync} from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import lighthouse from 'lighthouse'
import {chromium} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/chromium.ts'
import {startCompressingProxy} from './compressing-proxy.mts'
import {median, scriptTransferBytes, type NetworkRequest} from './goals.mts'

/** `dropHeaders`: response headers the proxy removes for this target (see the blank page in run.mts); `env`: its functions' environment. */
export type Target = {
  name: string
  serveDir: string
  routes: string[]
  dropHeaders?: string[]
  env?: Record<string, string>
}
/** One of Lighthouse's long tasks (simulated, as TBT counts them), attributed to a script or the document. */
export type LongTask = {source: string; startMs: number; durationMs: number}
export type LighthouseRow = {
  target: string
  route: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbtMs: number
  cls: number
  lcpMs: number
  mainThreadMs: number
  scriptMs: number
  /** Script bytes the browser received during the load (its network records: every Script request, as served). */
  firstLoadScriptBytes: number
  firstLoadScriptCount: number
  /** Each script of that load: short name and bytes as received. */
  firstLoadScripts: Array<{source: string; bytes: number}>
  failing: string[]
  /** 1-minute load average when the run started (one figure per run kept in `runs`). */
  load: number
  longTasks: LongTask[]
  /** The page's main-thread CPU time (thread time of its tasks, from the trace): what the load moves least. */
  cpuMs: number
  /** TBT as an idle phone would see it, estimated from CPU time: Σ max(0, 4 × task CPU ms − 50) after FCP. */
  cpuTbtMs: number
  /** Main-thread ms per script (bootup-time), largest first. */
  bootup: Array<{source: string; totalMs: number; scriptMs: number}>
}
/** A route's figures: the medians over its runs, the run with the median TBT (for its task list), and every run. */
export type RouteResult = {median: LighthouseRow; typical: LighthouseRow; runs: LighthouseRow[]}

// node:http rather than fetch: undici trips over netlify dev closing sockets while it starts.
const answersOk = (url: string) =>
  new Promise<boolean>((resolve) => {
    http
      .get(url, (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      })
      .on('error', () => resolve(false))
  })

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await answersOk(url)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Lighthouse and Chromium run at a raised priority when allowed (root), as the bench competes with other work. */
function raisePriority() {
  try {
    os.setPriority(-5)
  } catch {
    // Not permitted: measure at normal priority.
  }
}

/** Median of each figure over the runs of one route (the failing audits of any run are kept). */
function medianRow(rows: LighthouseRow[]): RouteResult {
  const pick = (key: keyof LighthouseRow) => median(rows.map((row) => row[key] as number))
  const scored = rows.filter((row) => Number.isFinite(row.tbtMs))
  const byTbt = (scored.length ? scored : rows).sort((a, b) => a.tbtMs - b.tbtMs)
  const typical = byTbt[Math.floor((byTbt.length - 1) / 2)]
  const row: LighthouseRow = {
    target: rows[0].target,
    route: rows[0].route,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    mainThreadMs: pick('mainThreadMs'),
    scriptMs: pick('scriptMs'),
    firstLoadScriptBytes: pick('firstLoadScriptBytes'),
    firstLoadScriptCount: pick('firstLoadScriptCount'),
    firstLoadScripts: typical.firstLoadScripts,
    failing: [...new Set(rows.flatMap((row) => row.failing))],
    load: pick('load'),
    cpuMs: pick('cpuMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    longTasks: typical.longTasks,
    bootup: typical.bootup,
  }
  return {median: row, typical, runs: rows}
}

type TraceEvent = {name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number}
/** Lighthouse's simulated mobile CPU is 4× slower than the machine it runs on. */
const CPU_SLOWDOWN = 4

/**
 * The main thread's CPU time (µs of thread time, not wall time: a loaded machine stretches wall time, not this)
 * from navigation start, and the blocking time it would make on a 4× slower idle CPU after the first paint.
 */
export function cpuFigures(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  if (!fcp) return {cpuMs: NaN, cpuTbtMs: NaN}
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid)
  const start = onMain.find((event) => event.name === 'navigationStart')?.ts ?? 0
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= start)
  const cpu = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000
  return {
    cpuMs: tasks.reduce((sum, task) => sum + cpu(task), 0),
    cpuTbtMs: tasks
      .filter((task) => task.ts >= fcp.ts)
      .reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * cpu(task) - 50), 0),
  }
}

/** A script's URL as a short name: its file without the content hash, or 'document' for the page itself. */
export function shortSource(url: string, origin: string) {
  if (!url.startsWith(origin)) return url || 'unattributable'
  const file = new URL(url).pathname.split('/').pop() ?? ''
  if (!file.endsWith('.js')) return 'document'
  return file.replace(/-[0-9a-f]{16,}\.js$/, '').replace(/^component---src-/, '')
}

/**
 * Every run gets a browser of its own with a fresh profile, as Lighthouse's own CLI does: one browser shared by
 * all runs carried the site's service worker and renderer processes (same site: localhost, whatever the port)
 * into the next run, and the blank page's main-thread CPU tripled after a site page.
 */
async function inFreshBrowser<T>(debugPort: number, browserArgs: string[], run: () => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${debugPort}`, ...CHROMIUM_ARGS, ...browserArgs],
  })
  try {
    return await run()
  } finally {
    await browser.close()
  }
}

/** Attempts per run: Lighthouse itself asks to run again when its trace missed the navigation (NO_NAVSTART). */
const ATTEMPTS = 3

async function lighthouseRun(debugPort: number, browserArgs: string[], url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await inFreshBrowser(debugPort, browserArgs, () =>
      lighthouse(url, {port: debugPort, output: 'json', logLevel: 'error'}),
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError || attempt === ATTEMPTS) return result
    console.log(`  (${url}: ${result.lhr.runtimeError.code}, run again)`)
  }
}

/**
 * One build folder served as Netlify would (scripts/serve-build.mts, with the site's functions) behind a gzip proxy:
 * the server on `port` (it also uses port +1000 and +2000), the proxy on `port + 1`, whose origin the browser loads.
 */
export async function serveTarget(target: Target, port: number) {
  const server = spawn('node', ['scripts/serve-build.mts'], {
    env: {...process.env, ...target.env, PORT: String(port), SERVE_DIR: target.serveDir},
    stdio: 'ignore',
  })
  await waitFor(`http://localhost:${port}/`, 90_000)
  const proxy = await startCompressingProxy(port + 1, port, target.dropHeaders)
  return {server, proxy, origin: `http://localhost:${port + 1}`}
}

/**
 * Runs every route of every target `runs` times (targets interleaved within each round) and returns the
 * median per route. Ports: base, base+1 (Chromium's debugging port), then two per target (server, proxy);
 * each server also uses its port +1000 and +2000. `browserArgs`: extra Chromium flags (payment-stand-ins.mts).
 */
export async function runLighthouse(
  targets: Target[],
  {basePort = 8950, runs = 3, browserArgs = [] as string[]} = {},
): Promise<RouteResult[]> {
  raisePriority()
  const servers: ChildProcess[] = []
  const proxies: http.Server[] = []
  const debugPort = basePort + 1
  try {
    const origins: string[] = []
    for (const [index, target] of targets.entries()) {
      const served = await serveTarget(target, basePort + 2 + index * 2)
      servers.push(served.server)
      proxies.push(served.proxy)
      origins.push(served.origin)
    }
    const results: LighthouseRow[] = []
    for (let run = 0; run < runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        for (const route of target.routes) {
          const load = os.loadavg()[0]
          const result = await lighthouseRun(debugPort, browserArgs, `${origins[index]}${route}`)
          const {categories, audits} = result.lhr
          if (process.env.BENCH_SAVE_DIR) {
            mkdirSync(process.env.BENCH_SAVE_DIR, {recursive: true})
            writeFileSync(
              `${process.env.BENCH_SAVE_DIR}/${target.name}${route.replaceAll('/', '_')}-${run}.json`,
              JSON.stringify(result.lhr),
            )
          }
          const trace = (result.artifacts as {Trace?: {traceEvents: TraceEvent[]}}).Trace
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
          const breakdown =
            (
              audits['mainthread-work-breakdown']?.details as
                {items?: Array<{group: string; duration: number}>} | undefined
            )?.items ?? []
          const tasks =
            (
              audits['long-tasks']?.details as
                {items?: Array<{url?: string; startTime: number; duration: number}>} | undefined
            )?.items ?? []
          const requests = (audits['network-requests']?.details as {items?: NetworkRequest[]} | undefined)?.items ?? []
          const firstLoad = scriptTransferBytes(requests)
          const scripts =
            (
              audits['bootup-time']?.details as
                {items?: Array<{url: string; total: number; scripting: number}>} | undefined
            )?.items ?? []
          results.push({
            target: target.name,
            route,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
            mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
            scriptMs: breakdown
              .filter((item) => item.group === 'scriptEvaluation')
              .reduce((sum, item) => sum + item.duration, 0),
            firstLoadScriptBytes: firstLoad.bytes,
            firstLoadScriptCount: firstLoad.count,
            firstLoadScripts: requests
              .filter((request) => request.resourceType === 'Script')
              .map((request) => ({source: shortSource(request.url, origins[index]), bytes: request.transferSize ?? 0})),
            failing: Object.values(audits)
              .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
              .map((audit) => audit.id),
            load,
            ...cpuFigures(trace?.traceEvents ?? []),
            longTasks: tasks.map((task) => ({
              source: shortSource(task.url ?? '', origins[index]),
              startMs: task.startTime,
              durationMs: task.duration,
            })),
            bootup: scripts.map((item) => ({
              source: shortSource(item.url, origins[index]),
              totalMs: item.total,
              scriptMs: item.scripting,
            })),
          })
        }
      }
    }
    return targets.flatMap((target) =>
      target.routes.map((route) =>
        medianRow(results.filter((row) => row.target === target.name && row.route === route)),
      ),
    )
  } finally {
    for (const proxy of proxies) proxy.close()
    for (const server of servers) server.kill('SIGTERM')
  }
}
