import type {DocumentBadgeComponent} from 'sanity'
import {coachDetailsBadge, missingCoachDetails} from '../lib/coach-details'

/** Warns in the site settings' header while the coach's full name, portrait or credential issuer is a placeholder. */
export const CoachDetailsBadge: DocumentBadgeComponent = ({draft, published}) =>
  coachDetailsBadge(missingCoachDetails(draft ?? published))
