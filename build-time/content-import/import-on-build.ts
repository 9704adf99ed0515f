import {createClient} from '@sanity/client'
import {SANITY_API_VERSION} from '../../netlify/functions/_shared/sanity-query'
import {importContent} from './import-content'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The Content import step done by the build, before anything reads the content: with SANITY_PROJECT_ID and an Editor
 * token (SANITY_WRITE_TOKEN) set, and no site settings in the project yet, the starter content goes in once, each
 * document only where none of its id exists (her edits stay hers). One line says what happened, or null when there
 * is nothing to do (no project, or no token). Never a failure: an unreachable project is one line, and the preflight
 * that runs next reports the content it cannot read.
 */
export async function importOnBuild(env: Env, dir = 'content'): Promise<string | null> {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const token = env.SANITY_WRITE_TOKEN?.trim()
  if (!projectId || !token) return null
  const dataset = env.SANITY_DATASET?.trim() || 'production'
  const project = `Sanity project ${projectId} (dataset ${dataset})`
  const client = createClient({
    projectId,
    dataset,
    token,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: 'raw',
    // One retry, not the client's five: a project that cannot be reached is reported, and the next build tries again.
    maxRetries: 1,
    timeout: 30_000,
    ...(env.SANITY_API_HOST ? {apiHost: env.SANITY_API_HOST} : {}),
  })
  try {
    if ((await client.fetch<number>('count(*[_id == "siteSettings"])')) > 0)
      return `Content import: ${project} already holds the site settings; nothing imported. You can remove SANITY_WRITE_TOKEN.`
    const count = await importContent(client, dir, 'keep-existing')
    return `Content import: ${count.documents} documents and ${count.images} images of the starter content imported into ${project}; nothing that was there was changed.`
  } catch (error) {
    return `Content import: not done, ${project} answered ${oneLine(error)}. Check SANITY_PROJECT_ID, SANITY_DATASET and that SANITY_WRITE_TOKEN is an Editor token.`
  }
}

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]
