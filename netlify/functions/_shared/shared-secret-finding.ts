import {WHERE_TO_SET} from '../../../src/config/where-to-set'
import type {Env, Finding} from '../../../src/lib/settings/setting-findings'
import {contextsSharingSecret} from './secret-marks'

/**
 * On production (its Setup page, and the preflight of its build where the build can reach Blobs): ACCESS_TOKEN_SECRET
 * seen on a deploy preview or branch deploy too. Those refuse every request until each has its own value.
 */
export async function sharedSecretFinding(env: Env, context: string | null | undefined): Promise<Finding | null> {
  if (context !== 'production') return null
  const sharing = await contextsSharingSecret(env.ACCESS_TOKEN_SECRET)
  if (sharing.length === 0) return null
  const where = sharing.map((name) => (name === 'deploy-preview' ? 'Deploy Previews' : 'Branch deploys')).join(' and ')
  return {
    item: 'ACCESS_TOKEN_SECRET',
    problem: 'shared',
    message: `${where} run with the live site’s ACCESS_TOKEN_SECRET, so they refuse every request: in ${WHERE_TO_SET}, give ACCESS_TOKEN_SECRET a different value for ${where}, then redeploy them.`,
  }
}
