import type {DeployPlaces} from '../../config/settings'
import {isLocalUrl, sanityIdProblem} from './value-checks'

type Env = Readonly<Record<string, string | undefined>>

const NETLIFY = 'https://app.netlify.com'
const SITE_NAME = /^[a-z0-9-]+$/

/**
 * Where this deploy's own pages are. Netlify gives every function its site's name and main address as SITE_NAME and
 * URL (docs/coach-guide.md, "The steps, in order"); a local run has neither, so its steps say the general way there.
 * The Sanity project is the one SANITY_PROJECT_ID names. Names and public addresses only: nothing here is secret.
 */
export function deployPlaces(env: Env): DeployPlaces {
  const siteName = env.SITE_NAME?.trim() ?? ''
  const id = env.SANITY_PROJECT_ID?.trim() ?? ''
  const projectId = id && !sanityIdProblem(id) ? id : null
  const netlify = SITE_NAME.test(siteName) ? (page: string) => `${NETLIFY}/projects/${siteName}/${page}` : null
  return {
    netlifyEnv: netlify?.('configuration/env') ?? `${NETLIFY} → your site → Site configuration → Environment variables`,
    netlifyDomains: netlify?.('domain-management') ?? `${NETLIFY} → your site → Domain management`,
    netlifyBuildHooks:
      netlify?.('configuration/deploys#build-hooks') ??
      `${NETLIFY} → your site → Site configuration → Build & deploy → Build hooks`,
    netlifyDeploys: netlify?.('deploys') ?? `${NETLIFY} → your site → Deploys`,
    sanityApi: projectId
      ? `https://www.sanity.io/manage/project/${projectId}/api`
      : 'https://www.sanity.io/manage → your project → API',
    siteAddress: siteAddress(env.URL),
    sanityProject: sanityProject(projectId, env.SANITY_DATASET?.trim() || 'production'),
  }
}

/** Sanity's dataset names: the only characters that reach the command she copies. */
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/

const sanityProject = (id: string | null, dataset: string) => (id && DATASET.test(dataset) ? {id, dataset} : null)

/** Netlify's URL without a trailing slash, when it is a public https:// address (a local run's is not). */
function siteAddress(url: string | undefined): string | null {
  const value = url?.trim().replace(/\/+$/, '') ?? ''
  return /^https:\/\/[^\s/]+$/.test(value) && !isLocalUrl(value) ? value : null
}
