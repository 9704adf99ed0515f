import {SETTINGS, SETUP_STEPS, type Setting, type SetupStepId} from '../../../../src/config/settings'
import type {SetupAnswer, SetupSetting, SetupStepStatus} from '../../../../src/lib/api-contract/owner-answers'
import {deployPlaces} from '../../../../src/lib/settings/deploy-places'
import {settingFinding, type Env, type Finding} from '../../../../src/lib/settings/setting-findings'
import {graphqlApiDeployed, sanityQuery, sanityTarget} from '../sanity-query'
import {sharedSecretFinding} from '../shared-secret-finding'

/**
 * The Setup page: each going-live step as done or not on this deploy, from the live configuration and
 * the same rules as the preflight (src/lib/settings/setting-findings.ts). Never a value: only whether it is set and
 * what is wrong with it (the messages quote only the published example values and local addresses).
 */

/** Settings the site reads on Netlify (the Studio's and local tools' own are set elsewhere). */
const onTheSite = (setting: Setting) => setting.readBy !== 'studio' && setting.readBy !== 'local tools'

function settingStatus(setting: Setting, env: Env, shared: Finding | null): SetupSetting {
  const finding = settingFinding(setting, env) ?? (shared?.item === setting.name ? shared : null)
  const state = finding ? finding.problem : env[setting.name]?.trim() ? 'set' : 'not-set'
  return {
    name: setting.name,
    purpose: setting.purpose,
    required: setting.required,
    state,
    message: finding?.message ?? null,
  }
}

/** Whether the content is in the Sanity project: its site settings document exists there. */
async function contentImported(env: Env): Promise<{done: boolean; note: string}> {
  const target = sanityTarget(env)
  if (!target) return {done: false, note: 'No Sanity project is set: the site shows the embedded demo content.'}
  try {
    const count = await sanityQuery<number>(target, 'count(*[_id == "siteSettings"])')
    // The Editor token only serves the build's one import: once the content is in, it need not stay on the site.
    const tokenLeft = env.SANITY_WRITE_TOKEN?.trim()
      ? ' The content is in: remove SANITY_WRITE_TOKEN from Netlify.'
      : ''
    return count > 0
      ? {done: true, note: `Sanity project ${target.projectId} holds the site settings.${tokenLeft}`}
      : {done: false, note: `Sanity project ${target.projectId} has no site settings yet.`}
  } catch (error) {
    return {
      done: false,
      note: `Could not read Sanity project ${target.projectId} (${(error as Error).message}): check SANITY_PROJECT_ID, SANITY_DATASET and SANITY_READ_TOKEN.`,
    }
  }
}

/** Whether the GraphQL API the build reads is deployed (the Studio step's command does both). */
async function studioDeployed(env: Env): Promise<{done: boolean; note: string | null}> {
  const target = sanityTarget(env)
  if (!target) return {done: false, note: null}
  try {
    return (await graphqlApiDeployed(target))
      ? {done: true, note: `Sanity project ${target.projectId} has its GraphQL API.`}
      : {done: false, note: `Sanity project ${target.projectId} has no GraphQL API yet: the site’s build needs it.`}
  } catch (error) {
    return {done: false, note: `Could not read Sanity project ${target.projectId} (${(error as Error).message}).`}
  }
}

export async function setupStatus(env: Env, context: string | null): Promise<SetupAnswer> {
  const [content, studio, shared] = await Promise.all([
    contentImported(env),
    studioDeployed(env),
    sharedSecretFinding(env, context),
  ])
  const places = deployPlaces(env)
  const steps: SetupStepStatus[] = SETUP_STEPS.filter((step) => step.id !== 'local').map((step) => {
    const settings = SETTINGS.filter((setting) => setting.step === step.id && onTheSite(setting)).map((setting) =>
      settingStatus(setting, env, shared),
    )
    const settingsDone = settings.every((setting) => !setting.message)
    // Two steps are done in Sanity, not in Netlify's settings: they are asked of the project itself.
    const checked: Partial<Record<SetupStepId, {done: boolean; note: string | null}>> = {content, studio}
    return {
      id: step.id,
      title: step.title,
      done: checked[step.id]?.done ?? settingsDone,
      action: step.action(places),
      values: step.values?.(places) ?? [],
      settings,
      note: checked[step.id]?.note ?? null,
    }
  })
  return {context: context ?? 'local', steps}
}
