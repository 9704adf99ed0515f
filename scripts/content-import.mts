// `npm run content:import`: loads the embedded dataset into a real Sanity dataset with Sanity's own importer.
import {execFileSync} from 'node:child_process'
import {cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

const projectId = process.env.SANITY_PROJECT_ID ?? process.env.SANITY_STUDIO_PROJECT_ID
const token = process.env.SANITY_WRITE_TOKEN
const dataset = process.env.SANITY_DATASET ?? 'production'
if (!projectId || !token) {
  console.error('Set SANITY_PROJECT_ID and SANITY_WRITE_TOKEN (a token with Editor rights) to import the content.')
  process.exit(1)
}

// The importer takes one NDJSON file: join the per-type files of content/. The original four coupons are demo
// content only (DECISIONS 41): a real dataset starts with none, the coach creates her own in the Studio.
const DEMO_ONLY_FILES = new Set(['coupons.ndjson'])
const files = readdirSync('content')
  .filter((file) => file.endsWith('.ndjson') && !DEMO_ONLY_FILES.has(file))
  .sort()
const joined = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'dataset.ndjson')
writeFileSync(joined, files.map((file) => readFileSync(path.join('content', file), 'utf8').trim()).join('\n') + '\n')
// Images are referenced as "image@file://./images/…", relative to the NDJSON file: copy them beside it.
cpSync('content/images', path.join(path.dirname(joined), 'images'), {recursive: true})

execFileSync(
  path.resolve('node_modules/.bin/sanity'),
  ['dataset', 'import', joined, '--dataset', dataset, '--project-id', projectId, '--replace'],
  {cwd: 'studio', stdio: 'inherit', env: {...process.env, SANITY_IMPORT_TOKEN: token}},
)
