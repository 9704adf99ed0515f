import type {Page} from '@playwright/test'

/**
 * Collects what breaks a page for its visitor: uncaught errors (`pageerror`) and every console error that
 * reports a Content-Security-Policy violation (Chromium logs each blocked script, eval, frame or request).
 * The test asserts the list is empty at its end.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(`CSP violation on ${page.url()}: ${message.text()}`)
  })
  return errors
}
