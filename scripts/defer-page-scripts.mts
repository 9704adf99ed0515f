// After `gatsby build` (npm's postbuild, before the security headers hash the inline scripts): every page
// starts Gatsby's scripts after its first paint (build-time/html/defer-page-scripts.ts).
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {builtHtmlFiles} from '../build-time/html/built-pages.ts'
import {deferPageScripts} from '../build-time/html/defer-page-scripts.ts'

const PUBLIC = 'public'
const htmlFiles = builtHtmlFiles(PUBLIC)

let deferred = 0
for (const file of htmlFiles) {
  const html = deferPageScripts(readFileSync(path.join(PUBLIC, file), 'utf8'))
  if (html === null) continue
  writeFileSync(path.join(PUBLIC, file), html)
  deferred += 1
}
// A Gatsby upgrade that writes its scripts differently must not pass unnoticed.
if (deferred === 0)
  throw new Error(`No page of ${PUBLIC}/ has Gatsby's script tags to defer: has Gatsby changed how it writes them?`)
console.log(`Page scripts start after the first paint or on demand: ${deferred} of ${htmlFiles.length} HTML files.`)
