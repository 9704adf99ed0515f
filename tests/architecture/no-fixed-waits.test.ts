/**
 * No test waits a fixed time: a sleep is too short on a loaded machine (a flaky test) and too long
 * everywhere else (a slow suite). Tests wait for a condition instead: Playwright's web-first assertions,
 * expect.poll, waitForResponse and tests/e2e/support/quiet.ts in the browser tests; jest's fake timers, Testing
 * Library's waitFor and tests/support/until.ts (the one poll loop, allowed its timer between checks) elsewhere;
 * Playwright's page.clock for the page's own timers. This test fails on a fixed wait anywhere under tests/.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TESTS = path.join(ROOT, 'tests')
const SOURCE = /\.(m?ts|tsx|c?js|mjs)$/
/** The poll loop: it sleeps between two checks of a condition, and only there. */
const POLL_LOOP = path.join(TESTS, 'support/until.ts')
const THIS_FILE = path.join(TESTS, 'architecture/no-fixed-waits.test.ts')

/** The ways a test has waited a fixed time. A timer that rejects (a deadline) or answers for a fake server is no wait. */
const FIXED_WAITS: Array<[string, RegExp]> = [
  ["Playwright's waitForTimeout", /\.waitForTimeout\s*\(/],
  ['a sleep or delay helper', /\b(?:sleep|delay)\(/],
  ['a promise a timer resolves', /setTimeout\s*\(\s*(?:resolve|res|r|done)\b/],
  ['a promise a timer resolves', /setTimeout\s*\(\s*\(\)\s*=>\s*(?:resolve|res|r|done)\s*\(/],
  ["Node's timer promises", /['"](?:node:)?timers\/promises['"]/],
]

/** A line of a comment: prose may say "sleep (2)". */
const COMMENT = /^\s*(?:\/\/|\/?\*)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && full !== POLL_LOOP && full !== THIS_FILE ? [full] : []
  })
}

/** Every line of `text` that waits a fixed time, as `where:line what`. */
function fixedWaits(text: string, where: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      COMMENT.test(line)
        ? []
        : FIXED_WAITS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${where}:${index + 1} ${what}`),
    )
}

describe('no fixed waits in tests', () => {
  it('reads the test folders', () => {
    const files = sourceFiles(TESTS)
    for (const folder of ['unit', 'functions', 'e2e', 'studio', 'support', 'architecture'])
      assert.ok(
        files.some((file) => file.startsWith(path.join(TESTS, folder))),
        `no test files found in ${folder}/`,
      )
  })

  it('no test or test helper waits a fixed time', () => {
    const found = sourceFiles(TESTS).flatMap((file) =>
      fixedWaits(readFileSync(file, 'utf8'), path.relative(ROOT, file)),
    )
    assert.deepEqual(found, [])
  })

  it('the probes find each kind of fixed wait, and leave waiting on a condition alone', () => {
    for (const wait of [
      'await page.waitForTimeout(500)',
      'await sleep(200)',
      'await new Promise((resolve) => setTimeout(resolve, 300))',
      'await new Promise((r) => setTimeout(r, 50))',
      'new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300)))',
      'new Promise((resolve) => setTimeout(() => resolve(false), 10_000))',
      "import {setTimeout as wait} from 'node:timers/promises'",
    ])
      assert.equal(fixedWaits(wait, 'probe').length, 1, wait)
    for (const condition of [
      'test.setTimeout(120_000)',
      'jest.setTimeout(30_000)',
      "jest.useFakeTimers({doNotFake: ['setTimeout']})",
      'const timer = setTimeout(() => reject(new Error(`not ready after ${ms} ms`)), ms)',
      'setTimeout(() => res.writeHead(status).end(), delayMs)',
      "await expect(page.getByRole('status')).toBeVisible()",
      'await until(() => push.count > 0)',
      "const sleep = page.locator('#sleep')",
      '// cool-room addresses sleep (2) and hot flashes (4)',
      ' * then sleep(500) was too short',
    ])
      assert.deepEqual(fixedWaits(condition, 'probe'), [], condition)
  })
})
