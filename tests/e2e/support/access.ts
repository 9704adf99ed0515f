import type {Page} from '@playwright/test'
import {signAccessToken, type AccessRole} from '../../../netlify/functions/_shared/access-token'
import {STORAGE_KEYS} from '../../../src/lib/storage'
import {E2E_ENV} from './e2e-env'

/**
 * Puts a purchaser's (or reviewer's) state into the browser before the page loads, with a token signed
 * by the same secret the functions under test use — as the real purchase flow would leave it.
 */
export async function grantAccessInBrowser(page: Page, role: Exclude<AccessRole, 'demo'> = 'purchaser') {
  const token = await signAccessToken({role, purchaseId: role === 'purchaser' ? 'pi_e2e' : undefined}, E2E_ENV.ACCESS_TOKEN_SECRET)
  const entries: Record<string, string> =
    role === 'purchaser'
      ? {[STORAGE_KEYS.purchased]: 'true', [STORAGE_KEYS.accessToken]: token}
      : {[STORAGE_KEYS.reviewerAccess]: 'true', [STORAGE_KEYS.reviewerCode]: 'E2E-REVIEWER-1', [STORAGE_KEYS.accessToken]: token}
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
  }, entries)
}
