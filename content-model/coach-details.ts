import {isPlaceholderText} from './options'

/*
 * The coach's verifiable details (full name, portrait, the credential's issuing body). Until the coach fills them,
 * the dataset holds clearly marked placeholders: text starting with PLACEHOLDER_PREFIX, and a portrait whose
 * `placeholder` flag is on. Plain TypeScript: the Studio's badge, the production preflight (DECISIONS 42) and the
 * tests read the same rule.
 */

type CoachDoc = {
  _type?: string
  coachFullName?: unknown
  credentialIssuer?: unknown
  coachPortrait?: {placeholder?: boolean; asset?: unknown; _sanityAsset?: unknown} | null
}

/** The coach details still missing or marked as placeholders, in the words the Studio shows. */
export function missingCoachDetails(doc: CoachDoc | null | undefined): string[] {
  if (!doc || doc._type !== 'siteSettings') return []
  const missing: string[] = []
  if (isPlaceholderText(doc.coachFullName)) missing.push('full name')
  const portrait = doc.coachPortrait
  if (!portrait || portrait.placeholder === true || !(portrait.asset || portrait._sanityAsset)) missing.push('portrait')
  if (isPlaceholderText(doc.credentialIssuer)) missing.push('credential issuer')
  return missing
}

/** The example content's coach and Amazon Associates tag: on a live site they are someone else's. */
export const EXAMPLE_COACH_NAME = 'Amy'
export const EXAMPLE_AFFILIATE_TAG = 'menomastery-20'

const EXAMPLE_NAME_WORD = new RegExp(`\\b${EXAMPLE_COACH_NAME}\\b`)

/** Every text of a value (strings of arrays and objects, without Sanity's own `_` fields). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key.startsWith('_') ? [] : texts(inner)))
  }
  return []
}

/**
 * The site settings' fields that still hold the example coach's name, unless her own full name (filled in, not a
 * placeholder) has it too, and whether the Amazon tag is still the example's. The full name is left to
 * missingCoachDetails, which names its placeholder already.
 */
export function exampleLeftovers(doc: Record<string, unknown> | null | undefined): {
  nameFields: string[]
  exampleTag: boolean
} {
  if (!doc) return {nameFields: [], exampleTag: false}
  const fullName = isPlaceholderText(doc.coachFullName) ? '' : String(doc.coachFullName)
  const hers = EXAMPLE_NAME_WORD.test(fullName)
  const nameFields = hers
    ? []
    : Object.keys(doc).filter(
        (field) =>
          !field.startsWith('_') &&
          field !== 'coachFullName' &&
          texts(doc[field]).some((text) => EXAMPLE_NAME_WORD.test(text)),
      )
  return {nameFields, exampleTag: doc.affiliateTag === EXAMPLE_AFFILIATE_TAG}
}
