import {readFileSync} from 'node:fs'
import {gzipSync} from 'node:zlib'
import {expect, test} from '@playwright/test'
import {untilQuiet} from './support/quiet'

/**
 * The script bytes the browser fetches on the first load of each page the goals name (`/`, `/toolkit`,
 * `/checkout`, docs/performance.md), measured as `npm run bench` measures them
 * (bench/goals.mts): every script response however it was started (the HTML, Gatsby's loader, an island), at
 * its size as served with gzip, response headers included, until the network is quiet after the load. The
 * browser tests' server does not compress: each body is gzipped here as the bench's proxy serves it
 * (bench/compressing-proxy.mts, zlib's default level). The budget is the blank Gatsby page's bytes, as the last
 * bench measured them (bench/blank-budget.json), × 1.2.
 */
const blankBudget = JSON.parse(readFileSync('bench/blank-budget.json', 'utf8')) as {
  blankFirstLoadScriptBytes: number
  budgetBytes: number
  measured: string
}

// Lighthouse's mobile screen, as in the bench: what is near the first viewport decides which islands load.
test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true})

/** Pages that start their scripts on demand (Layout's `scriptsOnDemand`): their load fetches no script at all. */
const ON_DEMAND = new Set(['/', '/toolkit', '/checkout'])

for (const route of ['/', '/toolkit', '/checkout'])
  test(`the first load of ${route} fetches no more script than the blank Gatsby page × 1.2`, async ({page}) => {
    const scripts: Array<Promise<{url: string; bytes: number}>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: new URL(response.url()).pathname,
          bytes: gzipSync(body).length + sizes.responseHeadersSize,
        })),
      )
    })
    await page.goto(route, {waitUntil: 'networkidle'})
    // Then quiet (idle main thread, no request in flight): anything the load starts late is in.
    await untilQuiet(page)

    const fetched = await Promise.all(scripts)
    const total = fetched.reduce((sum, script) => sum + script.bytes, 0)
    const list = fetched.map((script) => `${script.url} ${script.bytes}`).join(', ')
    console.log(`first-load script of ${route}: ${total} B in ${fetched.length} scripts: ${list}`)
    test.info().annotations.push({
      type: 'first-load script',
      description: `${total} B in ${fetched.length} scripts (blank page ${blankBudget.blankFirstLoadScriptBytes} B, measured ${blankBudget.measured}; budget ${blankBudget.budgetBytes} B): ${list}`,
    })
    expect(total, `scripts fetched: ${list}`).toBeLessThanOrEqual(blankBudget.budgetBytes)
    if (!ON_DEMAND.has(route)) {
      expect(fetched.length).toBeGreaterThan(0)
      return
    }
    // The load fetched none; her first touch starts them (what they weigh then is noted, not a goal).
    expect(fetched).toEqual([])
    await page.locator('main h1').first().tap()
    await expect.poll(async () => (await Promise.all(scripts)).length).toBeGreaterThan(2)
    await untilQuiet(page)
    const onTouch = (await Promise.all(scripts)).reduce((sum, script) => sum + script.bytes, 0)
    test.info().annotations.push({type: 'script after the first touch', description: `${onTouch} B`})
  })
