import {createHash, randomBytes} from 'node:crypto'
import {OWNER_ROUTES, OWNER_SESSION_HOURS, OWNER_SIGN_IN_LINK_MINUTES} from '../../../../src/config/owner'
import {store, STORES} from '../blobs'
import {updateJSON} from '../conditional-update'
import {normalizeEmail} from '../email'
import {requireEnv} from '../env'
import {sendMail} from '../mail'
import {milliseconds} from 'date-fns'

/**
 * The coach's sign-in (DECISIONS 29): a single-use link mailed to COACH_EMAIL starts a server-side
 * session. Only hashes of the link token and the session id are stored, so reading the store
 * never yields a working secret; deleting a session record ends that session at once.
 */
type SignInRecord = {expiresAt: string; usedAt: string | null}
type SessionRecord = {createdAt: string; expiresAt: string}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex')
const newSecret = () => randomBytes(32).toString('base64url')
const signInKey = (token: string) => `sign-in/${hash(token)}`
const SESSION_PREFIX = 'session/'
const sessionKey = (id: string) => `${SESSION_PREFIX}${hash(id)}`
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const isCoachEmail = (email: string) => normalizeEmail(email) === normalizeEmail(requireEnv('COACH_EMAIL'))

export const signInLink = (token: string) =>
  `${requireEnv('SITE_URL').replace(/\/$/, '')}${OWNER_ROUTES.signIn}?token=${token}`

/** Mails a sign-in link when the address is the coach's; any other address gets nothing (same answer to the caller). */
export async function requestSignIn(email: string, now: Date): Promise<boolean> {
  if (!isCoachEmail(email)) return false
  const token = newSecret()
  const record: SignInRecord = {
    expiresAt: new Date(now.getTime() + OWNER_SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
    usedAt: null,
  }
  await store(STORES.owner).setJSON(signInKey(token), record)
  await sendMail({
    transactional: true,
    to: requireEnv('COACH_EMAIL'),
    subject: 'Your sign-in link to the back office',
    text: [
      'Here is your link to the Menopause Mastery Toolkit back office:',
      '',
      signInLink(token),
      '',
      `It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nobody can sign in without it.`,
    ].join('\n'),
  })
  return true
}

/**
 * Redeems a sign-in link: valid, unused and unexpired, it is marked used (a conditional write, so two
 * racing requests cannot both win) and a new session id is returned; otherwise null.
 */
export async function redeemSignIn(token: string, now: Date): Promise<{sessionId: string; expiresAt: Date} | null> {
  if (!SECRET_PATTERN.test(token)) return null
  const owner = store(STORES.owner)
  const key = signInKey(token)
  // The one conditional-update helper: exactly one racing request marks it used; no ETag, no redemption.
  const redeemed = await updateJSON<SignInRecord, boolean>(owner, key, (record) =>
    !record || record.usedAt || new Date(record.expiresAt) <= now
      ? {result: false}
      : {next: {...record, usedAt: now.toISOString()}, result: true},
  )
  if (!redeemed) return null
  const sessionId = newSecret()
  const expiresAt = new Date(now.getTime() + milliseconds({hours: OWNER_SESSION_HOURS}))
  const session: SessionRecord = {createdAt: now.toISOString(), expiresAt: expiresAt.toISOString()}
  await owner.setJSON(sessionKey(sessionId), session)
  return {sessionId, expiresAt}
}

/** True for a session id the server issued, has not revoked and has not expired. */
export async function isValidSession(sessionId: string | null, now: Date): Promise<boolean> {
  if (!sessionId || !SECRET_PATTERN.test(sessionId)) return false
  const session = (await store(STORES.owner).get(sessionKey(sessionId), {type: 'json'})) as SessionRecord | null
  return session !== null && new Date(session.expiresAt) > now
}

/** Signs one session out (its cookie stops working everywhere at once). */
export const revokeSession = (sessionId: string) => store(STORES.owner).delete(sessionKey(sessionId))

/** Signs out every session (e.g. after a lost laptop). */
export async function revokeAllSessions(): Promise<number> {
  const owner = store(STORES.owner)
  const {blobs} = await owner.list({prefix: SESSION_PREFIX})
  await Promise.all(blobs.map((blob) => owner.delete(blob.key)))
  return blobs.length
}
