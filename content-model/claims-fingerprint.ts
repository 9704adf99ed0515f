import {sha256Hex} from './sha256'

/**
 * The fingerprint of a health document's claims (DECISIONS 50), in one place for both sides: the Studio records it
 * with a clinical review and compares it to tell whether the review still covers the document; the site's build
 * compares it before a page says "Reviewed by". Plain TypeScript, like the rest of content-model/.
 */

/** Documents whose words are health claims: remedies, daily stack items, phases, the red-flag texts, the guides. */
export const HEALTH_DOCUMENT_TYPES = [
  'remedy',
  'dailyStackItem',
  'phase',
  'redFlags',
  'sleepGuide',
  'emotionalWellness',
] as const
export type HealthDocumentType = (typeof HEALTH_DOCUMENT_TYPES)[number]

export const isHealthDocumentType = (type: string | undefined): type is HealthDocumentType =>
  (HEALTH_DOCUMENT_TYPES as readonly string[]).includes(type ?? '')

/** The field of each health document that holds its last clinical review. */
export const REVIEW_FIELD = 'clinicalReview'

/**
 * Fields that are not claims: where a document sits, how it looks, where it links to. Everything else is a claim,
 * so a field added later is reviewed until someone decides here that it is not.
 */
const SYSTEM_FIELDS = ['_id', '_type', '_rev', '_createdAt', '_updatedAt', '_system', REVIEW_FIELD]
const NOT_CLAIMS: Record<HealthDocumentType, string[]> = {
  remedy: ['slug', 'sortOrder', 'emoji', 'image', 'affiliateLink'],
  dailyStackItem: ['slug', 'sortOrder', 'affiliateLink'],
  phase: ['slug', 'sortOrder', 'emoji'],
  redFlags: [],
  sleepGuide: [],
  emotionalWellness: [],
}

/** A document as stored: its type and its fields. */
export type ClaimsDocument = {_type?: string; [field: string]: unknown}

/** The same value with object keys in order and array items' `_key` left out (an item's identity is not a claim). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => key !== '_key' && inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    )
  }
  return value
}

/** The health claims a document makes, as they would be read: every field that is not listed as a non-claim. */
export function healthClaims(doc: ClaimsDocument): Record<string, unknown> {
  const skipped = new Set([...SYSTEM_FIELDS, ...(isHealthDocumentType(doc._type) ? NOT_CLAIMS[doc._type] : [])])
  return Object.fromEntries(Object.entries(doc).filter(([field]) => !skipped.has(field))) as Record<string, unknown>
}

/** SHA-256 of the document's claims, unchanged by key order, array keys or non-claim fields. */
export const claimsFingerprint = (doc: ClaimsDocument) => sha256Hex(JSON.stringify(canonical(healthClaims(doc))))

/** A health document's clinical review as recorded in its REVIEW_FIELD. */
export type ClinicalReview = {
  _type?: 'clinicalReview'
  reviewerName?: string
  reviewerCredential?: string
  /** YYYY-MM-DD */
  reviewedAt?: string
  /** What the reviewer read and signs for, in her words. */
  scope?: string
  /** claimsFingerprint() of the document as she reviewed it. */
  claimsFingerprint?: string
}

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** A review the gate counts: who (name and credential), when, what, and the fingerprint of what she read. */
export const isRecordedReview = (review: ClinicalReview | undefined): review is Required<ClinicalReview> =>
  !!review &&
  isFilled(review.reviewerName) &&
  isFilled(review.reviewerCredential) &&
  isFilled(review.scope) &&
  isFilled(review.claimsFingerprint) &&
  isIsoDate(review.reviewedAt)

/**
 * Whether the document's own recorded review is of its claims as they stand: the Studio's badge, Publish action
 * and "Due for review" list, and the production build's preflight, all judge a document by this.
 */
export function claimsReviewState(
  doc: ClaimsDocument,
):
  | {state: 'never-reviewed'}
  | {state: 'reviewed'; review: Required<ClinicalReview>}
  | {state: 'changed-since-review'; review: Required<ClinicalReview>} {
  const review = doc[REVIEW_FIELD] as ClinicalReview | undefined
  if (!isRecordedReview(review)) return {state: 'never-reviewed'}
  if (review.claimsFingerprint === claimsFingerprint(doc)) return {state: 'reviewed', review}
  return {state: 'changed-since-review', review}
}
