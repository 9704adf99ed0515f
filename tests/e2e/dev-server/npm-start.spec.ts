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

  test('the landing page and /toolkit with a reviewer code render, and the assessment and quiz respond', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const response = await page.goto(`${DEV_URL}/`)
    // The production policy (public/_headers, written by `npm run build`) must never reach the development bundle.
    expect(response?.headers()['content-security-policy']).toBeUndefined()
    const hero = page.locator('#hero-heading')
    // A blocked bundle leaves the page blank: report its errors rather than the missing hero.
    await expect.poll(async () => errors.length > 0 || (await hero.isVisible())).toBe(true)
    expect(errors).toEqual([])
    await expect(hero).toBeVisible()
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible()
    // The reviewer code is redeemed by the page's code through the functions: both run.
    await page.goto(`${DEV_URL}/toolkit?code=${devReviewerCode().toLowerCase()}`)
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.reviewerAccess))
      .toBe('true')
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    await expect(page.getByRole('button', {name: 'Reviewer Access'})).toBeVisible()
    // The code has left the address; a hash change (or Back) afterwards still finds the page, not develop's 404.
    await expect(page).toHaveURL(`${DEV_URL}/toolkit`)
    await page.evaluate(() => {
      window.location.hash = 'tracking'
    })
    await expect(page.locator('#tracking')).toBeVisible()

    // The wizard (not its locked preview) only shows once React runs with the reviewer's access.
    await page.goto(`${DEV_URL}/#symptom-checker`)
    const checker = page.locator('#symptom-checker')
    await expect(checker.getByText('Step 1 of 4')).toBeVisible()
    await checker.getByRole('checkbox', {name: 'Hot Flashes'}).click()
    await checker.getByRole('button', {name: 'Continue'}).click()
    await expect(checker.getByText('Step 2 of 4')).toBeVisible()
    const quiz = page.locator('#phase-quiz')
    await quiz.getByRole('radio', {name: /^Irregular/}).check()
    await expect(quiz.getByRole('button', {name: 'Next'})).toBeEnabled()
    expect(errors).toEqual([])
  })

  for (const pagePath of ['/checkout', '/test-checkout', '/wellness-reminders']) {
    test(`${pagePath} renders without a page error`, async ({page}) => {
      const errors = collectPageErrors(page)
      await page.goto(`${DEV_URL}${pagePath}`)
      const heading = page.getByRole('heading', {level: 1})
      await expect.poll(async () => errors.length > 0 || (await heading.first().isVisible())).toBe(true)
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible()
      // The page has loaded and the site's code ran on: it registers the service worker after `load`.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true)
      expect(errors).toEqual([])
    })
  }

  test('no console error or warning on the main routes: the first client render matches the server HTML (issue 27)', async ({
    page,
  }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      // Gatsby's develop bundle notes any service worker; the spec registers ours in develop too (reminders).
      if (/found one or more service workers present/.test(message.text())) return
      messages.push(`${message.type()} on ${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => messages.push(`pageerror on ${page.url()}: ${error.message}`))
    for (const route of ['/', '/toolkit', '/checkout', '/remedies', '/remedies/red-clover', '/wellness-reminders']) {
      await page.goto(`${DEV_URL}${route}`)
      await page.waitForLoadState('networkidle')
    }
    // A link with a query (the reviewer's), whose page data the loader fetches with that query, and a toast: the
    // tracker, tried and saved as a reviewer would (a toast rendered in the page's Head warned under develop).
    await page.goto(`${DEV_URL}/toolkit?code=${devReviewerCode().toLowerCase()}`)
    const tracker = page.locator('#tracking')
    await tracker.getByRole('button', {name: 'Try Tracker Now'}).click()
    await tracker.getByLabel('Email Address').fill(`console-${Date.now()}@example.com`)
    await tracker.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(page.getByText(/Your symptoms have been recorded for/).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(messages).toEqual([])
  })

  test('a demo sale rehearsed through the back office: order listed, receipt in the outbox, refund from its link, audit entry, the coach told, all on a 390 px screen too (issue 32)', async ({
    page,
  }) => {
    // Each page of the development server compiles on its first visit: this walk visits eight.
    test.setTimeout(900_000)
    const buyer = `rehearsal-${Date.now()}@example.com`
    const onDev = (href: string) => {
      const url = new URL(href)
      return `${DEV_URL}${url.pathname}${url.search}`
    }
    await page.goto(`${DEV_URL}/test-checkout`)
    await page.getByLabel('Email for your receipt').fill(buyer)
    await page.getByRole('button', {name: 'Simulate Card Payment'}).click()
    await expect(page.getByRole('heading', {name: 'Payment Successful!'})).toBeVisible()
    await expect(page.getByText(`Your receipt is on its way to ${buyer}`)).toBeVisible()

    // The coach signs in as `npm start` allows: coach@localhost, the link from the local outbox.
    await page.goto(`${DEV_URL}/owner/orders`)
    await page.getByLabel('Email address').fill('coach@localhost')
    await page.getByRole('button', {name: 'Email me a sign-in link'}).click()
    await expect(page.getByRole('status').filter({hasText: /link/i}).first()).toBeVisible()
    await page.goto(`${DEV_URL}/owner/outbox`)
    const signInMail = page.getByRole('article').filter({hasText: 'Your sign-in link to the back office'}).first()
    await expect(signInMail).toBeVisible()
    await page.goto(onDev((await signInMail.getByRole('link').first().getAttribute('href')) as string))
    await page.getByRole('button', {name: 'Continue to the back office'}).click()
    await expect(page.getByRole('navigation', {name: 'Back office'})).toBeVisible()

    await page.goto(`${DEV_URL}/owner/orders`)
    const row = page.getByRole('row').filter({hasText: buyer})
    await expect(row).toContainText('Demo')
    await expect(row).toContainText('Paid')

    await page.goto(`${DEV_URL}/owner/outbox`)
    const receipt = page.getByRole('article').filter({hasText: buyer}).filter({hasText: 'receipt'}).first()
    await expect(receipt).toContainText('DEMO PURCHASE')
    await expect(
      page
        .getByRole('article')
        .filter({hasText: `New sale (demo): $37.00 USD from ${buyer}`})
        .first(),
    ).toBeVisible()
    const refundHref = await receipt.getByRole('link', {name: /\/refund\?restore=/}).getAttribute('href')

    await page.goto(onDev(refundHref!))
    await page.getByRole('button', {name: 'Request my refund'}).click()
    await page.getByRole('button', {name: 'Yes, refund me'}).click()
    await expect(page.getByRole('heading', {name: 'Your refund is on its way'})).toBeVisible()

    await page.goto(`${DEV_URL}/owner/audit`)
    const entry = page.getByRole('row').filter({hasText: 'The buyer (Try It On)'}).first()
    await expect(entry).toContainText('Refund')
    await entry.getByRole('link', {name: 'Demo order'}).click()
    await expect(page.getByRole('row').filter({hasText: buyer})).toContainText('Refunded')
    await page.goto(`${DEV_URL}/owner/outbox`)
    await expect(
      page
        .getByRole('article')
        .filter({hasText: `Refund (demo): $37.00 USD to ${buyer}`})
        .first(),
    ).toBeVisible()

    // The same back office, with her orders and the audit log in it, on a 390 px phone: no sideways page scroll.
    await page.setViewportSize({width: 390, height: 844})
    for (const route of [
      '/owner',
      '/owner/orders',
      '/owner/revenue',
      '/owner/email-list',
      '/owner/audit',
      '/owner/outbox',
    ]) {
      await page.goto(`${DEV_URL}${route}`)
      await expect(page.getByRole('heading', {level: 1})).toBeVisible()
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect({route, overflow}).toEqual({route, overflow: 0})
    }
  })
})
