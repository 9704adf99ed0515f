// After `gatsby build` (npm's postbuild): writes the security headers of src/config/security-headers.ts into
// public/_headers, beside the block of Gatsby's Netlify adapter, with `script-src` allowing each inline
// script of the built pages by its sha256 hash (every HTML file under public/ is scanned, so new inline
// scripts are covered without a list to keep).
import {readFileSync, writeFileSync, existsSync} from 'node:fs'
import path from 'node:path'
import {builtHtmlFiles} from '../build-time/html/built-pages.ts'
import {securityHeaderRules} from '../src/config/security-headers.ts'
import {mergeHeadersFile} from '../src/lib/security/headers-file.ts'
import {inlineHandlers, inlineScripts, scriptHashSource} from '../src/lib/security/inline-scripts.ts'

const PUBLIC = 'public'
const HEADERS_FILE = path.join(PUBLIC, '_headers')

const htmlFiles = builtHtmlFiles(PUBLIC)
if (htmlFiles.length === 0) throw new Error('No HTML in public/: run it after `gatsby build`.')

const hashes = new Set<string>()
for (const file of htmlFiles) {
  const html = readFileSync(path.join(PUBLIC, file), 'utf8')
  const handlers = inlineHandlers(html)
  // Fail the build: a CSP without 'unsafe-inline' would silently break these in the browser.
  if (handlers.length)
    throw new Error(
      `${file} has inline event handlers or javascript: URLs, which the CSP blocks: ${handlers.join(' | ')}`,
    )
  for (const script of inlineScripts(html)) hashes.add(scriptHashSource(script))
}

const existing = existsSync(HEADERS_FILE) ? readFileSync(HEADERS_FILE, 'utf8') : ''
writeFileSync(HEADERS_FILE, mergeHeadersFile(existing, securityHeaderRules([...hashes].sort())))
console.log(
  `Security headers written to ${HEADERS_FILE}: ${htmlFiles.length} pages, ${hashes.size} inline script hashes in script-src.`,
)
