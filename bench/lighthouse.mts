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
import {startCompressingProxy} from './compressing-proxy.mts'

export type Target = {name: string; serveDir: string; routes: string[]}
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
  failing: string[]
}

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Median of each figure over the runs of one route (the failing audits of any run are kept). */
function medianRow(rows: LighthouseRow[]): LighthouseRow {
  const pick = (key: keyof LighthouseRow) => median(rows.map((row) => row[key] as number))
  return {
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
    failing: [...new Set(rows.flatMap((row) => row.failing))],
  }
}

/**
 * Runs every route of every target `runs` times (targets interleaved within each round) and returns the
 * median per route. Ports: base, base+1 (Chromium's debugging port), then two per target (server, proxy);
 * each server also uses its port +1000 and +2000.
 */
export async function runLighthouse(targets: Target[], {basePort = 8950, runs = 3} = {}): Promise<LighthouseRow[]> {
  raisePriority()
  const servers: ChildProcess[] = []
  const proxies: http.Server[] = []
  const debugPort = basePort + 1
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const origins: string[] = []
    for (const [index, target] of targets.entries()) {
      const port = basePort + 2 + index * 2
      servers.push(spawn('node', ['scripts/serve-build.mts'], {env: {...process.env, PORT: String(port), SERVE_DIR: target.serveDir}, stdio: 'ignore'}))
      await waitFor(`http://localhost:${port}/`, 90_000)
      proxies.push(await startCompressingProxy(port + 1, port))
      origins.push(`http://localhost:${port + 1}`)
    }
    const results: LighthouseRow[] = []
    for (let run = 0; run < runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        for (const route of target.routes) {
          const result = await lighthouse(`${origins[index]}${route}`, {port: debugPort, output: 'json', logLevel: 'error'})
          if (!result) throw new Error(`Lighthouse returned nothing for ${target.name} ${route}`)
          const {categories, audits} = result.lhr
          if (process.env.BENCH_SAVE_DIR) {
            mkdirSync(process.env.BENCH_SAVE_DIR, {recursive: true})
            writeFileSync(`${process.env.BENCH_SAVE_DIR}/${target.name}${route.replaceAll('/', '_')}-${run}.json`, JSON.stringify(result.lhr))
          }
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
          const breakdown = (audits['mainthread-work-breakdown']?.details as {items?: Array<{group: string; duration: number}>} | undefined)?.items ?? []
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
            scriptMs: breakdown.filter((item) => item.group === 'scriptEvaluation').reduce((sum, item) => sum + item.duration, 0),
            failing: Object.values(audits)
              .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
              .map((audit) => audit.id),
          })
        }
      }
    }
    return targets.flatMap((target) => target.routes.map((route) => medianRow(results.filter((row) => row.target === target.name && row.route === route))))
  } finally {
    for (const proxy of proxies) proxy.close()
    await browser.close()
    for (const server of servers) server.kill('SIGTERM')
  }
}
