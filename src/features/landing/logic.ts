import {PRICE_CENTS} from '../../config/site'
import {centsFromDollars} from '../../lib/money'
import {isPlaceholderText} from '../../../content-model/options'

type CoachFields = {
  coachName: string
  coachTitle: string
  coachFullName?: string | null
  credentialIssuer?: string | null
}

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

type PriceFields = {crossedOutPrice: number | null; soldAtCrossedOutPrice: boolean | null}

/**
 * DECISIONS 38 (FTC 16 CFR 233.1): the crossed-out price, only when the coach records in the Studio that the toolkit
 * really sold at it and it is above today's price; otherwise none.
 */
export function formerPrice({crossedOutPrice, soldAtCrossedOutPrice}: PriceFields): number | null {
  if (soldAtCrossedOutPrice !== true || crossedOutPrice === null) return null
  return centsFromDollars(crossedOutPrice) > PRICE_CENTS ? crossedOutPrice : null
}

type TestimonialFields = {illustrative: boolean | null; customerConsent: boolean | null}

/** DECISIONS 37 (FTC 16 CFR 465): a quote is a customer's only when the coach marked it real and consented. */
export const isCustomerQuote = ({illustrative, customerConsent}: TestimonialFields) =>
  illustrative === false && customerConsent === true

/** An illustrative example carries no surname: "Sarah M., 52" reads "Sarah, 52". */
export function firstNameOnly(name: string) {
  const [who, ...rest] = name.split(',')
  const first = who.trim().split(/\s+/)[0]
  return [first, ...rest.map((part) => part.trim())].filter(Boolean).join(', ')
}
