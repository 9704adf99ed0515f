import {
  claimsFingerprint,
  claimsReviewState,
  isHealthDocumentType,
  HEALTH_DOCUMENT_TYPES,
  type ClinicalReview,
  type HealthDocumentType,
} from '../../content-model/claims-fingerprint'

/**
 * The clinician's gate on health content (DECISIONS 50), as plain functions the Studio's badge, actions and
 * "Due for review" list share: which documents carry health claims, a fingerprint of those claims (its one home is
 * content-model/claims-fingerprint.ts, which the site's build reads too), and whether a document's recorded review
 * still covers what it says.
 */
export {
  claimsFingerprint,
  HEALTH_DOCUMENT_TYPES,
  isHealthDocumentType,
  REVIEW_FIELD,
} from '../../content-model/claims-fingerprint'

/** A review older than this is due again, even if nothing changed. */
export const REVIEW_VALID_MONTHS = 12

export type HealthDocument = {_id?: string; _type?: string; clinicalReview?: ClinicalReview; [field: string]: unknown}

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** YYYY-MM-DD of a date (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The day a review made on `reviewedAt` stops counting. */
export function reviewExpiresOn(reviewedAt: string): string {
  const date = new Date(`${reviewedAt}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + REVIEW_VALID_MONTHS)
  return isoDay(date)
}

export type ReviewStatus =
  | {state: 'current'; review: Required<ClinicalReview>}
  | {state: 'never-reviewed'}
  | {state: 'changed-since-review'; review: Required<ClinicalReview>}
  | {state: 'expired'; review: Required<ClinicalReview>}

/** Whether the document's own review covers its claims today. */
export function reviewStatus(doc: HealthDocument, today: Date): ReviewStatus {
  const claims = claimsReviewState(doc)
  if (claims.state !== 'reviewed') return claims
  const {review} = claims
  if (reviewExpiresOn(review.reviewedAt) <= isoDay(today)) return {state: 'expired', review}
  return {state: 'current', review}
}

/** The badge in a health document's header. */
export function reviewBadge(status: ReviewStatus) {
  switch (status.state) {
    case 'current':
      return {
        label: 'Clinically reviewed',
        title: `Reviewed by ${status.review.reviewerName}, ${status.review.reviewerCredential}, on ${status.review.reviewedAt}.`,
        color: 'success' as const,
      }
    case 'never-reviewed':
      return {
        label: 'Not clinically reviewed',
        title: 'No clinician has reviewed these health claims yet. A changed claim cannot be published until one has.',
        color: 'warning' as const,
      }
    case 'changed-since-review':
      return {
        label: 'Claims changed since review',
        title: `Health claims changed after ${status.review.reviewerName}'s review on ${status.review.reviewedAt}. A clinician must review them again before they are published.`,
        color: 'danger' as const,
      }
    case 'expired':
      return {
        label: 'Review over 12 months old',
        title: `Last reviewed by ${status.review.reviewerName} on ${status.review.reviewedAt}: due for its yearly review.`,
        color: 'warning' as const,
      }
  }
}

/**
 * Publishing the draft would put health claims live that no clinician has signed: they differ from what is live
 * now, and the draft's review is not of them. Changes to non-claim fields (a photo, a position, a shop link)
 * publish freely.
 */
export function publishNeedsReview({
  draft,
  published,
}: {
  draft: HealthDocument | null | undefined
  published: HealthDocument | null | undefined
}): boolean {
  if (!draft || !isHealthDocumentType(draft._type)) return false
  if (claimsReviewState(draft).state === 'reviewed') return false
  return !published || claimsFingerprint(published) !== claimsFingerprint(draft)
}

export type DueReason = 'never-reviewed' | 'changed-since-review' | 'expired'
export type DueItem = {id: string; type: HealthDocumentType; title: string; reason: DueReason; reviewedAt?: string}

const DRAFT_PREFIX = 'drafts.'
const publishedIdOf = (id: string) => (id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id)
const titleOf = (doc: HealthDocument) =>
  [doc.name, doc.title, doc.heading].find((value): value is string => isFilled(value)) ?? String(doc._type)

/**
 * The "Due for review" list: each health document as the coach now has it (its draft where there is one) that was
 * never reviewed, changed since its review, or was reviewed 12 months ago or more. Changed claims first.
 */
export function dueForReview(documents: HealthDocument[], today: Date): DueItem[] {
  const latest = new Map<string, HealthDocument>()
  for (const doc of documents) {
    if (!doc._id || !isHealthDocumentType(doc._type)) continue
    const id = publishedIdOf(doc._id)
    if (doc._id.startsWith(DRAFT_PREFIX) || !latest.has(id)) latest.set(id, doc)
  }
  const order: Record<DueReason, number> = {'changed-since-review': 0, 'never-reviewed': 1, expired: 2}
  return [...latest.entries()]
    .flatMap(([id, doc]): DueItem[] => {
      const status = reviewStatus(doc, today)
      if (status.state === 'current') return []
      return [
        {
          id,
          type: doc._type as HealthDocumentType,
          title: titleOf(doc),
          reason: status.state,
          ...(status.state === 'never-reviewed' ? {} : {reviewedAt: status.review.reviewedAt}),
        },
      ]
    })
    .sort((a, b) => order[a.reason] - order[b.reason] || a.title.localeCompare(b.title))
}

export const DUE_REASON_LABELS: Record<DueReason, string> = {
  'never-reviewed': 'Never reviewed',
  'changed-since-review': 'Claims changed since review',
  expired: 'Review over 12 months old',
}

/** Every health document, drafts included: what the "Due for review" list reads (GROQ). */
export const HEALTH_DOCUMENTS_QUERY = `*[_type in $types]`
export const healthDocumentsParams = () => ({types: [...HEALTH_DOCUMENT_TYPES]})

/** What the reviewer enters in "Mark clinically reviewed"; the date and the fingerprint are taken, not typed. */
export type ReviewInput = {reviewerName: string; reviewerCredential: string; scope: string}

/** The words to show for what is missing from the reviewer's entry, or none when it can be recorded. */
export function reviewInputProblems(input: Partial<ReviewInput>): string[] {
  return [
    isFilled(input.reviewerName) ? null : 'Your name',
    isFilled(input.reviewerCredential) ? null : 'Your credential (e.g. MD, NP, RD, PharmD)',
    isFilled(input.scope) ? null : 'What you reviewed',
  ].filter((problem): problem is string => problem !== null)
}

/** The review record of `doc`'s claims as they stand, signed today. */
export function reviewRecord(input: ReviewInput, doc: HealthDocument, today: Date): Required<ClinicalReview> {
  const problems = reviewInputProblems(input)
  if (problems.length > 0) throw new Error(`Missing: ${problems.join(', ')}`)
  return {
    _type: 'clinicalReview',
    reviewerName: input.reviewerName.trim(),
    reviewerCredential: input.reviewerCredential.trim(),
    scope: input.scope.trim(),
    reviewedAt: isoDay(today),
    claimsFingerprint: claimsFingerprint(doc),
  }
}

/** The Studio role a clinical reviewer holds (a custom role), or the reviewers' emails listed in the Studio's env. */
export const CLINICAL_REVIEWER_ROLE = 'clinical-reviewer'

export const reviewerEmails = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)

export function isClinicalReviewer(
  user: {email?: string; roles?: Array<{name: string}>} | null | undefined,
  emails: string[],
): boolean {
  if (!user) return false
  return (
    (user.roles ?? []).some((role) => role.name === CLINICAL_REVIEWER_ROLE) ||
    (!!user.email && emails.includes(user.email.toLowerCase()))
  )
}
