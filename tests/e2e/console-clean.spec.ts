import {expect, test, type Page} from '@playwright/test'
import {pagePathOf, publicFiles} from './support/public-files'
import {grantAccessInBrowser} from './support/access'
import {untilQuiet} from './support/quiet'
import {routePaymentProviders} from './checkout/payment-stand-ins'

/** Every page of the production build; of the 40 remedy pages (one template), a free one, a paid one and the last. */
const allRoutes = publicFiles()
  .filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
  .map(pagePathOf)
  .sort()
const remedyPages = allRoutes.filter((route) => route.startsWith('/remedies/'))
const routes = [
  ...allRoutes.filter((route) => !route.startsWith('/remedies/')),
  '/remedies/black-cohosh',
  '/remedies/red-clover',
  remedyPages[remedyPages.length - 1],
]

/** Every console error or warning and every uncaught error, with the page it came from. */
function collectConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()} on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror on ${page.url()}: ${error.message}`))
  return messages
}

async function visitAll(page: Page) {
  const messages = collectConsole(page)
  // As on the live site, the checkout gets Stripe's and PayPal's scripts (here their stand-ins): waited for until
  // the page is quiet, it loads them, and without them it would log that they failed.
  await routePaymentProviders(page)
  for (const route of routes) {
    await page.goto(route)
    // Loaded, then quiet: hydration (in slices) and the islands have run.
    await untilQuiet(page)
  }
  return messages
}

test.describe('a clean console on every built page', () => {
  test('has pages to visit', () => {
    expect(allRoutes.length).toBeGreaterThan(50)
    expect(remedyPages).toHaveLength(40)
    expect(routes).toEqual(expect.arrayContaining(['/', '/toolkit', '/checkout', '/remedies']))
  })

  test('as a visitor: no console error or warning, no uncaught error', async ({page}) => {
    test.setTimeout(routes.length * 6_000)
    expect(await visitAll(page)).toEqual([])
  })

  test('as a purchaser: no console error or warning, no uncaught error', async ({page}) => {
    test.setTimeout(routes.length * 6_000)
    await grantAccessInBrowser(page)
    expect(await visitAll(page)).toEqual([])
  })
})
