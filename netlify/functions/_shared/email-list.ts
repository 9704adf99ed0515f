import {createHmac, timingSafeEqual} from 'node:crypto'
import {GUIDE_MAIL_INTERVAL_HOURS} from '../../../src/config/retention'
import {store, STORES} from './blobs'
import {updateJSON} from './conditional-update'
import {emailKey} from './email'
import {contextKey} from './keys'
import type {UnsubscribeLinks} from './mail'
import {unsubscribeLinksFor} from './site-links'
import {suppressHash} from './suppression'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * The email list: one record per address in `email-captures`, keyed by the address's hash.
 * `email` is null once retention has removed the address; the hash key stays so an unsubscribed address
 * is never mailed again.
 */
export type EmailCapture = {
  email: string | null
  /** The first form the address came from; `sources` lists every one. */
  source: string
  sources: string[]
  createdAt: string
  updatedAt: string
  /** When the free guide was last mailed (at most once a day). */
  guideSentAt?: string
  unsubscribedAt?: string
}

const captures = () => store(STORES.emailCaptures)

/** Every record of the list, newest first. */
export async function listEmailCaptures(): Promise<EmailCapture[]> {
  const {blobs} = await captures().list()
  const records = await Promise.all(
    blobs.map(({key}) => captures().get(key, {type: 'json'}) as Promise<EmailCapture | null>),
  )
  return (
    records
      .filter((record): record is EmailCapture => record !== null)
      // Records stored before `source` existed name their forms in `sources` only.
      .map((record) => ({...record, source: record.source ?? record.sources[0]}))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  )
}

const GUIDE_INTERVAL_MS = milliseconds({hours: GUIDE_MAIL_INTERVAL_HOURS})

/**
 * Records an address left on a form (one conditional write) and says whether the guide is due: asked for,
 * never unsubscribed, and not mailed in the last day. Claiming the send in the same write means two requests
 * at once mail it once. `previous` lets the caller undo the claim when the mail cannot be sent.
 */
export function recordCapture(email: string, source: string, wantsGuide: boolean, now: Date) {
  const at = now.toISOString()
  return updateJSON<EmailCapture, {sendGuide: boolean; previous: EmailCapture | null}>(
    captures(),
    emailKey(email),
    (current) => {
      const record: EmailCapture = current
        ? {
            ...current,
            email: current.unsubscribedAt ? current.email : email,
            sources: [...new Set([...current.sources, source])],
            updatedAt: at,
          }
        : {email, source, sources: [source], createdAt: at, updatedAt: at}
      const lastSent = current?.guideSentAt ? Date.parse(current.guideSentAt) : -Infinity
      const sendGuide = wantsGuide && !current?.unsubscribedAt && now.getTime() - lastSent >= GUIDE_INTERVAL_MS
      return {next: sendGuide ? {...record, guideSentAt: at} : record, result: {sendGuide, previous: current}}
    },
  )
}

/**
 * Undoes `recordCapture` after a failed send: nothing half-done is kept. The previous record is put back through
 * the conditional-update helper; a record that did not exist before is deleted only while it is still the one
 * this capture made (an unsubscribe that came in between is kept).
 */
export async function undoCapture(email: string, previous: EmailCapture | null) {
  const key = emailKey(email)
  const remove = await updateJSON<EmailCapture, boolean>(captures(), key, (current) => {
    if (!current) return {result: false}
    if (previous)
      return {next: {...previous, unsubscribedAt: current.unsubscribedAt ?? previous.unsubscribedAt}, result: false}
    return {result: !current.unsubscribedAt}
  })
  if (remove) await captures().delete(key)
}

/** A key only for unsubscribe links, and only for this deploy context's (keys.ts, docs/threat-model.md). */
const unsubscribeSigningKey = () => contextKey('unsubscribe-link')
const signature = (hash: string) => createHmac('sha256', unsubscribeSigningKey()).update(hash).digest('base64url')

/** `<address hash>.<signature>`: names the record without the address, and cannot be made up for another. */
export const unsubscribeToken = (email: string) => {
  const hash = emailKey(email)
  return `${hash}.${signature(hash)}`
}

/** The address hash a token names, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [hash, mac] = token.split('.')
  if (!/^[0-9a-f]{64}$/.test(hash ?? '') || !mac) return null
  const expected = Buffer.from(signature(hash))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? hash : null
}

export const unsubscribeLinks = (email: string): UnsubscribeLinks => unsubscribeLinksFor(unsubscribeToken(email))

/** Marks the address unsubscribed (once: a second call changes nothing). Null for an invalid token. */
export async function unsubscribe(token: string, now: Date): Promise<{alreadyUnsubscribed: boolean} | null> {
  const hash = verifyUnsubscribeToken(token)
  if (!hash) return null
  const at = now.toISOString()
  // The suppression list first: it outlives the record (retention), and a repeat adds nothing.
  await suppressHash(hash, now)
  return updateJSON<EmailCapture, {alreadyUnsubscribed: boolean}>(captures(), hash, (current) => {
    if (current?.unsubscribedAt) return {result: {alreadyUnsubscribed: true}}
    // A record retention already removed still gets a marker, so the address is not mailed again.
    const record = current ?? {email: null, source: 'unsubscribe', sources: [], createdAt: at, updatedAt: at}
    return {next: {...record, unsubscribedAt: at, updatedAt: at}, result: {alreadyUnsubscribed: false}}
  })
}
