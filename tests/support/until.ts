/**
 * Waiting on a condition instead of a fixed time, for the Node tests (Testing Library's waitFor needs a DOM):
 * resolves as soon as `check` holds, fails after `timeoutMs`.
 */
export async function until(check: () => boolean | Promise<boolean>, {timeoutMs = 5_000, what = 'the condition'} = {}) {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Everything but Date stays real (timers, microtasks, sockets): a test moves the clock without waiting. */
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

/** Fakes Date only, from now; `advance` moves it forward; undo with jest.useRealTimers(). */
export function fakeDate() {
  jest.useFakeTimers({doNotFake: [...REAL], now: Date.now()})
  return {advance: (ms: number) => jest.setSystemTime(Date.now() + ms)}
}
