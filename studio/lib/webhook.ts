/**
 * The Sanity webhook that rebuilds the site when the coach publishes: a GROQ-powered webhook on the
 * published documents of every type the site reads, calling a Netlify build hook.
 * Fields follow Sanity's webhook settings (manage → API → Webhooks) and its shareable-link format.
 */
export type WebhookDefinition = {
  name: string
  description: string
  url: string
  dataset: string
  on: Array<'create' | 'update' | 'delete'>
  filter: string
  projection: string
  httpMethod: 'POST'
  apiVersion: string
  includeDrafts: false
  headers: Record<string, string>
}

export function webhookDefinition({
  buildHookUrl,
  dataset,
  documentTypes,
}: {
  buildHookUrl: string
  dataset: string
  documentTypes: string[]
}): WebhookDefinition {
  const types = [...new Set(documentTypes)].sort()
  return {
    name: 'Rebuild the site on publish',
    description:
      'Calls the Netlify build hook when a published document the site shows is created, changed or deleted.',
    // Netlify names the deploy after trigger_title; the body (id and type) reaches the build as INCOMING_HOOK_BODY.
    url: `${buildHookUrl}?trigger_title=${encodeURIComponent('Published in Sanity Studio')}`,
    dataset,
    on: ['create', 'update', 'delete'],
    // Drafts are excluded twice: includeDrafts is off and the filter skips draft ids.
    filter: `_type in ${JSON.stringify(types)} && !(_id in path("drafts.**"))`,
    projection: '{_id, _type}',
    httpMethod: 'POST',
    apiVersion: 'v2025-02-19',
    includeDrafts: false,
    headers: {},
  }
}

/** Sanity's "share webhook" link: opening it while logged in pre-fills the webhook form of a project. */
export function webhookShareUrl(definition: WebhookDefinition): string {
  const params = new URLSearchParams()
  params.set('name', definition.name)
  params.set('description', definition.description)
  params.set('url', definition.url)
  for (const event of definition.on) params.append('on', event)
  params.set('filter', definition.filter)
  params.set('projection', definition.projection)
  params.set('httpMethod', definition.httpMethod)
  params.set('apiVersion', definition.apiVersion)
  params.set('includeDrafts', '')
  params.set('headers', JSON.stringify(definition.headers))
  return `https://www.sanity.io/manage/webhooks/share?${params.toString()}`
}
