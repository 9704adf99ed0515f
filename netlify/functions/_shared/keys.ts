import {hkdfSync} from 'node:crypto'
import {issuingContext, requireEnv, type DeployContextHolder, type IssuingContext} from './env'

/**
 * A key per purpose and per deploy context (DECISIONS 49): every key the functions sign or hash with is
 * derived from ACCESS_TOKEN_SECRET with HKDF-SHA256, its `info` naming the purpose and the context. A token or
 * link signed for one purpose never verifies for another, and one issued by a deploy preview, a branch deploy or
 * `netlify dev` never verifies in production (nor the other way round). Each context has its own Blobs stores
 * (blobs.ts); production's ACCESS_TOKEN_SECRET is meant to be scoped to production only (docs/deploy-contexts.md), so
 * code running on a preview cannot derive production's keys at all.
 */
export type KeyPurpose =
  | 'access-token'
  | 'demo-access-token'
  | 'unsubscribe-link'
  | 'owner-session'
  | 'reminder-mail-confirm'
  | 'reminder-unsubscribe-link'
  | 'reminder-mail-not-me'
  | 'push-worker'
  | 'self-refund-identity'
  | 'reviewer-code'
  | 'refund-link'
  | 'tracker-record'
/**
 * Keys that are the same in every context: the suppression list is a lookup, and must hold everywhere, and its ids
 * are taken over the address ids (email.ts); the secret's mark (secret-marks.ts) is the same wherever the same
 * secret runs, which is what it is for.
 */
export type SiteWideKeyPurpose = 'suppression-list' | 'address-id' | 'secret-mark'

const SALT = 'menopause-mastery-toolkit/keys/v1'

const derive = (secret: string, info: string) => Buffer.from(hkdfSync('sha256', secret, SALT, info, 32))

/** The key of this purpose in this deploy context (the request's own, unless named). */
export function contextKey(
  purpose: KeyPurpose,
  {secret = requireEnv('ACCESS_TOKEN_SECRET'), context}: {secret?: string; context?: IssuingContext} = {},
  holder?: DeployContextHolder,
): Buffer {
  return derive(secret, `${purpose}|${context ?? issuingContext(holder)}`)
}

/** A key of this purpose that does not depend on the deploy context. */
export const siteWideKey = (purpose: SiteWideKeyPurpose, secret = requireEnv('ACCESS_TOKEN_SECRET')) =>
  derive(secret, `${purpose}|site-wide`)
