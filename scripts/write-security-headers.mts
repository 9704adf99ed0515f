// After `gatsby build` (npm's postbuild): writes the security headers of src/config/security-headers.ts into
// public/_headers, beside the block of Gatsby's Netlify adapter, with each page's CSP `script-src` allowing
// that page's inline scripts by their sha256 hash (every HTML file under public/ is scanned, so new inline
// scripts are covered without a list to keep; slices' HTML is part of the pages that include it).
import {readFileSync, writeFileSync, existsSync} from 'node:fs'
import path from 'node:path'
import {builtHtmlFiles} from '../build-time/html/built-pages.ts'
import {securityHeaderRules, type PageScriptHashes} from '../src/config/security-headers.ts'
import {mergeHeadersFile} from '../src/lib/security/headers-file.ts'
import {inlineHandlers, inlineScripts, scriptHashSource} from '../src/lib/security/inline-scripts.ts'

const PUBLIC = 'public'
const HEADERS_FILE = path.join(PUBLIC, '_headers')

const htmlFiles = builtHtmlFiles(PUBLIC)
if (htmlFiles.length === 0) throw new Error('No HTML in public/: run it after `gatsby build`.')

/** Gatsby's own HTML (slices, page data) is not a page: its scripts end up inside the pages. */
const NOT_PAGES = /^(page-data|static|_gatsby)\//
/** The path Netlify serves an HTML file at (trailing slashes never: gatsby-config). */
const pagePathOf = (htmlFile: string) =>
  `/${htmlFile.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'

const hashes = new Set<string>()
const pages: PageScriptHashes[] = []
for (const file of htmlFiles) {
  const html = readFileSync(path.join(PUBLIC, file), 'utf8')
  const handlers = inlineHandlers(html)
  // Fail the build: a CSP without 'unsafe-inline' would silently break these in the browser.
  if (handlers.length)
    throw new Error(
      `${file} has inline event handlers or javascript: URLs, which the CSP blocks: ${handlers.join(' | ')}`,
    )
  const pageHashes = inlineScripts(html).map(scriptHashSource)
  for (const hash of pageHashes) hashes.add(hash)
  // Both the path a visitor asks for and the file behind it (netlify dev matches rules against the file).
  if (!NOT_PAGES.test(file))
    for (const pagePath of new Set([pagePathOf(file), `/${file}`]))
      pages.push({path: pagePath, scriptHashes: pageHashes})
}

const existing = existsSync(HEADERS_FILE) ? readFileSync(HEADERS_FILE, 'utf8') : ''
writeFileSync(
  HEADERS_FILE,
  mergeHeadersFile(existing, securityHeaderRules(pages.sort((a, b) => a.path.localeCompare(b.path)))),
)
console.log(
  `Security headers written to ${HEADERS_FILE}: a CSP for each page (${pages.length} paths), ${hashes.size} inline script hashes in all.`,
)
