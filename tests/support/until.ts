/**
 * Waiting on a condition instead of a fixed time, for the Node tests (Testing Library's waitFor needs a DOM) and
 * the browser tests' own processes. The one poll loop of the tests (tests/architecture/no-fixed-waits.test.ts
 * allows a timer here only): `check` runs again every `everyMs` until it gives a value (anything but undefined),
 * which it resolves with; after `timeoutMs` it fails, naming `what` it waited for.
 */
export async function pollFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  {timeoutMs = 5_000, everyMs = 5, what = 'the condition'}: {timeoutMs?: number; everyMs?: number; what?: string} = {},
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** Resolves as soon as `check` holds; fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, {timeoutMs = 5_000, what = 'the condition'} = {}) {
  await pollFor(async () => ((await check()) ? true : undefined), {timeoutMs, what})
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

/** Fakes Date only, from `now`; `advance` moves it forward; undo with jest.useRealTimers(). */
export function fakeDate(now = new Date()) {
  jest.useFakeTimers({doNotFake: [...REAL], now})
  return {advance: (ms: number) => jest.setSystemTime(Date.now() + ms)}
}
