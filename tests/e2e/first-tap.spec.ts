import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import {FIRST_TAP_GOALS} from '../../bench/goals.mts'
import {COMPILE_HINT, EAGER_CHUNKS} from '../../build-time/webpack/compile-hints'
import {FIRST_TAP_CONTROLS, runningVisit, visit} from '../../bench/first-tap-probe.mts'

/**
 * Her first tap on each control the bench times (docs/first-tap.md, decision 48): a fresh visit on a touch phone
 * with the CPU slowed 4×, tapped 2 s after the load, answers within the goal. The bench holds the median of five
 * visits to it; here the fastest of three must meet it, so a control that needs the app's scripts again (about
 * 750 ms on that phone) fails every time, while one slow visit on a busy machine does not.
 */
const VISITS = 3

test.describe('her first tap answers within the goal (decision 48)', () => {
  for (const control of FIRST_TAP_CONTROLS)
    test(`${control.label}: within ${FIRST_TAP_GOALS.maxMs} ms at 4× slowdown`, async ({browser, baseURL}) => {
      test.setTimeout(120_000)
      const firstTaps: number[] = []
      for (let run = 0; run < VISITS; run += 1)
        firstTaps.push((await visit(browser, baseURL!, control, {warm: false})).first.ms)
      expect(Math.min(...firstTaps), `first taps: ${firstTaps.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(
        FIRST_TAP_GOALS.maxMs,
      )
    })

  // Once the page runs, her first touch of a control meets the app: the code of the part she touched must not be
  // asked for inside her tap (docs/first-tap.md, "A page already running"). One visit each: such a visit waits for
  // the app to start and settle (10–25 s on a loaded machine); the bench times these taps against the goal.
  for (const control of FIRST_TAP_CONTROLS)
    test(`${control.label}: once the page runs, her first touch asks for no script before its answer`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const tap = await runningVisit(browser, baseURL!, control)
      expect(tap.scriptsBeforeAnswer, `answered in ${Math.round(tap.ms)} ms`).toBe(0)
    })
})

test('her first tap runs compiled code: every chunk carries the compile hint, and its source map the hint’s line', () => {
  // The service worker is bundled on its own (build-time/service-worker), not by webpack.
  const scripts = readdirSync('public').filter((name) => EAGER_CHUNKS.test(name) && name !== 'sw.js')
  expect(scripts).toEqual(
    expect.arrayContaining([expect.stringMatching(/^framework-/), expect.stringMatching(/^app-/)]),
  )
  for (const name of scripts) {
    expect(readFileSync(`public/${name}`, 'utf8').startsWith(`${COMPILE_HINT}\n`), name).toBe(true)
    // The hint's line maps to no source: the minified code's mappings start on the line after it.
    if (!existsSync(`public/${name}.map`)) continue
    const map = JSON.parse(readFileSync(`public/${name}.map`, 'utf8')) as {mappings: string}
    expect(map.mappings.startsWith(';'), `${name}.map`).toBe(true)
  }
})
