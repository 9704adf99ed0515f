import {expect, test, type Page} from '@playwright/test'
import {API} from '../../src/lib/api-contract'
import {useMailbox} from './support/mailbox'

useMailbox()

/** A phone whose CPU is 4× slower (decision 48's phone): the hydration takes long enough to type through. */
test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true})
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4})
}

/** The body of the next POST to /api/email-capture, as it left the browser. */
function nextCapture(page: Page) {
  return page
    .waitForRequest((request) => request.url().endsWith(API.emailCapture.path) && request.method() === 'POST')
    .then((request) => request.postDataJSON() as {email: string; source: string})
}

test.describe('what she types while the page starts (decision 48)', () => {
  test('every character typed into the free guide form through its hydration reaches the server', async ({page}) => {
    test.slow()
    await slowCpu(page)
    // The typing starts at once and goes on at different paces, so its keys fall before, inside and after the
    // page's and the form's hydration.
    for (const [visit, keyDelayMs] of [0, 10, 25, 40, 60, 0, 15, 30].entries()) {
      const address = `early-${visit}-guide@example.com`
      await page.goto('/')
      const offer = page.getByRole('region', {name: 'Free: The Menopause Survival Guide'})
      const field = offer.getByLabel('Email Address')
      await field.scrollIntoViewIfNeeded()
      await field.tap()
      await field.pressSequentially(address, {delay: keyDelayMs})
      const sent = nextCapture(page)
      await field.press('Enter')
      expect((await sent).email, `visit ${visit + 1}, a key every ${keyDelayMs} ms`).toBe(address)
      // netlify dev bundles a function at its first call: slow on a busy machine.
      await expect(offer.getByRole('status')).toHaveText('Check your email for your free Menopause Survival Guide!', {
        timeout: 45_000,
      })
    }
  })
})
