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
