// `npm run bench`: builds the site and prints figures (no pass/fail): build time, first-load JS per page,
// and Lighthouse mobile scores of the key routes.
import {execSync} from 'node:child_process'
import {firstLoadJs} from './first-load-js.mts'
import {runLighthouse} from './lighthouse.mts'

const FIRST_LOAD_BUDGET_BYTES = 130 * 1024

const started = Date.now()
execSync('npm run build', {stdio: 'ignore'})
const buildSeconds = (Date.now() - started) / 1000

console.log(`Build time: ${buildSeconds.toFixed(1)} s`)
console.log('\nFirst-load JS (gzip) per page:')
for (const page of firstLoadJs()) {
  const kb = (page.gzipBytes / 1024).toFixed(1)
  const flag = page.route === '/' && page.gzipBytes > FIRST_LOAD_BUDGET_BYTES ? '  ← over the 130 KB budget for /' : ''
  console.log(`  ${page.route.padEnd(28)} ${kb.padStart(7)} KB in ${page.scripts} scripts${flag}`)
}

console.log('\nLighthouse (mobile): performance / accessibility / best practices / SEO, layout shift')
for (const row of await runLighthouse()) {
  const scores = [row.performance, row.accessibility, row.bestPractices, row.seo].join(' / ')
  const failing = row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''
  console.log(`  ${row.route.padEnd(12)} ${scores.padEnd(18)} CLS ${row.cls.toFixed(3)}${failing}`)
}

execSync('npx tsx bench/tracking-concurrency.mts 500', {stdio: ['ignore', 'inherit', 'ignore']})
console.log('\nPush reminders: 10,000 due in one minute (bench/push-throughput.mts)')
execSync('npx tsx bench/push-throughput.mts 10000', {stdio: 'inherit'})
