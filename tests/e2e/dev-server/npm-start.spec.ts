import {expect, test} from '@playwright/test'
import {STORAGE_KEYS} from '../../../src/lib/storage'
import {collectPageErrors} from '../support/page-errors'
import {DEV_URL, devReviewerCode, startDevServer, stopDevServer, type DevServer} from '../support/dev-server'

/**
 * `npm start` in Chromium, started cold and exactly as the README says: the development bundle must run
 * (no Content-Security-Policy meant for production may block its eval), with no page error.
 */
const COLD_START_LIMIT_MS = 15 * 60_000

let server: DevServer | undefined

test.describe.serial('npm start in the browser', () => {
  test.beforeAll(async () => {
    test.setTimeout(COLD_START_LIMIT_MS + 30_000)
    server = await startDevServer(COLD_START_LIMIT_MS)
    console.log(`npm start was ready after ${(server.startedInMs / 1000).toFixed(1)} s`)
  })

  test.afterAll(async () => stopDevServer(server))

  test('the landing page renders its hero and navigation, and the assessment responds', async ({page}) => {
    const errors = collectPageErrors(page)
    await page.goto(`${DEV_URL}/`)
    const hero = page.locator('#hero-heading')
    // A blocked bundle leaves the page blank: report its errors rather than the missing hero.
    await expect.poll(async () => errors.length > 0 || (await hero.isVisible())).toBe(true)
    expect(errors).toEqual([])
    await expect(hero).toBeVisible()
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible()
    // The interactive wizard only exists once React runs: the development bundle executed.
    await page.goto(`${DEV_URL}/toolkit?code=${devReviewerCode().toLowerCase()}`)
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.reviewerAccess)).toBe('true')
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    await expect(page.getByRole('button', {name: 'Reviewer Access'})).toBeVisible()

    await page.goto(`${DEV_URL}/#symptom-checker`)
    const checker = page.locator('#symptom-checker')
    await expect(checker.getByText('Step 1 of 4')).toBeVisible()
    await checker.getByRole('checkbox', {name: 'Hot Flashes'}).click()
    await checker.getByRole('button', {name: 'Continue'}).click()
    await expect(checker.getByText('Step 2 of 4')).toBeVisible()
    expect(errors).toEqual([])
  })
})
