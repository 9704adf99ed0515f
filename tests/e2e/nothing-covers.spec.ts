import {expect, test, type Page} from '@playwright/test'
import {grantAccessInBrowser} from './support/access'

/**
 * Nothing covers anything: on a phone the header's row holds its parts side by side, badges and pills
 * stay one line where their row has room, and every in-page target lands below all sticky bars (one offset, from
 * their measured heights).
 */

/** Visible parts of the header's bar (and the controls pinned to it) that overlap or stick out of the window. */
const headerCollisions = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-header-bar]')!
    const parts = [
      ...bar.querySelectorAll(':scope > a, :scope > button, :scope > [data-header-today]'),
      ...document.querySelectorAll('[class*="floatingControl"]'),
    ].filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    const boxes = parts.map((element) => ({
      name: element.textContent?.trim() ?? '',
      box: element.getBoundingClientRect(),
    }))
    const problems: string[] = []
    for (const {name, box} of boxes)
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) problems.push(`${name} sticks out`)
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i].box, boxes[j].box]
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          problems.push(`${boxes[i].name} overlaps ${boxes[j].name}`)
      }
    return problems
  })

/**
 * Pills and badges that wrap although their row had room for them on one line, or whose text is cut off. A pill
 * whose text is wider than its whole row wraps: reflow (WCAG 1.4.10) outranks one line.
 */
const wrappedBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[class*="--pill"], [class*="--badge"], [data-header-today], [class*="todayChip"]')]
      .filter(
        (element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0,
      )
      .filter((element) => {
        // The text's own line boxes: a pill's padding or minimum height (a 44 px target) is not a second line.
        const text = document.createRange()
        text.selectNodeContents(element)
        const lines = [...text.getClientRects()]
        const lineHeight = Math.max(...lines.map((line) => line.height))
        const oneLine =
          Math.max(...lines.map((line) => line.bottom)) - Math.min(...lines.map((line) => line.top)) < lineHeight * 1.5
        const row = element.parentElement!
        const rowStyle = getComputedStyle(row)
        const room =
          row.clientWidth - Number.parseFloat(rowStyle.paddingLeft) - Number.parseFloat(rowStyle.paddingRight)
        const probe = element.cloneNode(true) as HTMLElement
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:max-content;max-width:none'
        row.append(probe)
        const oneLineWidth = probe.getBoundingClientRect().width
        probe.remove()
        const hadRoom = oneLineWidth <= room + 1
        return (!oneLine && hadRoom) || element.scrollWidth > element.clientWidth + 1
      })
      .map((element) => `"${element.textContent?.trim()}" ${element.className}`),
  )

for (const width of [390, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}})

    for (const role of ['purchaser', 'reviewer'] as const) {
      test(`a ${role}'s header: Today, brand, menu and controls side by side; badges on one line`, async ({page}) => {
        await grantAccessInBrowser(page, role)
        for (const route of ['/', '/toolkit', '/favorites']) {
          await page.goto(route)
          await page.waitForLoadState('networkidle')
          // A reviewer's phone bar also holds Reviewer Access: 'Today' then waits in the toolkit's section bar.
          if (role === 'purchaser') await expect(page.locator('[data-header-today]')).toBeVisible()
          expect(await headerCollisions(page), route).toEqual([])
          expect(await wrappedBadges(page), route).toEqual([])
        }
      })
    }

    test('every in-page target lands below all sticky bars', async ({page}) => {
      await grantAccessInBrowser(page, 'reviewer')
      await page.goto('/toolkit')
      await page.waitForLoadState('networkidle')
      /** Where the pinned bars end once the page has scrolled: each bar's sticky top plus its own height. */
      const barsBottom = () =>
        page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll('[data-sticky-top]')].map(
              (bar) => (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.getBoundingClientRect().height,
            ),
          ),
        )
      // The page's own offset is the bars' measured height (plus a small gap), not a fixed guess.
      await expect
        .poll(() => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)))
        .toBeGreaterThanOrEqual(Math.floor(await barsBottom()))
      const ids = ['remedies', 'tracking', 'amy-stack']
      const headingTop = (id: string) =>
        page
          .locator(`#${id} h2`)
          .first()
          .boundingBox()
          .then((box) => Math.round(box!.y))
      // Native jumps first (scroll-padding-top, as focus and find-in-page use): where the heading comes to rest counts.
      for (const id of ids) {
        await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id)
        await expect
          .poll(() => headingTop(id), {message: `#${id} native`})
          .toBeGreaterThanOrEqual(Math.floor(await barsBottom()))
      }
      // Then hash changes (the scripted scroll, which keeps its target in place while the page settles).
      for (const id of ids) {
        await page.evaluate((target) => {
          window.location.hash = target
        }, id)
        await expect
          .poll(() => headingTop(id), {message: `#${id} hash`})
          .toBeGreaterThanOrEqual(Math.floor(await barsBottom()))
      }
    })
  })
}
