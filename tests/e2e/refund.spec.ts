import {readFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import Stripe from 'stripe'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {buyToolkit, storeAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'
import {useMailbox} from './support/mailbox'
import {E2E_ENV, E2E_PORT} from './support/e2e-env'

const signer = new Stripe('sk_test_signer')

/** The refund promise as the coach wrote it in the Studio (the embedded dataset's site settings). */
const GUARANTEE: string = JSON.parse(readFileSync('content/siteSettings.ndjson', 'utf8').split('\n')[0]).guaranteeText

/** Stripe telling the site that the card payment was refunded in full (dashboard or API). */
async function refundAtStripe(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${Date.now()}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${Date.now()}`,
        object: 'charge',
        payment_intent: intentId,
        refunded: true,
        amount_refunded: 3700,
      },
    },
  })
  const res = await fetch(`http://localhost:${E2E_PORT}/api/stripe-webhook`, {
    method: 'POST',
    headers: {
      'stripe-signature': signer.webhooks.generateTestHeaderString({payload, secret: E2E_ENV.STRIPE_WEBHOOK_SECRET}),
    },
    body: payload,
  })
  expect(res.status).toBe(200)
}

test.describe('refunds end access (DECISIONS 26)', () => {
  test('a refunded purchaser opening /toolkit sees why and the visitor view, with no endless loading', async ({
    page,
  }) => {
    const {token, intentId} = await buyToolkit()
    await refundAtStripe(intentId)
    await storeAccessInBrowser(page, 'purchaser', token)
    await page.goto('/toolkit')
    const notice = page.getByRole('status').filter({hasText: 'Your purchase was refunded'})
    await expect(notice).toBeVisible({timeout: 20_000})
    await expect(notice).toContainText('no longer unlocked')
    // The visitor view: the upsell and the locked daily stack, and no loading message left.
    await expect(page.getByText('More Supplement Profiles Available')).toBeVisible()
    await expect(page.getByText('Loading your full remedy database…')).toHaveCount(0)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.purchased)).toBeNull()
    await expectNoAxeViolations(page)
    await notice.getByRole('button', {name: 'Dismiss'}).click()
    await expect(page.getByText('Your purchase was refunded')).toHaveCount(0)
  })
})

test.describe("'Try It On' from the receipt", () => {
  const smtp = useMailbox()

  test('the receipt link opens the refund page and mails the refund link; from it one confirmation refunds and ends access', async ({
    page,
  }) => {
    const email = `try-it-on-${Date.now()}@example.com`
    const {token} = await buyToolkit(email)
    const mailsToHer = () => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))
    await expect.poll(() => mailsToHer().length, {timeout: 15_000}).toBeGreaterThan(0)
    const receipt = mailsToHer()[0]
    const link = /http:\/\/localhost:\d+\/refund\?restore=[\w%-]+/.exec(receipt.text ?? '')![0]
    await storeAccessInBrowser(page, 'purchaser', token)

    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(page.getByRole('heading', {level: 1, name: 'Try It On: your refund'})).toBeVisible({timeout: 20_000})
    await expect(page.getByText(/for \$37\.00/)).toBeVisible()
    await expect(page.getByText(GUARANTEE, {exact: true})).toBeVisible()
    await expectNoAxeViolations(page)
    // The receipt's link refunds nothing itself (a forwarded "open on another device" link must not): it mails one.
    await expect(page.getByRole('button', {name: 'Request my refund'})).toHaveCount(0)
    await page.getByRole('button', {name: 'Email me my refund link'}).click()
    const sent = page.getByRole('status').filter({hasText: 'We have emailed your refund link'})
    await expect(sent).toBeFocused()
    await expect
      .poll(() => mailsToHer().filter((mail) => mail.subject === 'Your link to refund the Menopause Mastery Toolkit'))
      .toHaveLength(1)
    const mailed = /http:\/\/localhost:\d+\/refund\?ticket=[\w.%-]+/.exec(mailsToHer().at(-1)?.text ?? '')![0]

    await page.goto(new URL(mailed).pathname + new URL(mailed).search)
    await expect(page).toHaveURL(/\/refund$/) // the ticket left the address bar
    await page.getByRole('button', {name: 'Request my refund'}).click()
    await expect(page.getByRole('heading', {name: 'Refund your purchase?'})).toBeVisible()
    await page.getByRole('button', {name: 'Yes, refund me'}).click()
    await expect(page.getByRole('heading', {name: 'Your refund is on its way'})).toBeVisible({timeout: 20_000})
    await expect
      .poll(() => mailsToHer().filter((mail) => mail.subject === 'Your Menopause Mastery Toolkit refund').length)
      .toBe(1)

    await page.getByRole('link', {name: 'Back to the toolkit'}).click()
    await expect(page.getByText('Your purchase was refunded')).toBeVisible({timeout: 20_000})
  })

  test('one refund promise: home, checkout and the Terms show the same Studio wording', async ({page}) => {
    for (const route of ['/', '/checkout', '/terms-of-service']) {
      await page.goto(route)
      await expect(page.getByText(GUARANTEE, {exact: true}), route).toBeVisible()
    }
  })
})
