import {expect, test} from '@playwright/test'
import {expectNoAxeViolations} from './support/axe'
import {useMailbox} from './support/mailbox'
import {readStoredCapture} from './support/stored-blobs'

const smtp = useMailbox()

test.describe('contact page', () => {
  test('requires all four fields, then stores and mails the message to the coach', async ({page}) => {
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', {level: 1, name: 'Contact Support'})).toBeVisible()
    await expect(page.getByText('Within 24 hours on weekdays')).toBeVisible()
    await expect(
      page.getByRole('complementary', {name: 'Support information'}).getByRole('link', {name: /@/}),
    ).toHaveAttribute('href', /^mailto:/)
    await expectNoAxeViolations(page)

    const requests: string[] = []
    page.on('request', (req) => req.url().includes('/api/contact') && requests.push(req.url()))
    const send = page.getByRole('button', {name: 'Send Message'})
    await send.click()
    const fields = ['Full Name', 'Email Address', 'Subject', 'Message']
    for (const label of fields) await expect(page.getByLabel(label)).toHaveJSProperty('validity.valueMissing', true)
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6')
    await page.getByLabel('Full Name').fill('Jane Doe')
    await page.getByLabel('Email Address').fill('not-an-email')
    await page.getByLabel('Subject').fill('Question')
    await page.getByLabel('Message').fill('How do I print my favorites?')
    await send.click()
    await expect(page.getByLabel('Email Address')).toHaveJSProperty('validity.typeMismatch', true)
    expect(requests).toEqual([])

    const sent = smtp.received.length
    await page.getByLabel('Email Address').fill('jane@example.com')
    // By keyboard: from the message to the button, Enter; the button she pressed keeps her focus while it sends.
    await page.getByLabel('Message').focus()
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      page.getByText("Thank you for reaching out. We'll get back to you within 24 hours.").first(),
    ).toBeVisible()
    await expect(send).toBeFocused()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect.poll(() => smtp.received.length).toBe(sent + 1)
    const mail = smtp.received.at(-1)
    expect(mail?.to).toMatchObject({text: 'coach@example.com'})
    expect(mail?.text).toContain('How do I print my favorites?')
  })
})

test.describe('exit-intent pop-up', () => {
  test('opens when the pointer leaves through the top after 15 s and mails the guide', async ({page}) => {
    await page.clock.install()
    await page.goto('/contact')
    // The pop-up is loaded after hydration: wait until the page has settled before moving the clock.
    await page.waitForLoadState('networkidle')
    await page.mouse.move(400, 300)
    await page.mouse.move(400, -20)
    await expect(page.getByRole('region', {name: 'Wait! Before You Go…'})).toHaveCount(0)
    await page.clock.fastForward(15_000)
    await page.mouse.move(400, 300)
    await page.mouse.move(400, -20)
    // DECISIONS 43: a non-modal panel that leaves focus where it was.
    const dialog = page.getByRole('region', {name: 'Wait! Before You Go…'})
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(false)
    await expectNoAxeViolations(page)

    const email = `exit-${Date.now()}@example.com`
    const sent = smtp.received.length
    await dialog.getByLabel('Email Address').fill(email)
    await dialog.getByRole('button', {name: 'Send Me the Free Guide'}).click()
    await expect(page.getByText('Check your email for your free Menopause Survival Guide!').first()).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('exit-intent-captured'))).toBe('true')
    await expect.poll(() => smtp.received.length).toBe(sent + 1)
    expect(smtp.received.at(-1)?.to).toMatchObject({text: email})
    expect(readStoredCapture(email)).toMatchObject({email, sources: ['exit-intent-popup']})

    // Captured: never again, even after a reload.
    await page.reload()
    await page.waitForLoadState('networkidle')
    await page.clock.fastForward(20_000)
    await page.mouse.move(400, 300)
    await page.mouse.move(400, -20)
    await expect(page.getByRole('region', {name: 'Wait! Before You Go…'})).toHaveCount(0)
  })
})

test.describe('the free guide on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true})

  test('a touch visitor finds the inline offer on the landing page and gets the guide mailed', async ({page}) => {
    await page.goto('/')
    const offer = page.getByRole('region', {name: 'Free: The Menopause Survival Guide'})
    await offer.scrollIntoViewIfNeeded()
    await expect(offer).toBeVisible()
    await expect(offer.getByRole('button', {name: 'Send Me the Free Guide'})).toBeVisible()
    // The offer fits the phone: nothing scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const email = `phone-${Date.now()}@example.com`
    const sent = smtp.received.length
    await offer.getByLabel('Email Address').tap()
    await offer.getByLabel('Email Address').fill(email)
    await offer.getByRole('button', {name: 'Send Me the Free Guide'}).tap()
    await expect(offer.getByRole('status')).toHaveText('Check your email for your free Menopause Survival Guide!', {
      timeout: 45_000,
    })
    await expect.poll(() => smtp.received.length).toBe(sent + 1)
    expect(smtp.received.at(-1)?.to).toMatchObject({text: email})
    expect(smtp.received.at(-1)?.subject).toBe('Your free Menopause Survival Guide')
    expect(readStoredCapture(email)).toMatchObject({email, sources: ['survival-guide-offer']})
    // The exit-intent pop-up, had it armed, stays away now.
    expect(await page.evaluate(() => localStorage.getItem('exit-intent-captured'))).toBe('true')
    await expectNoAxeViolations(page)
  })
})
