import {expect, type Page, type Request} from '@playwright/test'

/**
 * Waits until the page has gone quiet on its own: no request in flight, and twice in a row an idle moment of
 * its main thread (after a frame, so observers and deferred starts have run) with no request finished in
 * between. What a page starts late (islands near the viewport, deferred scripts, lazy chunks) has started by
 * then. A condition, not a fixed time: a test that asserts something did not happen waits for this first.
 */
export async function untilQuiet(page: Page, {timeout = 15_000} = {}) {
  const inFlight = new Set<Request>()
  const started = (request: Request) => void inFlight.add(request)
  const ended = (request: Request) => void inFlight.delete(request)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    let finishedBefore = -1
    await expect
      .poll(
        async () => {
          const finished = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() =>
                  requestIdleCallback(() => resolve(performance.getEntriesByType('resource').length), {timeout: 3000}),
                ),
              ),
          )
          const quiet = inFlight.size === 0 && finished === finishedBefore
          finishedBefore = finished
          return quiet
        },
        {timeout, message: 'the page to go quiet (no request in flight, none finished since the last idle moment)'},
      )
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}
