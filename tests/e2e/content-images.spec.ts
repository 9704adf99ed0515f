import {expect, test} from '@playwright/test'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'

/** Images from the content (AVIF/WebP, sized, lazy below the fold), with the original fallbacks; shop links. */
test.describe('content images and shop links', () => {
  test('supplement cards show sized, lazy AVIF/WebP pictures, the hero portrait loads eagerly', async ({page}) => {
    await page.goto('/')
    const cards = page.locator('#shop-supplements')
    const pictures = cards.locator('[data-content-image] picture')
    await expect(pictures).toHaveCount(6)
    await expect(pictures.first().locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/static\/images\/[0-9a-f]+-96x96\.avif/,
    )
    await expect(pictures.first().locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp/)
    const main = cards.locator('[data-image-frame] img').first()
    await expect(main).toHaveAttribute('loading', 'lazy')
    // Sized before it loads (no layout shift): the wrapper has the fixed width and height.
    await expect(cards.locator('[data-image-frame]').first()).toHaveAttribute(
      'style',
      /width:\s*96px;\s*height:\s*96px/,
    )
    await expect(main).toHaveAttribute('alt', /Drawing of/)
    const portrait = page.locator('#hero-heading').locator('xpath=..').locator('[data-image-frame] img')
    await expect(portrait).toHaveAttribute('loading', 'eager')
    await expect(page.locator('#hero-heading').locator('xpath=..').locator('[data-image-frame]')).toHaveAttribute(
      'style',
      /width:\s*56px;\s*height:\s*56px/,
    )
    // The processed files exist.
    const src = await cards.locator('source[type="image/avif"]').first().getAttribute('srcset')
    const response = await page.request.get(src!.split(' ')[0])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/avif')
  })

  test('an image that fails to load is hidden and the emoji shows instead', async ({page}) => {
    await page.route('**/static/images/**', (route) => route.abort())
    await page.goto('/#shop-supplements')
    const cards = page.locator('#shop-supplements')
    await expect(cards.locator('[data-content-image]:visible')).toHaveCount(0)
    await expect(cards.getByText('🌿', {exact: true}).first()).toBeVisible()
    // The eager hero portrait was requested at once: it failed, so it is hidden too (no broken-image icon), even
    // though the hero's island has not hydrated.
    await expect(page.locator('#hero-heading').locator('xpath=..').locator('[data-content-image]')).toBeHidden()
  })

  test('remedy cards: picture when the content has one, emoji when not; details list sources and a disclosed shop link', async ({
    page,
  }) => {
    await page.goto('/toolkit#remedies')
    // A click before hydration reaches a static button with no handler.
    await page.waitForLoadState('networkidle')
    const remedies = page.locator('#remedies')
    const blackCohosh = remedies.locator('article', {
      has: page.getByRole('heading', {name: 'Black Cohosh', exact: true}),
    })
    await expect(blackCohosh.locator('[data-image-frame] img')).toHaveAttribute('alt', /black cohosh/i)
    const cool = remedies.locator('article', {has: page.getByRole('heading', {name: 'Cool Sleep Environment'})})
    await expect(cool.locator('img')).toHaveCount(0)
    await expect(cool.getByText('Limited clinical evidence')).toBeVisible()

    await remedies.getByRole('button', {name: 'View Details: Black Cohosh'}).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', {name: 'Sources'})).toBeVisible()
    await expect(dialog.getByRole('link', {name: 'Black Cohosh: Usefulness and Safety'})).toHaveAttribute(
      'href',
      'https://www.nccih.nih.gov/health/black-cohosh',
    )
    const shop = dialog.getByRole('link', {name: /Shop Black Cohosh/})
    await expect(shop).toHaveAttribute('rel', 'sponsored noopener noreferrer')
    await expect(shop).toHaveAttribute('target', '_blank')
    await expect(dialog.getByText(/Affiliate link: as an Amazon Associate/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('supplement cards carry a disclosed shop link', async ({page}) => {
    await page.goto('/')
    const cards = page.locator('#shop-supplements')
    const shop = cards.getByRole('link', {name: /Shop Magnesium/})
    await expect(shop).toHaveAttribute('rel', 'sponsored noopener noreferrer')
    await expect(shop).toHaveAttribute('target', '_blank')
    await expect(cards.getByText(/Affiliate link: as an Amazon Associate/)).toHaveCount(6)
  })

  test('purchasers see 12 compact cards at a time; search and chips still look through every profile', async ({
    page,
  }) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.goto('/toolkit#remedies')
    const remedies = page.locator('#remedies')
    await expect(remedies.getByText(/^Showing 40 remedies$/)).toBeVisible()
    await expect(remedies.locator('article')).toHaveCount(12)
    await remedies.getByRole('button', {name: /^Show 12 more/}).click()
    await expect(remedies.locator('article')).toHaveCount(24)
    // A profile far down the list is found by search at once.
    await remedies.getByRole('searchbox').fill('NAD')
    await expect(remedies.locator('article')).toHaveCount(1)
    await remedies.getByRole('searchbox').fill('')
    await expect(remedies.locator('article')).toHaveCount(12)
  })
})
