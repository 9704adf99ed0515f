import {fitScale, MIN_PRINT_SCALE} from '../../../../src/lib/print/fit-scale'

/** Text whose lines get shorter and fewer as the type shrinks: height ∝ scale², plus a fixed part (margins, charts). */
const sheet =
  (textAtFull: number, fixed = 100) =>
  (scale: number) =>
    textAtFull * scale * scale + fixed

describe('fitScale: the largest type that fits on the printed page', () => {
  it('keeps the usual size when the sheet fits', () => {
    expect(fitScale(sheet(500), 964)).toBe(1)
  })

  it('shrinks in steps until it fits, and no further', () => {
    const heightAt = sheet(1500)
    const scale = fitScale(heightAt, 964)
    expect(heightAt(scale)).toBeLessThanOrEqual(964)
    expect(heightAt(scale + 0.05)).toBeGreaterThan(964)
    expect(scale).toBe(0.75)
  })

  it('stops at the smallest readable type, even when that still does not fit', () => {
    expect(fitScale(sheet(10_000), 964)).toBe(MIN_PRINT_SCALE)
  })

  it('measures each size it tries once, from the largest down', () => {
    const tried: number[] = []
    fitScale((scale) => {
      tried.push(scale)
      return sheet(1500)(scale)
    }, 964)
    expect(tried).toEqual([1, 0.95, 0.9, 0.85, 0.8, 0.75])
  })
})
