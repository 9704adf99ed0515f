import {readFile} from 'node:fs/promises'
import path from 'node:path'
import type {Config, Context} from '@netlify/functions'
import {OWNER_PREMIUM_CONTENT_PATH, PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {API} from '../../src/lib/api-contract'
import {ACCESS_TOKEN_RENEWED_HEADER} from '../../src/lib/api-contract/access'
import type {PremiumContent} from '../../src/lib/content/premium'
import {isDueForRenewal, signAccessToken} from './_shared/access-token'
import {answer, refuseRequest, withErrors} from './_shared/http'
import {requireOwner} from './_shared/owner/guard'
import {requireAccess} from './_shared/require-access'

let cached: PremiumContent | null = null

/**
 * The caller's right to premium content: on the owner path a signed-in owner session (her cookie), so the owner
 * view shows the full guides (DECISIONS 30); anywhere else a valid purchaser, reviewer or demo access token. A
 * purchaser token due for renewal gets its successor in a header.
 */
async function access(req: Request, context: Context): Promise<{response?: Response; headers?: HeadersInit}> {
  if (new URL(req.url).pathname === OWNER_PREMIUM_CONTENT_PATH) return requireOwner(req)
  const checked = await requireAccess(req, context)
  if (checked.response || !isDueForRenewal(checked.claims)) return checked
  const {role, purchaseId} = checked.claims
  return {headers: {[ACCESS_TOKEN_RENEWED_HEADER]: await signAccessToken({role, purchaseId})}}
}

/** Premium content (DECISIONS 16) for holders of a valid access token and the owner; bundled via netlify.toml included_files. */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.toolkitContent)
  if (refused) return refused
  const {response, headers} = await access(req, context)
  if (response) return response
  const content: PremiumContent = (cached ??= JSON.parse(await readFile(path.resolve(PREMIUM_CONTENT_FILE), 'utf8')))
  return answer(API.toolkitContent, 'GET', 200, content, {'Cache-Control': 'private, no-store', ...headers})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: ['/api/toolkit-content', '/api/owner/toolkit-content'], method: 'GET'}
