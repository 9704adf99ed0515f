// Gatsby's cache breaks when the content source changes between builds ("node type … is owned by …"):
// remember the source of the last build and clear .cache and public/ when it differs (and after develop, below).
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'

const marker = '.cache/content-source.txt'
const current = process.env.SANITY_PROJECT_ID
  ? `sanity:${process.env.SANITY_PROJECT_ID}:${process.env.SANITY_DATASET ?? 'production'}:${process.env.CONTENT_PREVIEW ?? ''}`
  : `embedded:${process.env.EMBEDDED_CONTENT_DIR ?? 'content'}:${process.env.CONTENT_PREVIEW ?? ''}`

/** Gatsby's cache, the build, and the copy the Netlify adapter restores them from (gatsby-config.ts). */
function clearBuild() {
  for (const dir of ['.cache', 'public', '.netlify/build-cache']) rmSync(dir, {recursive: true, force: true})
}

const previous = existsSync(marker) ? readFileSync(marker, 'utf8') : null
if (previous !== null && previous !== current) {
  console.log(`Content source changed (${previous} → ${current}): clearing .cache and public/`)
  clearBuild()
}

// `gatsby build` after `gatsby develop` (`npm start`, its browser test) can fail on Gatsby's incremental HTML state
// (develop leaves its own .cache beside the last build's public/). A build that follows a development server
// therefore starts clean. npm names the running script.
const commandMarker = '.cache/last-command.txt'
const command = process.env.npm_lifecycle_event ?? ''
const lastCommand = existsSync(commandMarker) ? readFileSync(commandMarker, 'utf8') : null
if (command === 'build' && lastCommand === 'develop') {
  console.log('Building after `gatsby develop`: clearing .cache and public/')
  clearBuild()
}

mkdirSync('.cache', {recursive: true})
writeFileSync(marker, current)
writeFileSync(commandMarker, command)
