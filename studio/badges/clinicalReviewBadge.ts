import type {DocumentBadgeComponent} from 'sanity'
import {reviewBadge, reviewStatus, type HealthDocument} from '../lib/clinical-review'

/** Whether the health claims as the coach now has them (draft first) are covered by a clinical review. */
export const ClinicalReviewBadge: DocumentBadgeComponent = ({draft, published}) => {
  const doc = (draft ?? published) as HealthDocument | null
  return doc ? reviewBadge(reviewStatus(doc, new Date())) : null
}
