// Prints one closing line for the whole `npm test` run ("N passed, N failed"), from each runner's report.
import {existsSync, readFileSync} from 'node:fs'

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)

let passed = 0
let failed = 0

const jest = read('.tmp/jest-results.json')
if (jest) {
  const report = JSON.parse(jest)
  passed += report.numPassedTests
  failed += report.numFailedTests
}

const studio = read('.tmp/studio-results.xml')
if (studio) {
  const cases = studio.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? []
  const failures = cases.filter((c) => c.includes('<failure')).length
  passed += cases.length - failures
  failed += failures
}

// The browser tests of the production build, and the one of `npm start` (run before the build).
for (const e2e of [read('.tmp/e2e-results.json'), read('.tmp/e2e-dev-server-results.json')]) {
  if (!e2e) continue
  const {stats} = JSON.parse(e2e)
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
