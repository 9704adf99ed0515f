// `npm run webhook:print`: prints the Sanity webhook that rebuilds the site on publish, for the coach's project.
// Needs the Netlify build hook URL (Site configuration → Build & deploy → Build hooks) in NETLIFY_BUILD_HOOK_URL.
import {schemaTypes} from '../studio/schemaTypes/index.ts'
import {webhookDefinition, webhookShareUrl} from '../studio/lib/webhook.ts'

const buildHookUrl = process.env.NETLIFY_BUILD_HOOK_URL
const projectId = process.env.SANITY_PROJECT_ID ?? process.env.SANITY_STUDIO_PROJECT_ID
if (!buildHookUrl || !/^https:\/\/api\.netlify\.com\/build_hooks\/\w+$/.test(buildHookUrl)) {
  console.error("Set NETLIFY_BUILD_HOOK_URL to the site's build hook (https://api.netlify.com/build_hooks/…).")
  process.exit(1)
}

const definition = webhookDefinition({
  buildHookUrl,
  dataset: process.env.SANITY_DATASET ?? 'production',
  documentTypes: schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
})

console.log(JSON.stringify(definition, null, 2))
console.log(`
Create it in one click (log in to sanity.io first, then pick the project${projectId ? ` ${projectId}` : ''}):
${webhookShareUrl(definition)}

Or by hand: https://www.sanity.io/manage${projectId ? `/project/${projectId}` : ''} → API → Webhooks → Create webhook,
and copy the fields above (trigger on: ${definition.on.join(', ')}; drafts: off).`)
