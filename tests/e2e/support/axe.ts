import AxeBuilder from '@axe-core/playwright'
import {expect, type Page} from '@playwright/test'

/** No axe-core violations (WCAG 2.x A/AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}
