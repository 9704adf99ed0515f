/**
 * The spec's delays count from the page's load (decision 48), not from when the page's scripts happen to start: on
 * a page that starts them on demand (decision 44) that can be seconds later. The page's clock (`performance.now()`)
 * starts at the navigation, so a timer set now for `delayMs` after the load waits only what is left of it.
 */
export const remainingSinceLoadMs = (delayMs: number) => Math.max(0, delayMs - performance.now())
