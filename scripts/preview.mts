// `npm run preview`: the editors' preview server — `gatsby develop` with drafts shown (CONTENT_PREVIEW=true).
// With a Sanity project, gatsby-source-sanity's watchMode streams edits (drafts need SANITY_READ_TOKEN).
// With the embedded dataset, saving a file under content/ re-sources the content and the open page refreshes.
import {spawn, spawnSync} from 'node:child_process'
import {watch} from 'node:fs'
import path from 'node:path'

const port = process.env.PREVIEW_PORT ?? '8100'
const env = {
  ...process.env,
  CONTENT_PREVIEW: 'true',
  ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_FEEDBACK_DISABLED: '1',
  PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
}

if (process.env.SANITY_PROJECT_ID && !process.env.SANITY_READ_TOKEN) {
  console.warn('SANITY_READ_TOKEN is not set: the preview shows published content only, no drafts.')
}

spawnSync('node', ['scripts/content-source-guard.mts'], {stdio: 'inherit', env})
const gatsby = spawn('gatsby', ['develop', '-H', '127.0.0.1', '-p', port], {stdio: 'inherit', env})
gatsby.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gatsby.kill(signal))

if (!process.env.SANITY_PROJECT_ID) {
  const dir = path.resolve(process.env.EMBEDDED_CONTENT_DIR ?? 'content')
  let timer: NodeJS.Timeout | undefined
  // Editors save several times in a row: one refresh per burst of changes.
  watch(dir, (_event, file) => {
    if (!file?.endsWith('.ndjson')) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      fetch(`http://127.0.0.1:${port}/__refresh`, {method: 'POST'})
        .then(() => console.log(`Preview: ${file} changed, content refreshed`))
        .catch((error: Error) => console.warn(`Preview: refresh failed (${error.message})`))
    }, 300)
  })
}
