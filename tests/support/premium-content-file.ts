import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import toolkitContent from '../../netlify/functions/toolkit-content.mts'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {call} from './function-request'

/**
 * The premium content file toolkit-content serves is written by the build. For every test of the calling
 * file, an empty one stands in when no build wrote it, and is removed afterwards (a built one is left alone).
 */
export function usePremiumContentFile() {
  const wrote = !existsSync(PREMIUM_CONTENT_FILE)
  beforeAll(() => {
    if (!wrote) return
    mkdirSync(path.dirname(PREMIUM_CONTENT_FILE), {recursive: true})
    writeFileSync(PREMIUM_CONTENT_FILE, JSON.stringify({remedies: [], dailyStack: []}))
  })
  afterAll(() => {
    if (wrote) rmSync(PREMIUM_CONTENT_FILE)
  })
}

/** GET /api/toolkit-content as a browser holding `token` (none: no authorization) asks for it, on a deploy context. */
export const getPremiumContent = (token?: string, deployContext?: string) =>
  call(toolkitContent, '/api/toolkit-content', {
    method: 'GET',
    headers: token ? {authorization: `Bearer ${token}`} : {},
    deployContext,
  })
