/**
 * Dose texts as the content writes them ("100-150 mg elemental magnesium", "1,000 to 2,000 IU (25 to 50 mcg) a
 * day", "1 tsp (about 5 g)") read as numbers, so the daily stack's doses can be checked against each other and
 * against the remedy profiles. Pure; the words around the amounts are the editors'.
 */

export const DOSE_UNITS = ['mg', 'mcg', 'g', 'IU'] as const
export type DoseUnit = (typeof DOSE_UNITS)[number]

/** An amount as a range: a single amount ("10 g") has min === max. */
export type DoseRange = {min: number; max: number; unit: DoseUnit}

// "1,000" (thousands separators), "2.5", "30"; not part of a word or a longer number ("K2", "B12", "1.5").
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`
const AMOUNT = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*(mcg|µg|μg|mg|g|IU)(?![\w])`,
  'gi',
)

const toNumber = (text: string) => Number(text.replace(/,/g, ''))

const toUnit = (text: string): DoseUnit => {
  const unit = text.toLowerCase()
  if (unit === 'µg' || unit === 'μg') return 'mcg'
  return unit === 'iu' ? 'IU' : (unit as DoseUnit)
}

/**
 * Every amount of a dose text, in order: "1,000-2,000 IU D3 + 90-120 mcg K2" gives 1000-2000 IU, then 90-120
 * mcg. Amounts in other units ("1 tsp", "2 tablespoons") are skipped.
 */
export function doseRanges(text: string | null | undefined): DoseRange[] {
  if (!text) return []
  return [...text.matchAll(AMOUNT)].map((match) => {
    const min = toNumber(match[1])
    const max = match[2] === undefined ? min : toNumber(match[2])
    return {min: Math.min(min, max), max: Math.max(min, max), unit: toUnit(match[3])}
  })
}

/** The first amount of a dose text ("1 tsp (about 5 g)" gives 5-5 g), or null when it states none. */
export function doseRange(text: string | null | undefined): DoseRange | null {
  return doseRanges(text)[0] ?? null
}
