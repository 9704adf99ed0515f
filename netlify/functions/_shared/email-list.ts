import {createHmac, timingSafeEqual} from 'node:crypto'
import {z} from 'zod'
import {GUIDE_MAIL_INTERVAL_HOURS} from '../../../src/config/retention'
import type {ListEntry} from '../../../src/lib/api-contract/owner-answers'
import {PURCHASE_SOURCE} from '../../../src/lib/owner/email-list'
import {readRecord, store, STORES} from './blobs'
import {updateJSON} from './conditional-update'
import {emailKey, normalizeEmail} from './email'
import {isProductionContext} from './env'
import {contextKey} from './keys'
import type {UnsubscribeLinks} from './mail'
import type {Order} from './order-record'
import {isIndexKey, pagedIndex, type Totals} from './paged-index'
import {pool} from './pool'
import {unsubscribeLinksFor} from './site-links'
import {isSuppressed, suppressHash} from './suppression'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * The email list: one record per address in `email-captures`, keyed by the address's hash.
 * `email` is null once retention has removed the address; the hash key stays so an unsubscribed address
 * is never mailed again.
 */
const emailCaptureShape = z.object({
  email: z.string().nullable(),
  /**
   * The first form the address came from; `sources` lists every one. Records stored before `source` existed name
   * their forms in `sources` only, and older ones the reverse (`sourcesOf` reads both).
   */
  source: z.string().optional(),
  sources: z.array(z.string()).optional(),
  createdAt: z.string(),
  /**
   * Missing on records older versions stored (tests/functions/owner/data.test.ts keeps one): retention then counts
   * from `createdAt`.
   */
  updatedAt: z.string().optional(),
  /** When the free guide was last mailed (at most once a day). */
  guideSentAt: z.string().optional(),
  unsubscribedAt: z.string().optional(),
})
export type EmailCapture = z.infer<typeof emailCaptureShape>
/** Loose on read: a capture is written back whole, so a field this schema does not name is kept. */
export const emailCaptureSchema = emailCaptureShape.loose()

/** Every form a capture came from, whichever of `source` and `sources` its version stored. */
const sourcesOf = (record: EmailCapture) => record.sources ?? (record.source ? [record.source] : [])

const captures = () => store(STORES.emailCaptures)

/**
 * One address on the coach's list as the index keeps it (keyed like its capture, by the address's hash): what its
 * form capture says, and whether she ticked the marketing opt-in at checkout. The list shows the two merged
 * (mergeEmailList's rules: sources together, the earliest first-seen, the capture's unsubscribe).
 */
const listedAddressSchema = z.object({
  capture: z
    .object({
      email: z.string(),
      sources: z.array(z.string()),
      createdAt: z.string(),
      unsubscribedAt: z.string().nullable(),
    })
    .optional(),
  /**
   * `suppressedAt`: the address was on the suppression list when the purchase was listed. `testMode`: paid with test
   * money, never shown on production (DECISIONS 49: a deploy preview wrote into the stores it once shared with it).
   */
  purchase: z
    .object({
      email: z.string(),
      firstSeen: z.string(),
      suppressedAt: z.string().nullable(),
      testMode: z.literal(true).optional(),
    })
    .optional(),
})
export type ListedAddress = z.infer<typeof listedAddressSchema>

/** The list's entry of an address; null when nothing about it may be shown (its address was removed). */
export function listEntryOf(listed: ListedAddress): ListEntry | null {
  const {capture} = listed
  const purchase = listed.purchase?.testMode && isProductionContext() ? undefined : listed.purchase
  const email = capture?.email ?? purchase?.email
  if (!email) return null
  const seen = [capture?.createdAt, purchase?.firstSeen].filter((at): at is string => Boolean(at)).sort()
  return {
    email: email.trim().toLowerCase(),
    sources: [...new Set([...(capture?.sources ?? []), ...(purchase ? [PURCHASE_SOURCE] : [])])],
    firstSeen: seen[0],
    unsubscribedAt: capture?.unsubscribedAt ?? purchase?.suppressedAt ?? null,
  }
}

/** What the list shows of a capture record: nothing once retention removed its address. */
const capturePart = (record: EmailCapture | null): ListedAddress['capture'] =>
  record?.email && record.email.includes('@')
    ? {
        email: record.email,
        sources: sourcesOf(record),
        createdAt: record.createdAt,
        unsubscribedAt: record.unsubscribedAt ?? null,
      }
    : undefined

/** What the list keeps of a buyer who ticked the opt-in (an address already suppressed is listed unsubscribed). */
async function purchasePart(order: Order): Promise<ListedAddress['purchase']> {
  const firstSeen = order.paidAt ?? order.createdAt
  return {
    email: normalizeEmail(order.email!),
    firstSeen,
    suppressedAt: (await isSuppressed(order.email!)) ? firstSeen : null,
    ...(order.testMode ? {testMode: true as const} : {}),
  }
}

/** An order whose buyer is on the list: she ticked the opt-in; never a demo sale, on production never test money. */
const purchaseListed = (order: Order) =>
  Boolean(order.email && order.marketingConsent && !order.demo && !(isProductionContext() && order.testMode))

const withPart = (listed: ListedAddress | null, part: Partial<ListedAddress>): ListedAddress | null => {
  const next = {...listed, ...part}
  if (!next.capture) delete next.capture
  if (!next.purchase) delete next.purchase
  return next.capture || next.purchase ? next : null
}

/** The coach's list, newest first, with running counts of addresses, subscribed and unsubscribed (paged-index.ts). */
export const emailListIndex = pagedIndex<ListedAddress>({
  store: STORES.emailCaptures,
  name: 'email-list',
  entry: listedAddressSchema,
  joinedAt: (listed) => listEntryOf(listed)?.firstSeen ?? listed.capture?.createdAt ?? '',
  tally: (listed): Totals => {
    const entry = listEntryOf(listed)
    if (!entry) return {}
    return {addresses: 1, subscribed: entry.unsubscribedAt ? 0 : 1, unsubscribed: entry.unsubscribedAt ? 1 : 0}
  },
  isRecordKey: (key) => !isIndexKey(key),
  hasOtherSources: async () => (await import('./orders')).hasOrders(),
  // The captures, then the purchasers: the merge the list showed before it was kept on write.
  async scan() {
    const listed = new Map<string, ListedAddress>()
    const keys = (await captures().list()).blobs.map((blob) => blob.key).filter((key) => !isIndexKey(key))
    await pool(keys, 16, async (key) => {
      const capture = capturePart(await readRecord(captures(), key, emailCaptureSchema))
      if (capture) listed.set(key, {capture})
    })
    // Imported here, not at the top: orders.ts lists its purchasers through this module.
    const {listOrders} = await import('./orders')
    for (const order of (await listOrders()).filter(purchaseListed).reverse()) {
      const key = emailKey(order.email!)
      if (listed.get(key)?.purchase) continue
      listed.set(key, withPart(listed.get(key) ?? null, {purchase: await purchasePart(order)})!)
    }
    return listed
  },
})

/**
 * Brings an address's list entry in line with its capture record (after any write to the record). A caller that
 * knows what it wrote passes it (`null`: deleted), so the record is not read again (retention reads each once).
 */
export async function reindexCapture(key: string, written?: EmailCapture | null) {
  const record = written === undefined ? await readRecord(captures(), key, emailCaptureSchema) : written
  const capture = capturePart(record)
  await emailListIndex.upsert(key, (listed) => withPart(listed, {capture}))
}

/**
 * Lists the buyer of an order who ticked the marketing opt-in (recording the order, or her opt-in afterwards).
 * An address already on the suppression list is listed unsubscribed.
 */
export async function listPurchaser(order: Order) {
  if (!purchaseListed(order)) return
  const purchase = await purchasePart(order)
  await emailListIndex.upsert(emailKey(order.email!), (listed) =>
    listed?.purchase ? listed : withPart(listed, {purchase}),
  )
}

const GUIDE_INTERVAL_MS = milliseconds({hours: GUIDE_MAIL_INTERVAL_HOURS})

/**
 * Records an address left on a form (one conditional write) and says whether the guide is due: asked for,
 * never unsubscribed, and not mailed in the last day. Claiming the send in the same write means two requests
 * at once mail it once. `previous` lets the caller undo the claim when the mail cannot be sent.
 */
export async function recordCapture(email: string, source: string, wantsGuide: boolean, now: Date) {
  const at = now.toISOString()
  const recorded = await updateJSON<EmailCapture, {sendGuide: boolean; previous: EmailCapture | null}>(
    captures(),
    emailKey(email),
    emailCaptureSchema,
    (current) => {
      const record: EmailCapture = current
        ? {
            ...current,
            email: current.unsubscribedAt ? current.email : email,
            sources: [...new Set([...sourcesOf(current), source])],
            updatedAt: at,
          }
        : {email, source, sources: [source], createdAt: at, updatedAt: at}
      const lastSent = current?.guideSentAt ? Date.parse(current.guideSentAt) : -Infinity
      const sendGuide = wantsGuide && !current?.unsubscribedAt && now.getTime() - lastSent >= GUIDE_INTERVAL_MS
      return {next: sendGuide ? {...record, guideSentAt: at} : record, result: {sendGuide, previous: current}}
    },
  )
  await reindexCapture(emailKey(email))
  return recorded
}

/**
 * Undoes `recordCapture` after a failed send: nothing half-done is kept. The previous record is put back through
 * the conditional-update helper; a record that did not exist before is deleted only while it is still the one
 * this capture made (an unsubscribe that came in between is kept).
 */
export async function undoCapture(email: string, previous: EmailCapture | null) {
  const key = emailKey(email)
  const remove = await updateJSON<EmailCapture, boolean>(captures(), key, emailCaptureSchema, (current) => {
    if (!current) return {result: false}
    if (previous)
      return {next: {...previous, unsubscribedAt: current.unsubscribedAt ?? previous.unsubscribedAt}, result: false}
    return {result: !current.unsubscribedAt}
  })
  if (remove) await captures().delete(key)
  await reindexCapture(key)
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
  const outcome = await updateJSON<EmailCapture, {alreadyUnsubscribed: boolean}>(
    captures(),
    hash,
    emailCaptureSchema,
    (current) => {
      if (current?.unsubscribedAt) return {result: {alreadyUnsubscribed: true}}
      // A record retention already removed still gets a marker, so the address is not mailed again.
      const record = current ?? {email: null, source: 'unsubscribe', sources: [], createdAt: at, updatedAt: at}
      return {next: {...record, unsubscribedAt: at, updatedAt: at}, result: {alreadyUnsubscribed: false}}
    },
  )
  await reindexCapture(hash)
  // A buyer listed from her opt-in at checkout is unsubscribed too (the suppression list has the last word).
  await emailListIndex.upsert(hash, (listed) =>
    listed?.purchase && !listed.purchase.suppressedAt
      ? {...listed, purchase: {...listed.purchase, suppressedAt: at}}
      : listed,
  )
  return outcome
}
