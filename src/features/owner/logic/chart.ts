/** Pure helpers of the revenue chart's axes. */

/**
 * Round money ticks (in cents, whole dollars at least) covering `min`..`max` and 0, about `count` steps apart:
 * steps of 1, 2 or 5 times a power of ten dollars, e.g. 0, $20, $40, $60.
 */
export function moneyTicks(minCents: number, maxCents: number, count = 4): number[] {
  const low = Math.min(0, minCents)
  const high = Math.max(0, maxCents)
  const raw = Math.max(100, (high - low) / count)
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw)!
  const first = Math.floor(low / step) * step
  const last = Math.max(Math.ceil(high / step) * step, first + step)
  const ticks: number[] = []
  for (let tick = first; tick <= last; tick += step) ticks.push(tick)
  return ticks
}

/** Which of `count` bars get a label on the x-axis: at most `max`, evenly spaced, always the first. */
export function labelledIndexes(count: number, max: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / max))
  return new Set(Array.from({length: count}, (_, i) => i).filter((i) => i % every === 0))
}
