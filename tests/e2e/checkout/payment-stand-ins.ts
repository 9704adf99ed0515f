import path from 'node:path'
import type {Page} from '@playwright/test'
import {FAKE_PAYPAL_PORT, FAKE_STRIPE_PORT} from '../support/e2e-env'

/**
 * Stripe.js and PayPal's SDK cannot load here: their script URLs are answered with local stand-ins,
 * and the calls those stand-ins make to Stripe's and PayPal's hosts go to the local fake APIs.
 */
export async function routePaymentProviders(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({path: path.resolve('tests/support/fake-stripe-js.js'), contentType: 'text/javascript'}),
  )
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({path: path.resolve('tests/support/fake-paypal-sdk.js'), contentType: 'text/javascript'}),
  )
  await forward(page, 'https://api.stripe.com/**', `http://127.0.0.1:${FAKE_STRIPE_PORT}`)
  await forward(page, 'https://www.sandbox.paypal.com/test/**', `http://127.0.0.1:${FAKE_PAYPAL_PORT}`)
}

async function forward(page: Page, pattern: string, target: string) {
  await page.route(pattern, async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({url: `${target}${url.pathname}${url.search}`})
    await route.fulfill({response, headers: {...response.headers(), 'access-control-allow-origin': '*'}})
  })
}
