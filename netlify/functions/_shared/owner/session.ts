import {createHmac, randomBytes} from 'node:crypto'
import {z} from 'zod'
import {
  OWNER_SESSION_HOURS,
  OWNER_SIGN_IN_LINK_MINUTES,
  OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES,
} from '../../../../src/config/owner'
import {readRecord, store, STORES} from '../blobs'
import {createOnce, updateJSON} from '../conditional-update'
import {normalizeEmail} from '../email'
import {DEPLOY_CONTEXTS, issuingContext, requireEnv, type IssuingContext} from '../env'
import {contextKey} from '../keys'
import {sendMail} from '../mail'
import {signInLinkMail} from '../mail-templates/sign-in-link'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * The coach's sign-in (DECISIONS 29): a single-use link mailed to COACH_EMAIL starts a server-side
 * session. Only hashes of the link token and the session id are stored, so reading the store
 * never yields a working secret; deleting a session record ends that session at once.
 *
 * See docs/threat-model.md. Links and sessions belong to the deploy context that issued them. Their store keys are keyed hashes
 * under that context's own key (keys.ts) and each record names its context (`aud`): a session or link made by a
 * deploy preview, a branch deploy or `netlify dev` is unknown to production, and the other way round.
 */
// `aud` is missing on links and sessions stored before each context had its own: they read, and match no context.
const audSchema = z.enum(DEPLOY_CONTEXTS).or(z.string()).optional()
const signInSchema = z.object({expiresAt: z.string(), usedAt: z.string().nullable(), aud: audSchema})
type SignInRecord = z.infer<typeof signInSchema>
const sessionSchema = z.object({createdAt: z.string(), expiresAt: z.string(), aud: audSchema})
type SessionRecord = z.infer<typeof sessionSchema>
/** When a sign-in link was last mailed (one per OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES per address). */
const mailedSchema = z.object({lastMailedAt: z.string()})

const hash = (secret: string, context: IssuingContext) =>
  createHmac('sha256', contextKey('owner-session', {context})).update(secret).digest('hex')
const newSecret = () => randomBytes(32).toString('base64url')
const signInKey = (token: string, context: IssuingContext) => `sign-in/${hash(token, context)}`
const SESSION_PREFIX = 'session/'
const sessionKey = (id: string, context: IssuingContext) => `${SESSION_PREFIX}${hash(id, context)}`
const mailedKey = (email: string, context: IssuingContext) => `sign-in-mailed/${hash(normalizeEmail(email), context)}`
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const isCoachEmail = (email: string) => normalizeEmail(email) === normalizeEmail(requireEnv('COACH_EMAIL'))

/**
 * Mails a sign-in link when the address is the coach's and no link went to it in the last
 * OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES (a conditional write, so racing requests mail once); any other address,
 * or a repeat within the interval, gets nothing (the caller's answer is the same).
 */
export async function requestSignIn(email: string, now: Date, context = issuingContext()): Promise<boolean> {
  if (!isCoachEmail(email)) return false
  const owner = store(STORES.owner)
  const interval = milliseconds({minutes: OWNER_SIGN_IN_MAIL_INTERVAL_MINUTES})
  const due = await updateJSON(owner, mailedKey(email, context), mailedSchema, (record) =>
    record && now.getTime() - Date.parse(record.lastMailedAt) < interval
      ? {result: false}
      : {next: {lastMailedAt: now.toISOString()}, result: true},
  )
  if (!due) return false
  const token = newSecret()
  const record: SignInRecord = {
    expiresAt: new Date(now.getTime() + milliseconds({minutes: OWNER_SIGN_IN_LINK_MINUTES})).toISOString(),
    usedAt: null,
    aud: context,
  }
  await createOnce(owner, signInKey(token, context), record)
  await sendMail({transactional: true, to: requireEnv('COACH_EMAIL'), ...signInLinkMail({token})})
  return true
}

/**
 * Redeems a sign-in link: valid, unused and unexpired, it is marked used (a conditional write, so two
 * racing requests cannot both win) and a new session id is returned; otherwise null.
 */
export async function redeemSignIn(
  token: string,
  now: Date,
  context = issuingContext(),
): Promise<{sessionId: string; expiresAt: Date} | null> {
  if (!SECRET_PATTERN.test(token)) return null
  const owner = store(STORES.owner)
  const key = signInKey(token, context)
  // The one conditional-update helper: exactly one racing request marks it used; no ETag, no redemption.
  const redeemed = await updateJSON(owner, key, signInSchema, (record) =>
    !record || record.aud !== context || record.usedAt || new Date(record.expiresAt) <= now
      ? {result: false}
      : {next: {...record, usedAt: now.toISOString()}, result: true},
  )
  if (!redeemed) return null
  const sessionId = newSecret()
  const expiresAt = new Date(now.getTime() + milliseconds({hours: OWNER_SESSION_HOURS}))
  const session: SessionRecord = {createdAt: now.toISOString(), expiresAt: expiresAt.toISOString(), aud: context}
  await createOnce(owner, sessionKey(sessionId, context), session)
  return {sessionId, expiresAt}
}

/** True for a session id this deploy context issued, has not revoked and has not expired. */
export async function isValidSession(
  sessionId: string | null,
  now: Date,
  context = issuingContext(),
): Promise<boolean> {
  if (!sessionId || !SECRET_PATTERN.test(sessionId)) return false
  const key = sessionKey(sessionId, context)
  const session = await readRecord(store(STORES.owner), key, sessionSchema)
  return session !== null && session.aud === context && new Date(session.expiresAt) > now
}

/** Signs one session out (its cookie stops working everywhere at once). */
export const revokeSession = (sessionId: string, context = issuingContext()) =>
  store(STORES.owner).delete(sessionKey(sessionId, context))

/** Signs out every session (e.g. after a lost laptop). */
export async function revokeAllSessions(): Promise<number> {
  const owner = store(STORES.owner)
  const {blobs} = await owner.list({prefix: SESSION_PREFIX})
  await Promise.all(blobs.map((blob) => owner.delete(blob.key)))
  return blobs.length
}
