/**
 * DECISIONS 27, docs/threat-model.md: demo mode never reaches a Netlify deploy. Netlify sets CONTEXT at build time; a build
 * for any of its deploy contexts (production, deploy previews, branch deploys) turns the site's demo constant
 * (GATSBY_DEMO_MODE: /test-checkout, demo access) off, whatever the environment says: the demo paths exist under
 * `netlify dev` only. Called first thing in gatsby-config.ts, before Gatsby reads it.
 */
const NETLIFY_DEPLOY_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy']

export function enforceNoDemoBuildInProduction(env: Record<string, string | undefined>): boolean {
  if (!NETLIFY_DEPLOY_CONTEXTS.includes(env.CONTEXT ?? '') || env.GATSBY_DEMO_MODE !== 'true') return false
  console.warn(`GATSBY_DEMO_MODE=true is ignored: this is a ${env.CONTEXT} build on Netlify, demo mode stays off.`)
  env.GATSBY_DEMO_MODE = 'false'
  return true
}
