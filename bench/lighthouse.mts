// Lighthouse (mobile, default simulated throttling) on the production build served with its functions,
// using Debian's Chromium. Prints the four category scores and the layout shift per route.
import {spawn, type ChildProcess} from 'node:child_process'
import lighthouse from 'lighthouse'
import {chromium} from '@playwright/test'

const PORT = Number(process.env.BENCH_PORT ?? 8950)
const DEBUG_PORT = PORT + 1
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/toolkit,/checkout').split(',')

async function waitFor(url: string, timeoutMs: number) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export async function runLighthouse() {
  const server: ChildProcess = spawn('node', ['scripts/serve-build.mts'], {env: {...process.env, PORT: String(PORT)}, stdio: 'ignore'})
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    await waitFor(`http://localhost:${PORT}/`, 60_000)
    const rows = []
    for (const route of ROUTES) {
      const result = await lighthouse(`http://localhost:${PORT}${route}`, {port: DEBUG_PORT, output: 'json', logLevel: 'error'})
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      const {categories, audits} = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      })
    }
    return rows
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }
}
