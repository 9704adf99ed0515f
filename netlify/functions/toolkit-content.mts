import {readFile} from 'node:fs/promises'
import path from 'node:path'
import type {Config, Context} from '@netlify/functions'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {API} from '../../src/lib/api-contract'
import {json, refuseRequest, withErrors} from './_shared/http'
import {requireAccess} from './_shared/require-access'

let cached: unknown = null

/** Premium content (DECISIONS 16) for holders of a valid access token; bundled via netlify.toml included_files. */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.toolkitContent)
  if (refused) return refused
  const access = await requireAccess(req, context)
  if (access.response) return access.response
  cached ??= JSON.parse(await readFile(path.resolve(PREMIUM_CONTENT_FILE), 'utf8'))
  return json(200, cached, {'Cache-Control': 'private, no-store'})
})

export const config: Config = {path: '/api/toolkit-content', method: 'GET'}
