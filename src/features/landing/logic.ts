import {PRICE_CENTS} from '../../config/site'
import {isPlaceholderText} from '../../../studio/schemaTypes/options'

type CoachFields = {coachName: string; coachTitle: string; coachFullName?: string | null; credentialIssuer?: string | null}

/**
 * Who the coach is, as visitors may check it: her full name and the credential's issuing body once she has
 * filled them in the Studio; until then (marked placeholders) only her first name and title, never a placeholder.
 */
export function coachByline({coachName, coachTitle, coachFullName, credentialIssuer}: CoachFields) {
  return {
    name: isPlaceholderText(coachFullName) ? coachName : coachFullName!.trim(),
    title: coachTitle,
    issuer: isPlaceholderText(credentialIssuer) ? null : credentialIssuer!.trim(),
  }
}

/** The spec's "Regular value $426; saving $389": the saving is the Studio's value minus the real price. */
export const savingAgainstValue = (claimedValue: number) => Math.max(0, Math.round(claimedValue - PRICE_CENTS / 100))
