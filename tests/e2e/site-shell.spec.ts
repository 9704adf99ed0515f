import {createHash} from 'node:crypto'
import {expect, test, type Page} from '@playwright/test'
import {expectNoAxeViolations} from './support/axe'
import {readStoredBlob, readStoredCapture} from './support/stored-blobs'

/** The expanded state Chromium gives assistive technology for an element (a popover's button has it natively). */
async function expandedForScreenReaders(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  const {root} = await cdp.send('DOM.getDocument')
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector})
  const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false})
  await cdp.detach()
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined
}

test.describe('site shell', () => {
  test('home page shows navigation, hero and footer from the embedded content', async ({page}) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible()
    await expect(page.getByRole('link', {name: 'Get Toolkit - $37'}).first()).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', {name: 'Contact Support'})).toHaveAttribute('href', '/contact')
    await expect(footer.getByRole('link', {name: 'Mastery Toolkit'})).toHaveAttribute('href', '/toolkit')
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    for (const external of await footer.locator('a[href^="https://"]').all()) {
      await expect(external).toHaveAttribute('target', '_blank')
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test("a nav item scrolls to its section's heading, 80 px below the top", async ({page}) => {
    await page.goto('/')
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Emotional Wellness'}).click()
    await expect
      .poll(async () => page.locator('#wellness h2').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80)
  })

  test('from another route, a nav item goes to /#section and scrolls there', async ({page}) => {
    await page.goto('/privacy-policy')
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Emotional Wellness'}).click()
    await expect(page).toHaveURL(/\/#wellness$/)
    await expect
      .poll(async () => page.locator('#wellness h2').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80)
  })

  test('a missing section is retried, then reported on the console', async ({page}) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await page.goto('/#no-such-section')
    await expect.poll(() => messages).toContain('Could not find section with id: no-such-section')
  })

  test('the mobile menu opens and closes when an item is chosen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844})
    await page.goto('/')
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden()
    const mobile = page.getByRole('navigation', {name: 'Mobile'})
    await page.getByRole('button', {name: 'Open menu'}).click()
    await expect(mobile).toBeVisible()
    // Choosing an item closes it once the header runs (before that, a section link just scrolls, natively).
    await expect(async () => {
      if (await mobile.isVisible()) await mobile.getByRole('link', {name: 'Emotional Wellness'}).click()
      await expect(mobile).toBeHidden({timeout: 1000})
    }).toPass({timeout: 20_000})
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeVisible()
    expect(await expandedForScreenReaders(page, '[popovertarget="mobile-menu"]')).toBe(false)
  })

  test('the mobile menu answers her first tap before any script runs (decision 48)', async ({page}) => {
    await page.route(/\.js$/, (route) => route.abort())
    await page.setViewportSize({width: 390, height: 844})
    await page.goto('/')
    const mobile = page.getByRole('navigation', {name: 'Mobile'})
    await page.getByRole('button', {name: 'Open menu'}).click()
    await expect(mobile).toBeVisible()
    await expect(page.getByRole('button', {name: 'Close menu'})).toBeVisible()
    expect(await expandedForScreenReaders(page, '[popovertarget="mobile-menu"]')).toBe(true)
    await expect(mobile.getByRole('link', {name: 'Emotional Wellness'})).toHaveAttribute('href', '/#wellness')
    // Escape closes it and focus is back on its button, as the browser does it.
    await mobile.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeFocused()
  })

  test('an unknown route shows the not-found page', async ({page}) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', {name: '404 Page Not Found'})).toBeVisible()
    // DECISIONS 31: a helpful line and ways back in, not the developer's sentence.
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0)
    await expect(page.getByText(/We couldn't find that page/)).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', {name: 'Take the Phase Quiz'})).toHaveAttribute('href', '/#phase-quiz')
    await expect(main.getByRole('link', {name: 'Complete Toolkit'})).toHaveAttribute('href', '/toolkit')
  })

  test('legal pages carry their date and real text', async ({page}) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible()
      await expect(page.getByText('Last updated: July 27, 2025')).toBeVisible()
      expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(700)
    }
  })

  test('email capture stores the address in Blobs and rejects a bad one', async ({page}) => {
    await page.goto('/')
    const email = `shell-${Date.now()}@example.com`
    const result = await page.evaluate(async (address) => {
      const ok = await fetch('/api/email-capture', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({email: address, source: 'e2e'}),
      })
      const bad = await fetch('/api/email-capture', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({email: 'nope', source: 'e2e'}),
      })
      return {ok: ok.status, bad: bad.status, badBody: await bad.json()}
    }, email)
    expect(result.ok).toBe(200)
    expect(result.bad).toBe(400)
    expect(result.badBody.error).toMatch(/valid email/)
    // Her record is under a keyed hash of her address; nothing is stored under the address's bare SHA-256.
    expect(readStoredCapture(email)).toMatchObject({email, sources: ['e2e']})
    expect(readStoredBlob('email-captures', createHash('sha256').update(email).digest('hex'))).toBeNull()
  })

  test('security headers are served', async ({page}) => {
    const response = await page.goto('/')
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-frame-options']).toBe('DENY')
  })

  for (const path of ['/', '/privacy-policy', '/terms-of-service', '/no/such/page']) {
    test(`no accessibility violations on ${path}`, async ({page}) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})
