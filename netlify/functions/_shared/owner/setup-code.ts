import {MIN_SETUP_CODE_LENGTH, SETUP_CODE_HEADER} from '../../../../src/config/owner'
import {store, STORES} from '../blobs'
import {optionalEnv} from '../env'
import {sameText} from '../same-text'
import {createOnce} from '../conditional-update'

/**
 * The one-time way into Setup before mail works (docs/coach-guide.md): the SETUP_CODE she sets in Netlify, sent in
 * SETUP_CODE_HEADER, opens the Setup page (never a value, only what is set) until her first sign-in closes it for
 * good. Without the variable, or with one shorter than MIN_SETUP_CODE_LENGTH, no code opens anything.
 */
const CLOSED_KEY = 'setup-code/closed'

export async function setupCodeOpens(req: Request): Promise<boolean> {
  const code = optionalEnv('SETUP_CODE')?.trim()
  const given = req.headers.get(SETUP_CODE_HEADER)?.trim()
  if (!code || code.length < MIN_SETUP_CODE_LENGTH || !given || !sameText(code, given)) return false
  return (await store(STORES.owner).get(CLOSED_KEY)) === null
}

/** Her first sign-in through a mailed link: mail works, so Setup is behind her session from now on. */
export async function closeSetupCode(now: Date): Promise<void> {
  await createOnce(store(STORES.owner), CLOSED_KEY, {closedAt: now.toISOString()})
}
