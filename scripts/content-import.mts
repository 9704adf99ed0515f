// `npm run content:import`: loads the embedded dataset's starter content into a real Sanity dataset, replacing the
// documents of the same ids (build-time/content-import/import-content.ts). The build does the same once by itself,
// keeping what is there, when SANITY_WRITE_TOKEN is set on Netlify (scripts/content-import-on-build.mts).
import {createClient} from '@sanity/client'
import {importContent} from '../build-time/content-import/import-content'
import {SANITY_API_VERSION} from '../netlify/functions/_shared/sanity-query'

const projectId = process.env.SANITY_PROJECT_ID ?? process.env.SANITY_STUDIO_PROJECT_ID
const token = process.env.SANITY_WRITE_TOKEN
const dataset = process.env.SANITY_DATASET ?? 'production'
if (!projectId || !token) {
  console.error('Set SANITY_PROJECT_ID and SANITY_WRITE_TOKEN (a token with Editor rights) to import the content.')
  process.exit(1)
}

const client = createClient({projectId, dataset, token, apiVersion: SANITY_API_VERSION, useCdn: false})
const count = await importContent(client, 'content', 'replace')
console.log(`Imported ${count.documents} documents and ${count.images} images into ${projectId}/${dataset}.`)
