import {chromium} from '@playwright/test'
import {routePaymentProviders} from '/work/main/tests/e2e/checkout/payment-stand-ins.ts'
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']})
const page = await browser.newPage({viewport: {width: 412, height: 823}, deviceScaleFactor: 1})
await routePaymentProviders(page)
await page.goto(`http://localhost:${process.env.E2E_PORT}/checkout`)
await page.waitForTimeout(4000)
await page.screenshot({path: '/tmp/checkout-mobile.png'})
console.log(await page.evaluate(() => [...document.querySelectorAll('h2')].map((h) => `${h.textContent} ${Math.round(h.getBoundingClientRect().top)}`)))
await browser.close()
