import {isOwnerPath} from '../../src/config/owner'

/** Pages with a robots noindex meta tag (demo, receipts, not-found) stay out of the sitemap. */
export const isIndexable = (html: string) => !/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A sitemaps.org urlset of the given paths, sorted, on the site's absolute URL. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const base = siteUrl.replace(/\/$/, '')
  const urls = [...new Set(paths)]
    // The coach's back office (DECISIONS 29) is never listed, whatever its pages' meta tags say.
    .filter((path) => !isOwnerPath(path))
    .sort()
    .map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: the static rules plus the sitemap's absolute address, which is only known at build. */
export const robotsTxt = (staticRules: string, siteUrl: string) =>
  `${staticRules.trimEnd()}\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`
