import path from 'node:path'
import {
  claimsFingerprint,
  claimsReviewState,
  HEALTH_DOCUMENT_TYPES,
  isHealthDocumentType,
  type HealthDocumentType,
} from '../../content-model/claims-fingerprint'
import type {Finding} from '../../src/lib/settings/setting-findings'
import {readDataset, type SanityDocument} from '../content-source/dataset'

/**
 * The clinician's gate at build time (DECISIONS 50): the Studio's Publish action holds back a health claim no
 * clinician has reviewed, but a write through the API, an import or a Studio without the action does not pass
 * through it. The preflight judges every health document the build would publish by the Studio's own rule
 * (content-model/claims-fingerprint.ts), so production's build stops on what the Studio would not have published.
 *
 * The Studio publishes a never-reviewed document only as it is live already: the starter content, loaded by
 * `npm run content:import` (which bypasses the Studio), is the one way such claims go live. So a never-reviewed
 * document the starter content (content/) holds with the same claims is only reported, as "Due for review" lists it;
 * one whose claims differ from the starter's, or that the starter content does not have, stops like a changed claim.
 */

/** Each kind of health document in plain words, as decision 50 names them. */
const KIND: Record<HealthDocumentType, string> = {
  remedy: 'remedy',
  dailyStackItem: 'daily stack item',
  phase: 'phase',
  redFlags: 'red-flag texts',
  sleepGuide: 'sleep guide',
  emotionalWellness: 'emotional wellness guide',
}

/** The published health documents in Sanity, drafts left out (the production build never shows a draft). */
export const HEALTH_DOCUMENTS_QUERY = `*[_type in ${JSON.stringify(HEALTH_DOCUMENT_TYPES)} && !(_id in path("drafts.**"))]`

const titleOf = (doc: SanityDocument) =>
  [doc.name, doc.title, doc.heading].find((value): value is string => typeof value === 'string' && value.trim() !== '')

const named = (doc: SanityDocument, type: HealthDocumentType) => {
  const title = titleOf(doc)
  return title ? `the ${KIND[type]} "${title}"` : `the ${KIND[type]} (${doc._id})`
}

const askForReview = (doc: SanityDocument) =>
  `Ask your clinical reviewer to review it in the Studio: Due for review → ${titleOf(doc) ?? doc._id} → Mark clinically reviewed, then publish it.`

const finding = (doc: SanityDocument, message: string): Finding => ({
  item: `Health ${doc._id}`,
  // What is live does not match what a clinician signed (or the starter content).
  problem: 'mismatch',
  message: `Content: ${message} ${askForReview(doc)}`,
})

/**
 * Of the health documents the build would publish, each whose claims no clinician has reviewed as they stand and
 * the Studio would not have published: a finding. The starter content's, never reviewed and unchanged: one note.
 */
export function healthReviewCheck(
  documents: readonly SanityDocument[],
  root: string,
): {findings: Finding[]; note: string | null} {
  const starterById = new Map(readDataset(path.resolve(root, 'content')).map((doc) => [doc._id, doc]))
  const findings: Finding[] = []
  let unchangedStarter = 0
  for (const doc of documents) {
    const type = doc._type
    if (!isHealthDocumentType(type)) continue
    const claims = claimsReviewState(doc)
    if (claims.state === 'reviewed') continue
    if (claims.state === 'changed-since-review') {
      findings.push(
        finding(
          doc,
          `${named(doc, type)} changed after ${claims.review.reviewerName}'s clinical review on ${claims.review.reviewedAt}: its health claims as they stand now are not reviewed.`,
        ),
      )
      continue
    }
    const original = starterById.get(doc._id)
    if (original?._type === doc._type && claimsFingerprint(original) === claimsFingerprint(doc)) {
      unchangedStarter += 1
      continue
    }
    const why = original ? 'its health claims differ from the starter content' : 'it is not part of the starter content'
    findings.push(finding(doc, `${named(doc, type)} was never clinically reviewed, and ${why}.`))
  }
  const note =
    unchangedStarter === 0
      ? null
      : `${unchangedStarter} health ${unchangedStarter === 1 ? 'document is' : 'documents are'} the starter content's, never clinically reviewed: ${unchangedStarter === 1 ? 'it goes' : 'they go'} live as shipped, and the Studio's "Due for review" lists ${unchangedStarter === 1 ? 'it' : 'them'} for your clinical reviewer.`
  return {findings, note}
}
