import type {RemedyProfile} from '../../lib/content/premium'

/** 'all' or a symptom category id (sleep, hot-flashes, mood, brain-fog, metabolism). */
export type CategoryFilter = string

export const ALL_CATEGORIES = 'all'

/** The database shows this many cards (a phone should not scroll through all), then 'Show more' adds as many again. */
export const PAGE_SIZE = 12

/** A case-insensitive substring of name, description or usage, combined with the chosen category. */
export function filterRemedies(remedies: RemedyProfile[], query: string, category: CategoryFilter): RemedyProfile[] {
  const needle = query.trim().toLowerCase()
  return remedies.filter((remedy) => {
    const inCategory = category === ALL_CATEGORIES || remedy.symptoms.some((symptom) => symptom.category === category)
    const matches =
      !needle || [remedy.name, remedy.description, remedy.usage].some((text) => text.toLowerCase().includes(needle))
    return inCategory && matches
  })
}

/** Multi-line text is shown as paragraphs. */
export const toParagraphs = (text: string | null) =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Free profiles first, then the premium ones, each slug once (the premium list may overlap after a content edit). */
export function mergeRemedies(free: RemedyProfile[], premium: RemedyProfile[] | undefined): RemedyProfile[] {
  const seen = new Set(free.map((remedy) => remedy.slug))
  return [...free, ...(premium ?? []).filter((remedy) => !seen.has(remedy.slug))]
}
