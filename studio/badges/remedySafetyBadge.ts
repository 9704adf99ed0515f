import type {DocumentBadgeComponent} from 'sanity'
import {missingSafetyInfo, safetyBadge} from '../lib/remedy-safety'

/** Warns in the document's header while a remedy (draft or published) lacks dosage or side effects. */
export const RemedySafetyBadge: DocumentBadgeComponent = ({draft, published}) =>
  safetyBadge(missingSafetyInfo(draft ?? published))
