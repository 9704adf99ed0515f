import {expect, test, type Page} from '@playwright/test'
import {EARLY_INPUT_GLOBAL, IDLE_START_MS} from '../../src/config/page-scripts'
import {EXIT_INTENT_ARM_MS} from '../../src/config/site'
import {STORAGE_KEYS} from '../../src/lib/storage'

/**
 * Decision 48: the spec's delays count from the page's load, however late the page's scripts start (on demand,
 * decision 44). The page's clock is Playwright's, so the seconds are the page's, not the machine's.
 */
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key)
const appScripts = (page: Page) => page.locator('script[src*="/app-"]')

test.describe('every rule timed from the load (decision 48)', () => {
  test('a visit is counted at the load, before any script: a short second visit gets the 45 s offer', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/')
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('1')
    await expect(appScripts(page)).toHaveCount(0)
    // She leaves within a few seconds, without touching anything; her next visit is her second.
    await page.reload()
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('2')
    await expect(appScripts(page)).toHaveCount(0)
    await page.clock.runFor(IDLE_START_MS)
    await expect(appScripts(page)).toHaveCount(1)
    // Counted once, by the loader: the app took its count.
    const offer = page.getByRole('region', {name: 'Still thinking it over?'})
    await page.clock.runFor(44_000 - IDLE_START_MS)
    await expect(offer).toHaveCount(0)
    await page.clock.runFor(2_000)
    await expect(offer).toBeVisible()
    expect(await stored(page, STORAGE_KEYS.visits)).toBe('2')
  })

  test('the exit intent arms 15 s after the load for a reader whose scripts started at 10 s', async ({page}) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(IDLE_START_MS)
    await expect(appScripts(page)).toHaveCount(1)
    // The page has hydrated once the app took the visit count the loader kept (its effects, the exit intent's
    // among them, have run).
    await expect
      .poll(() =>
        page.evaluate(
          (name) => (window as unknown as Record<string, {visits: unknown}>)[name].visits,
          EARLY_INPUT_GLOBAL,
        ),
      )
      .toBeNull()
    const popup = page.getByRole('region', {name: 'Wait! Before You Go…'})
    const leave = async () => {
      await page.mouse.move(400, 300)
      await page.mouse.move(400, -20)
    }
    // The page's clock went on while it hydrated (on a busy machine, seconds): a second before 15 s, if still there.
    const sinceLoad = await page.evaluate(() => performance.now())
    if (sinceLoad < EXIT_INTENT_ARM_MS - 1_500) {
      await page.clock.runFor(EXIT_INTENT_ARM_MS - 1_000 - sinceLoad)
      await leave()
      await expect(popup).toHaveCount(0)
    }
    // Then to 15 s after the load.
    await page.clock.runFor(Math.max(0, EXIT_INTENT_ARM_MS - (await page.evaluate(() => performance.now()))) + 100)
    await leave()
    await expect(popup).toBeVisible()
  })
})
