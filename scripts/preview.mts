// `npm run preview`: the editors' preview server — `gatsby develop` with drafts shown (CONTENT_PREVIEW=true).
// With a Sanity project, gatsby-source-sanity's watchMode streams edits (drafts need SANITY_READ_TOKEN).
// With the embedded dataset, saving a file under content/ re-sources the content and the open page refreshes.
//
// It runs in a copy of the project of its own: Gatsby has no option for its cache and output folders
// (.cache, public/), and a preview in this folder would clear and rewrite the ones `npm start` and the tests use.
// The copy (PREVIEW_DIR, default <tmp>/menopause-toolkit-preview-<hash of this folder>) is refreshed from this
// folder at each start and keeps its own .cache between starts; it reads content/ from here.
import {spawn, spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, watch} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {GENERATED_FOLDERS} from '../build-time/project/generated-folders.mts'

const root = path.resolve('.')
const port = process.env.PREVIEW_PORT ?? '8100'
const copy = path.resolve(
  process.env.PREVIEW_DIR ??
    path.join(tmpdir(), `menopause-toolkit-preview-${createHash('sha256').update(root).digest('hex').slice(0, 10)}`),
)

/** Never copied: the copy links node_modules and keeps its own .cache and public/. */
const NOT_COPIED = GENERATED_FOLDERS

/** The copy gets this folder's sources and configuration afresh; its own .cache and public/ stay. */
function refreshCopy() {
  mkdirSync(copy, {recursive: true})
  for (const entry of readdirSync(copy)) if (!NOT_COPIED.has(entry)) rmSync(path.join(copy, entry), {recursive: true})
  for (const entry of readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue
    cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    })
  }
  if (!existsSync(path.join(copy, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
}

const contentDir = path.resolve(process.env.EMBEDDED_CONTENT_DIR ?? 'content')
const env = {
  ...process.env,
  CONTENT_PREVIEW: 'true',
  // Click-to-edit markup and Sanity's overlays in the browser bundle (src/lib/content/visual-editing.ts).
  GATSBY_CONTENT_PREVIEW: 'true',
  ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
  // The content editors save is this folder's, not the copy's.
  EMBEDDED_CONTENT_DIR: contentDir,
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_FEEDBACK_DISABLED: '1',
  PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
}

if (process.env.SANITY_PROJECT_ID && !process.env.SANITY_READ_TOKEN) {
  console.warn('SANITY_READ_TOKEN is not set: the preview shows published content only, no drafts.')
}

refreshCopy()
console.log(`Preview: building in ${copy} (its own .cache and public/), content from ${contentDir}`)
spawnSync('node', ['scripts/content-source-guard.mts'], {stdio: 'inherit', env, cwd: copy})
const gatsby = spawn('gatsby', ['develop', '-H', '127.0.0.1', '-p', port], {stdio: 'inherit', env, cwd: copy})
gatsby.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gatsby.kill(signal))

if (!process.env.SANITY_PROJECT_ID) {
  let timer: NodeJS.Timeout | undefined
  // Editors save several times in a row: one refresh per burst of changes.
  watch(contentDir, (_event, file) => {
    if (!file?.endsWith('.ndjson')) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      fetch(`http://127.0.0.1:${port}/__refresh`, {method: 'POST'})
        .then(() => console.log(`Preview: ${file} changed, content refreshed`))
        .catch((error: Error) => console.warn(`Preview: refresh failed (${error.message})`))
    }, 300)
  })
}
