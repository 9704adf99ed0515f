import AxeBuilder from '@axe-core/playwright'
import {expect, type Page} from '@playwright/test'

/**
 * No axe-core violations (WCAG 2.x A/AA and best practices) on the page as it settles: running CSS transitions end
 * first, so colour contrast is measured on the colours she sees, not halfway through a 150 ms change of a button's
 * variant (which axe once caught between outline and primary).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}
