import {readFile} from 'node:fs/promises'
import path from 'node:path'
import type {Config, Context} from '@netlify/functions'
import {OWNER_PREMIUM_CONTENT_PATH, PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {API} from '../../src/lib/api-contract'
import {json, refuseRequest, withErrors} from './_shared/http'
import {requireOwner} from './_shared/owner/guard'
import {requireAccess} from './_shared/require-access'

let cached: unknown = null

/**
 * The caller's right to premium content: on the owner path a signed-in owner session
 * (her cookie), so the owner view shows the full guides (DECISIONS 30); anywhere else a valid
 * purchaser, reviewer or demo access token.
 */
async function refusal(req: Request, context: Context): Promise<Response | undefined> {
  if (new URL(req.url).pathname === OWNER_PREMIUM_CONTENT_PATH) return (await requireOwner(req)).response
  return (await requireAccess(req, context)).response
}

/** Premium content (DECISIONS 16) for holders of a valid access token and the owner; bundled via netlify.toml included_files. */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.toolkitContent, () => refusal(req, context))
  if (refused) return refused
  cached ??= JSON.parse(await readFile(path.resolve(PREMIUM_CONTENT_FILE), 'utf8'))
  return json(200, cached, {'Cache-Control': 'private, no-store'})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: ['/api/toolkit-content', '/api/owner/toolkit-content'], method: 'GET'}
