// Gatsby's cache breaks when the content source changes between builds ("node type … is owned by …"):
// remember the source of the last build and clear .cache and public/ when it differs (and before every production
// build, below).
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'

const marker = '.cache/content-source.txt'
const current = process.env.SANITY_PROJECT_ID
  ? `sanity:${process.env.SANITY_PROJECT_ID}:${process.env.SANITY_DATASET ?? 'production'}:${process.env.CONTENT_PREVIEW ?? ''}`
  : `embedded:${process.env.EMBEDDED_CONTENT_DIR ?? 'content'}:${process.env.CONTENT_PREVIEW ?? ''}`

/** Gatsby's cache and the last build. */
function clearBuild() {
  for (const dir of ['.cache', 'public']) rmSync(dir, {recursive: true, force: true})
}

const previous = existsSync(marker) ? readFileSync(marker, 'utf8') : null
if (previous !== null && previous !== current) {
  console.log(`Content source changed (${previous} → ${current}): clearing .cache and public/`)
  clearBuild()
}

// Every production build starts clean (gatsby-config.ts says why). npm names the running script.
if (process.env.npm_lifecycle_event === 'build') clearBuild()

mkdirSync('.cache', {recursive: true})
writeFileSync(marker, current)
