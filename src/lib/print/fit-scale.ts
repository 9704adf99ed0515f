/**
 * Shrink to fit, for a printed page (docs/health-rules.md, the appointment summary: one A4 or Letter page). The
 * browser lays out the printed page only while printing, so the page measures a copy of what prints, at the print
 * width, and picks the largest type that fits: `heightAt(scale)` is that copy's height with the type at `scale`.
 */

/** The page every printer of the sheet may use: A4's width and US Letter's height, each less 12 mm margins. */
export const PRINT_AREA_MM = {width: 210 - 24, height: 279.4 - 24} as const
export const MM_TO_CSS_PX = 96 / 25.4

/** The smallest type the sheet is printed in, as a share of its usual size: below it, a second page is kinder. */
export const MIN_PRINT_SCALE = 0.6
const STEP = 0.05

/** The largest scale, from 1 down in steps of 0.05 to MIN_PRINT_SCALE, at which the content fits in `available`. */
export function fitScale(heightAt: (scale: number) => number, available: number): number {
  let scale = 1
  while (scale - STEP >= MIN_PRINT_SCALE - 1e-9 && heightAt(scale) > available) scale = round(scale - STEP)
  return scale
}

const round = (value: number) => Math.round(value * 100) / 100
