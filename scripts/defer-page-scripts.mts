// After `gatsby build` (npm's postbuild, before the security headers hash the inline scripts): every page
// starts Gatsby's scripts after its first paint (build-time/html/defer-page-scripts.ts).
import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {deferPageScripts} from '../build-time/html/defer-page-scripts.ts'

const PUBLIC = 'public'
const htmlFiles = readdirSync(PUBLIC, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))

let deferred = 0
for (const file of htmlFiles) {
  const html = deferPageScripts(readFileSync(file, 'utf8'))
  if (html === null) continue
  writeFileSync(file, html)
  deferred += 1
}
// A Gatsby upgrade that writes its scripts differently must not pass unnoticed.
if (deferred === 0) throw new Error(`No page of ${PUBLIC}/ has Gatsby's script tags to defer: has Gatsby changed how it writes them?`)
console.log(`Page scripts start after the first paint: ${deferred} of ${htmlFiles.length} HTML files.`)
