import {REMEDIES_PATH, SEO_DESCRIPTION_MAX, remedyPagePath} from '../../config/site'
import {REMEDY_PAGE_MESSAGES} from './messages'

/** Cuts text at a word boundary to fit a meta description, with an ellipsis when cut. */
export function metaDescription(text: string, max = SEO_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`
}

/** schema.org BreadcrumbList for a remedy page (absolute URLs when the site URL is known). */
export function remedyBreadcrumbs(siteUrl: string, remedy: {name: string; slug: string}) {
  const items = [
    {name: REMEDY_PAGE_MESSAGES.breadcrumbHome, path: '/'},
    {name: REMEDY_PAGE_MESSAGES.allRemedies, path: REMEDIES_PATH},
    {name: remedy.name, path: remedyPagePath(remedy.slug)},
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  }
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so text can never close the script. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * A clinical review as the page receives it: any part may be missing where none was recorded. `coversClaims`: the
 * build found the fingerprint the review recorded equal to the claims' fingerprint now
 * (build-time/content-source/review-covers-claims.ts).
 */
export type RecordedReview = {
  reviewerName?: string | null
  reviewerCredential?: string | null
  reviewedAt?: string | null
  coversClaims?: boolean | null
} | null

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * "Reviewed by …, on …" when a clinician's review is recorded (who, credential and a YYYY-MM-DD date) and is of the
 * claims as they stand, else null: the page never claims a review it does not have, nor one of words since changed
 * (DECISIONS 50).
 */
export function reviewLine(review: RecordedReview | undefined): string | null {
  if (review?.coversClaims !== true) return null
  const name = review?.reviewerName?.trim()
  const credential = review?.reviewerCredential?.trim()
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(review?.reviewedAt ?? '')
  const month = date ? MONTHS[Number(date[2]) - 1] : undefined
  if (!name || !credential || !date || !month) return null
  return REMEDY_PAGE_MESSAGES.reviewedBy(name, credential, `${month} ${Number(date[3])}, ${date[1]}`)
}
