/**
 * The supplements she marked "I take this" (docs/health-rules.md "Supplements I take"): daily-stack items and remedy
 * profiles of supplements and herbs, each with the dose she says she takes. Her appointment summary lists exactly
 * these, never her favorites (a bookmark says nothing about taking it). Pure; use-taken-supplements keeps them.
 */

export type TakenKind = 'stack' | 'remedy'
export type TakenSupplement = {kind: TakenKind; slug: string; dose: string}
/** What an older version stored: the slugs of the daily-stack items she marked, without a dose. */
type Legacy = string

/** Her own dose is a short note ("1 capsule at night", "200 mg"), kept to what one summary line holds. */
export const TAKEN_DOSE_MAX = 60

const same = (a: {kind: TakenKind; slug: string}, b: {kind: TakenKind; slug: string}) =>
  a.kind === b.kind && a.slug === b.slug

export const isTaken = (list: readonly TakenSupplement[], item: {kind: TakenKind; slug: string}) =>
  list.some((taken) => same(taken, item))

/** The dose she gave for a marked item, as she typed it ('' when she gave none or it is not marked). */
export const takenDose = (list: readonly TakenSupplement[], item: {kind: TakenKind; slug: string}) =>
  list.find((taken) => same(taken, item))?.dose ?? ''

/** Marks the item as taken (without a dose yet), or unmarks it and forgets its dose; in the order she marked them. */
export const toggleTaken = (list: readonly TakenSupplement[], item: {kind: TakenKind; slug: string}) =>
  isTaken(list, item)
    ? list.filter((taken) => !same(taken, item))
    : [...list, {kind: item.kind, slug: item.slug, dose: ''}]

/** Her dose of a taken item, cut to TAKEN_DOSE_MAX; an item she has not marked is left unmarked. */
export const withDose = (list: readonly TakenSupplement[], item: {kind: TakenKind; slug: string}, dose: string) =>
  list.map((taken) => (same(taken, item) ? {...taken, dose: dose.slice(0, TAKEN_DOSE_MAX)} : taken))

/** What storage held, as the current shape: an older version's slugs are stack items, each item once. */
export function cleanTaken(stored: ReadonlyArray<TakenSupplement | Legacy>): TakenSupplement[] {
  const list: TakenSupplement[] = []
  for (const entry of stored) {
    const item = typeof entry === 'string' ? {kind: 'stack' as const, slug: entry, dose: ''} : entry
    if (!isTaken(list, item)) list.push({...item, dose: item.dose.slice(0, TAKEN_DOSE_MAX)})
  }
  return list
}
