/**
 * DECISIONS 27: demo mode never reaches production. Netlify sets CONTEXT at build time; a build for the
 * production context turns the site's demo constant (GATSBY_DEMO_MODE: /test-checkout, demo access)
 * off, whatever the environment says. Called first thing in gatsby-config.ts, before Gatsby reads it.
 */
export function enforceNoDemoBuildInProduction(env: Record<string, string | undefined>): boolean {
  if (env.CONTEXT !== 'production' || env.GATSBY_DEMO_MODE !== 'true') return false
  console.warn('GATSBY_DEMO_MODE=true is ignored: this is a production-context build, demo mode stays off.')
  env.GATSBY_DEMO_MODE = 'false'
  return true
}
