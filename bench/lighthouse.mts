// Lighthouse (mobile, default simulated throttling) on the production build served with its functions
// (gzip-compressed as Netlify's CDN does),
// using Debian's Chromium. Prints the four category scores and the layout shift per route.
import {spawn, type ChildProcess} from 'node:child_process'
import http from 'node:http'
import lighthouse from 'lighthouse'
import {chromium} from '@playwright/test'
import {startCompressingProxy} from './compressing-proxy.mts'

const PORT = Number(process.env.BENCH_PORT ?? 8950)
const DEBUG_PORT = PORT + 1
const PROXY_PORT = PORT + 2
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/toolkit,/checkout').split(',')

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

export async function runLighthouse() {
  const server: ChildProcess = spawn('node', ['scripts/serve-build.mts'], {env: {...process.env, PORT: String(PORT)}, stdio: 'ignore'})
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    await waitFor(`http://localhost:${PORT}/`, 60_000)
    const proxy = await startCompressingProxy(PROXY_PORT, PORT)
    const rows = []
    for (const route of ROUTES) {
      const result = await lighthouse(`http://localhost:${PROXY_PORT}${route}`, {port: DEBUG_PORT, output: 'json', logLevel: 'error'})
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
    proxy.close()
    return rows
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }
}
