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
