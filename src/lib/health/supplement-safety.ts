import type {FavoriteItem} from '../favorites/favorites'
import type {DailyStackItem, RemedyProfile} from '../content/premium'
import type {TakenKind, TakenSupplement} from './taken-supplements'

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
 * The sentences of a safety text (a profile's side effects and cautions, a stack item's note), every one: a filter by
 * keywords dropped cautions that used none of its words (sage's estrogen-like effect, omega-3 and atrial
 * fibrillation, 5-HTP and serotonin syndrome), and her clinician should read what the profile says in full.
 */
export const safetySentences = (text: string | null | undefined) =>
  (text ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** A profile's dose: its first paragraph (the usual range), not the study notes after it. */
export const firstParagraph = (text: string | null | undefined) => (text ?? '').split(/\n\s*\n/)[0].trim()

/** What the safety lines read of a remedy profile. */
export type SafetyProfile = Pick<RemedyProfile, 'slug' | 'name' | 'category' | 'dosage' | 'sideEffects'>

/** A supplement on her summary: its usual dose, the dose she says she takes (empty: not given), and its cautions. */
export type SummarySupplement = {
  kind: TakenKind
  slug: string
  name: string
  usualDose: string
  myDose: string
  warnings: string[]
}

/** What a favorite's safety lines show: the usual dose and the cautions. */
type SafetyLines = {slug: string; name: string; dose: string; warnings: string[]}

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
 * A daily-stack item: the stack's dose (per time and a day) and every sentence of its note; when the remedy profile
 * it points to (its Studio reference: magnesium citrate points to the citrate/threonate profile) is at hand, also
 * every sentence of that profile's cautions, so the line never tells her clinician less than the profile it points
 * to. Nothing of the item's purpose is carried: the summary makes no claim of benefit.
 */
function stackSafety(item: DailyStackItem, remedies: SafetyProfile[]): SafetyLines {
  const profile = item.profileSlug ? remedies.find((remedy) => remedy.slug === item.profileSlug) : undefined
  const warnings = [...new Set([...safetySentences(item.note), ...safetySentences(profile?.sideEffects)])]
  return {slug: item.slug, name: item.name, dose: stackDoseText(item), warnings}
}

/** A remedy profile of a supplement or herb (others have no dose to take): its usual dose and its cautions. */
function remedySafety(profile: SafetyProfile): SafetyLines | null {
  return SUPPLEMENT_CATEGORIES.includes(profile.category) && profile.dosage
    ? {
        slug: profile.slug,
        name: profile.name,
        dose: firstParagraph(profile.dosage),
        warnings: safetySentences(profile.sideEffects),
      }
    : null
}

/** Whether "I take this" belongs on a profile: supplements and herbs with a dose. */
export const isTakeable = (profile: SafetyProfile) => remedySafety(profile) !== null

/**
 * The dose and cautions of a favorite that is a supplement or herb (her favorites list shows them): its purchased
 * (or free) remedy profile by slug, else the daily-stack item of that slug; null for anything else.
 */
export function favoriteSafety(
  favorite: FavoriteItem,
  remedies: SafetyProfile[],
  stack: DailyStackItem[],
): SafetyLines | null {
  if (favorite.type !== 'remedy' && favorite.type !== 'supplement') return null
  const slug = favorite.id.slice(favorite.type.length + 1)
  const profile = remedies.find((remedy) => remedy.slug === slug)
  if (profile) return remedySafety(profile)
  const item = stack.find((stackItem) => stackItem.slug === slug)
  return item ? stackSafety(item, remedies) : null
}

/**
 * "Supplements I take" (docs/health-rules.md): exactly what she marked "I take this", in the order she marked it,
 * each with its usual dose, the dose she gave, and every caution. A marked item whose content is not at hand (not
 * loaded, or no longer in the Studio) is left out rather than printed without its cautions.
 */
export function summarySupplements(
  taken: readonly TakenSupplement[],
  remedies: SafetyProfile[],
  stack: DailyStackItem[],
): SummarySupplement[] {
  return taken.flatMap((marked) => {
    const item = marked.kind === 'stack' ? stack.find((stackItem) => stackItem.slug === marked.slug) : null
    const profile = marked.kind === 'remedy' ? remedies.find((remedy) => remedy.slug === marked.slug) : null
    const lines = item ? stackSafety(item, remedies) : profile ? remedySafety(profile) : null
    return lines
      ? [
          {
            kind: marked.kind,
            slug: lines.slug,
            name: lines.name,
            usualDose: lines.dose,
            myDose: marked.dose.trim(),
            warnings: lines.warnings,
          },
        ]
      : []
  })
}
