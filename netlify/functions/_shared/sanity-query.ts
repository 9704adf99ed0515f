/**
 * One GROQ query against the site's Sanity project (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_READ_TOKEN for a
 * private dataset), over Sanity's HTTP API: the preflight reads the site settings with it, the Setup page whether
 * the content was imported.
 */
export const SANITY_API_VERSION = 'v2025-02-19'

/** `apiHost` replaces Sanity's own host for a local fake of its API (tests), used as it is. */
export type SanityTarget = {projectId: string; dataset: string; token?: string; apiHost?: string}

/** The project the site is built from, or null when it builds from the embedded content. */
export function sanityTarget(env: Readonly<Record<string, string | undefined>>): SanityTarget | null {
  if (!env.SANITY_PROJECT_ID) return null
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET || 'production',
    token: env.SANITY_READ_TOKEN || undefined,
    apiHost: env.SANITY_API_HOST || undefined,
  }
}

/** One GET of Sanity's HTTP API at `path` (after the host), with the read token when there is one. */
function sanityGet(target: SanityTarget, path: string, timeoutMs: number) {
  const host = target.apiHost ?? `https://${target.projectId}.api.sanity.io`
  return fetch(`${host}${path}`, {
    headers: target.token ? {authorization: `Bearer ${target.token}`} : {},
    signal: AbortSignal.timeout(timeoutMs),
  })
}

export async function sanityQuery<T>(target: SanityTarget, query: string, timeoutMs = 10_000): Promise<T> {
  const dataset = encodeURIComponent(target.dataset)
  const res = await sanityGet(
    target,
    `/${SANITY_API_VERSION}/data/query/${dataset}?query=${encodeURIComponent(query)}`,
    timeoutMs,
  )
  if (!res.ok) throw new Error(`Sanity answered HTTP ${res.status}`)
  return ((await res.json()) as {result: T}).result
}

/** Whether the project's GraphQL API (the one the site's build reads) is deployed: Sanity answers 404 until it is. */
export async function graphqlApiDeployed(target: SanityTarget, timeoutMs = 10_000): Promise<boolean> {
  const res = await sanityGet(target, `/v1/apis/graphql/${encodeURIComponent(target.dataset)}/default`, timeoutMs)
  if (res.status === 404) return false
  if (!res.ok) throw new Error(`Sanity answered HTTP ${res.status}`)
  return true
}
