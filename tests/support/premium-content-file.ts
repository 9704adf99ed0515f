import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'

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
