import {reviewerEmails} from './clinical-review'

/** The clinical reviewers' emails, from the Studio's environment (a custom "clinical-reviewer" role works too). */
export const CLINICAL_REVIEWER_EMAILS = reviewerEmails(process.env.SANITY_STUDIO_CLINICAL_REVIEWERS)
