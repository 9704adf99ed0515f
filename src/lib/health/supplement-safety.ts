import type {FavoriteItem} from '../favorites/favorites'
import type {DailyStackItem, RemedyProfile} from '../content/premium'

/**
 * What a woman should know about a supplement she takes, for her clinician (docs/health-rules.md): its dose and the sentences of
 * its profile that say who should avoid it, what it interacts with and when to stop. Pure; the words are the Studio's.
 */

/** What an item's dose badge says: a "Morning & Evening" item's dose each time, with the day's total apart. */
export type StackDose =
  | {kind: 'once'; dosage: string}
  | {kind: 'perTime'; perTime: string; dailyTotal: string}
  | {kind: 'dailyTotal'; dailyTotal: string}

/**
 * A "Morning & Evening" item shows in both columns: each shows the dose for that time and the day's total once,
 * so no one reads the total as the dose of each time. Without a dose per time (content not yet filled in) the
 * badge says the amount is the day's total. Other items show their dosage as it is.
 */
export function stackDose(item: DailyStackItem): StackDose {
  if (item.timing !== 'Morning & Evening') return {kind: 'once', dosage: item.dosage}
  const perTime = item.dosePerTime?.trim()
  return perTime ? {kind: 'perTime', perTime, dailyTotal: item.dosage} : {kind: 'dailyTotal', dailyTotal: item.dosage}
}

/**
 * The sentences of a profile's safety text that say who should avoid it, what it interacts with or when to stop
 * (the rest, such as common mild side effects, stays on the profile); the whole text when none does.
 */
const WARNING_WORDS =
  /avoid|interact|not (?:be )?(?:take|use|combine)|pregnan|breastfeed|medicin|medicat|drug|thinner|warfarin|antidepress|ssri|surgery|liver|kidney|thyroid|stop|tell your|apart from|allerg|cancer|seizure|blood (?:test|pressure|sugar)|diabetes/i
const sentencesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
export function warningSentences(text: string | null | undefined): string[] {
  const sentences = sentencesOf(text)
  const warnings = sentences.filter((sentence) => WARNING_WORDS.test(sentence))
  return warnings.length ? warnings : sentences
}

/** A profile's dose: its first paragraph (the usual range), not the study notes after it. */
export const firstParagraph = (text: string | null | undefined) => (text ?? '').split(/\n\s*\n/)[0].trim()

/** What the safety lines read of a remedy profile. */
export type SafetyProfile = Pick<RemedyProfile, 'slug' | 'name' | 'category' | 'dosage' | 'sideEffects'>

export type SummarySupplement = {
  slug: string
  name: string
  dose: string
  warnings: string[]
  from: 'favorite' | 'stack'
}

const SUPPLEMENT_CATEGORIES = ['supplements', 'herbs']
const stackDoseText = (item: DailyStackItem) => {
  const dose = stackDose(item)
  return dose.kind === 'once'
    ? dose.dosage
    : dose.kind === 'perTime'
      ? `${dose.perTime} morning and evening (${dose.dailyTotal} a day)`
      : `${dose.dailyTotal} a day in total`
}

/**
 * A daily-stack item she takes: the stack's dose (what she takes, per time and a day) and the warnings of its note;
 * when a remedy profile of the same slug is at hand, also that profile's sentences on who should avoid it,
 * interactions and when to stop, so the line never tells her clinician less than the profile it points to. Nothing
 * of the item's purpose is carried: the summary makes no claim of benefit.
 */
export function stackSafety(item: DailyStackItem, remedies: SafetyProfile[]): Omit<SummarySupplement, 'from'> {
  const profile = remedies.find((remedy) => remedy.slug === item.slug)
  const fromProfile = sentencesOf(profile?.sideEffects).filter((sentence) => WARNING_WORDS.test(sentence))
  const warnings = [...new Set([...warningSentences(item.note), ...fromProfile])]
  return {slug: item.slug, name: item.name, dose: stackDoseText(item), warnings}
}

/**
 * The dose and warnings of a favorite that is a supplement or herb: its purchased (or free) remedy profile by slug,
 * else the daily-stack item of that slug; null for anything else (a strategy, an exercise, an unknown slug).
 */
export function favoriteSafety(
  favorite: FavoriteItem,
  remedies: SafetyProfile[],
  stack: DailyStackItem[],
): Omit<SummarySupplement, 'from'> | null {
  if (favorite.type !== 'remedy' && favorite.type !== 'supplement') return null
  const slug = favorite.id.slice(favorite.type.length + 1)
  const profile = remedies.find((remedy) => remedy.slug === slug)
  if (profile)
    return SUPPLEMENT_CATEGORIES.includes(profile.category) && profile.dosage
      ? {
          slug,
          name: profile.name,
          dose: firstParagraph(profile.dosage),
          warnings: warningSentences(profile.sideEffects),
        }
      : null
  const item = stack.find((stackItem) => stackItem.slug === slug)
  return item ? stackSafety(item, remedies) : null
}

/**
 * The supplements she takes: her favorite supplements and herbs (remedy profiles and supplement cards, matched to the
 * profiles by slug) and exactly the daily-stack items she marked "I take this", each once with its dose and its
 * warnings. An item both favorited and marked is listed as the stack item: the dose is the one she takes.
 */
export function summarySupplements(
  favorites: FavoriteItem[],
  takenSlugs: readonly string[],
  remedies: SafetyProfile[],
  stack: DailyStackItem[],
): SummarySupplement[] {
  const taken = stack.filter((item) => takenSlugs.includes(item.slug))
  const takenSlugSet = new Set(taken.map((item) => item.slug))
  const list: SummarySupplement[] = favorites.flatMap((favorite) => {
    const safety = favoriteSafety(favorite, remedies, stack)
    return safety && !takenSlugSet.has(safety.slug) ? [{...safety, from: 'favorite' as const}] : []
  })
  const seen = new Set(list.map((item) => item.slug))
  for (const item of taken) if (!seen.has(item.slug)) list.push({...stackSafety(item, remedies), from: 'stack'})
  return list
}
