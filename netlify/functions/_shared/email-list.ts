import {createHmac, timingSafeEqual} from 'node:crypto'
import {z} from 'zod'
import {GUIDE_MAIL_INTERVAL_HOURS} from '../../../src/config/retention'
import type {ListEntry} from '../../../src/lib/api-contract/owner-answers'
import {PURCHASE_SOURCE} from '../../../src/lib/owner/email-list'
import {readRecord, store, STORES, unlessUnreadable} from './blobs'
import {updateJSON} from './conditional-update'
import {addressId, addressKey, addressKeyOfId, isLegacyAddressKey, legacyAddressKey, normalizeEmail} from './email'
import {isProductionContext} from './env'
import {contextKey} from './keys'
import type {UnsubscribeLinks} from './mail'
import type {Order} from './order-record'
import {isIndexKey, pagedIndex, type IndexChange, type Totals} from './paged-index'
import {pool} from './pool'
import {unsubscribeLinksFor} from './site-links'
import {isSuppressed, suppressedSince, suppressKey} from './suppression'
import {milliseconds} from 'date-fns/milliseconds'
import {hasOrders, listOrders} from './order-list'

/**
 * The email list: one record per address in `email-captures`, keyed by the address's keyed hash (`addressKey`).
 * `email` is null once retention has removed the address; the keyed record stays so an unsubscribed address
 * is never mailed again. Records an earlier version keyed by the bare SHA-256 (`legacyAddressKey`) are moved to
 * their keyed id when the address comes back and by the nightly retention run (`moveLegacyAddress`).
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
 * One address on the coach's list as the index keeps it (keyed like its capture, `addressKey`): what its
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

/** The earliest and the latest of some ISO times (any missing left out; ISO strings sort in time order). */
const earliest = (...dates: (string | undefined)[]) => dates.filter((at): at is string => Boolean(at)).sort()[0]
const latest = (...dates: (string | undefined)[]) =>
  dates
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1)

/** The list's entry of an address; null when nothing about it may be shown (its address was removed). */
export function listEntryOf(listed: ListedAddress): ListEntry | null {
  const {capture} = listed
  const purchase = listed.purchase?.testMode && isProductionContext() ? undefined : listed.purchase
  const email = capture?.email ?? purchase?.email
  if (!email) return null
  return {
    email: email.trim().toLowerCase(),
    sources: [...new Set([...(capture?.sources ?? []), ...(purchase ? [PURCHASE_SOURCE] : [])])],
    firstSeen: earliest(capture?.createdAt, purchase?.firstSeen),
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
  hasOtherSources: hasOrders,
  // The captures, then the purchasers: the merge the list showed before it was kept on write.
  async scan() {
    const listed = new Map<string, ListedAddress>()
    const keys = (await captures().list()).blobs.map((blob) => blob.key).filter((key) => !isIndexKey(key))
    await pool(keys, 16, async (key) => {
      const record = await unlessUnreadable('The email list', () => readRecord(captures(), key, emailCaptureSchema))
      const capture = capturePart(record ?? null)
      if (capture) listed.set(key, {capture})
    })
    for (const order of (await listOrders()).filter(purchaseListed).reverse()) {
      const key = addressKey(order.email!)
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
  await emailListIndex.upsert(key, captureChange(record))
}

/** `reindexCapture` for many records just written or deleted (retention's, a page of the list at a time): one batch. */
export const reindexCaptures = (written: {key: string; record: EmailCapture | null}[]) =>
  emailListIndex.upsertMany(written.map(({key, record}) => ({key, change: captureChange(record)})))

/** The change that brings an address's list entry in line with its capture record. */
function captureChange(record: EmailCapture | null) {
  const capture = capturePart(record)
  return (listed: ListedAddress | null) => withPart(listed, {capture})
}

/**
 * Lists the buyer of an order who ticked the marketing opt-in (recording the order, or her opt-in afterwards).
 * An address already on the suppression list is listed unsubscribed.
 */
export async function listPurchaser(order: Order) {
  if (!purchaseListed(order)) return
  const key = addressKey(order.email!)
  const [purchase, listedBefore] = await Promise.all([purchasePart(order), emailListIndex.find(key)])
  if (!listedBefore) await moveLegacyAddress(order.email!)
  await emailListIndex.upsert(key, (listed) => (listed?.purchase ? listed : withPart(listed, {purchase})))
}

const GUIDE_INTERVAL_MS = milliseconds({hours: GUIDE_MAIL_INTERVAL_HOURS})

/**
 * Records an address left on a form (one conditional write) and says whether the guide is due: asked for,
 * never unsubscribed, and not mailed in the last day. Claiming the send in the same write means two requests
 * at once mail it once. `previous` lets the caller undo the claim when the mail cannot be sent.
 */
export async function recordCapture(email: string, source: string, wantsGuide: boolean, now: Date) {
  const {sendGuide, previous} = await writeCapture(email, source, wantsGuide, now)
  // Listed from the record read back, not the one written: an unsubscribe of the address landing between the write
  // and the listing is then what the list shows, where the record as written would list her subscribed again.
  await reindexCapture(addressKey(email))
  return {sendGuide, previous}
}

/**
 * `recordCapture` for many addresses at once (the scale bench's seeding): each record written as one capture writes
 * it, 16 at a time (two captures of one address in a batch are two sign-ups at once), then their list entries written
 * in one batch (paged-index.ts `upsertMany`), each from the record its write answered, in the order they were written:
 * not read back, as the batch's own writes are the only ones to its addresses (a single writer reads back).
 */
export async function recordCaptures(captured: {email: string; source: string; wantsGuide: boolean; now: Date}[]) {
  const recorded: CaptureRecorded[] = []
  const changes: IndexChange<ListedAddress>[] = []
  await pool([...captured.entries()], 16, async ([at, {email, source, wantsGuide, now}]) => {
    const {record, ...answer} = await writeCapture(email, source, wantsGuide, now)
    recorded[at] = answer
    changes.push({key: addressKey(email), change: captureChange(record)})
  })
  await emailListIndex.upsertMany(changes)
  return recorded
}

/** What recording a capture answers: whether the guide is due (its send claimed), and the record before. */
type CaptureRecorded = {sendGuide: boolean; previous: EmailCapture | null}

/**
 * The capture record's half of `recordCapture`: the record written, the guide claimed; the list entry not yet. Answers
 * the record as written too, so its list entry is made from it without reading it back.
 */
async function writeCapture(email: string, source: string, wantsGuide: boolean, now: Date) {
  const at = now.toISOString()
  const key = addressKey(email)
  // An address new under its key: what an earlier version kept of it is moved first, and one that unsubscribed
  // (its record since removed) starts unsubscribed.
  const isNew = (await captures().getMetadata(key)) === null
  const [suppressed] = isNew ? await Promise.all([suppressedSince(email), moveLegacyAddress(email)]) : [null]
  return updateJSON<EmailCapture, CaptureRecorded & {record: EmailCapture}>(
    captures(),
    key,
    emailCaptureSchema,
    (current) => {
      const record: EmailCapture = current
        ? {
            ...current,
            email: current.unsubscribedAt ? current.email : email,
            sources: [...new Set([...sourcesOf(current), source])],
            updatedAt: at,
          }
        : {
            email,
            source,
            sources: [source],
            createdAt: at,
            updatedAt: at,
            ...(suppressed ? {unsubscribedAt: suppressed} : {}),
          }
      const lastSent = current?.guideSentAt ? Date.parse(current.guideSentAt) : -Infinity
      const sendGuide = wantsGuide && !current?.unsubscribedAt && now.getTime() - lastSent >= GUIDE_INTERVAL_MS
      const next = sendGuide ? {...record, guideSentAt: at} : record
      return {next, result: {sendGuide, previous: current, record: next}}
    },
  )
}

/**
 * Undoes `recordCapture` after a failed send: nothing half-done is kept. The previous record is put back through
 * the conditional-update helper; a record that did not exist before is deleted only while it is still the one
 * this capture made (an unsubscribe that came in between is kept).
 */
export async function undoCapture(email: string, previous: EmailCapture | null) {
  const key = addressKey(email)
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
/** Signs the capture key a link names: an earlier link's bare hash and a new link's id never sign alike. */
const signature = (captureKey: string) =>
  createHmac('sha256', unsubscribeSigningKey()).update(captureKey).digest('base64url')

/** `<address id>.<signature>`: names the record without the address, and cannot be made up for another. */
export const unsubscribeToken = (email: string) => {
  const id = addressId(email)
  return `${id}.${signature(addressKeyOfId(id))}`
}

const macMatches = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given))

/**
 * The capture key a token names, or null when it is malformed or not ours. A link mailed by an earlier version names
 * the address's bare SHA-256 (`legacyAddressKey`), signed as it is: it still works (a mailed unsubscribe link must).
 */
export function verifyUnsubscribeToken(token: string): string | null {
  const [hash, mac] = token.split('.')
  if (!/^[0-9a-f]{64}$/.test(hash ?? '') || !mac) return null
  const keyed = addressKeyOfId(hash)
  if (macMatches(signature(keyed), mac)) return keyed
  return macMatches(signature(hash), mac) ? hash : null
}

export const unsubscribeLinks = (email: string): UnsubscribeLinks => unsubscribeLinksFor(unsubscribeToken(email))

/** Marks the address unsubscribed (once: a second call changes nothing). Null for an invalid token. */
export async function unsubscribe(token: string, now: Date): Promise<{alreadyUnsubscribed: boolean} | null> {
  const key = verifyUnsubscribeToken(token)
  if (!key) return null
  const {alreadyUnsubscribed} = await writeUnsubscribe(key, now)
  // Read back, as `recordCapture` does: a sign-up landing meanwhile is listed as the record now is.
  await reindexCapture(key)
  await emailListIndex.upsert(key, purchaseUnsubscribed(now))
  return {alreadyUnsubscribed}
}

/**
 * `unsubscribe` for many links at once (the scale bench's seeding): each address suppressed and its record written as
 * one unsubscribe does, 16 at a time, then their list entries changed in one batch (paged-index.ts `upsertMany`: each
 * index page and the head written once for the batch's entries on it, where one unsubscribe writes both). Answers
 * what `unsubscribe` answers for each token.
 */
export async function unsubscribeMany(tokens: string[], now: Date) {
  const outcomes: ({alreadyUnsubscribed: boolean} | null)[] = []
  const changes: IndexChange<ListedAddress>[] = []
  await pool([...tokens.entries()], 16, async ([at, token]) => {
    const key = verifyUnsubscribeToken(token)
    if (!key) return void (outcomes[at] = null)
    const {record, ...outcome} = await writeUnsubscribe(key, now)
    outcomes[at] = outcome
    changes.push({key, change: captureChange(record)}, {key, change: purchaseUnsubscribed(now)})
  })
  await emailListIndex.upsertMany(changes)
  return outcomes
}

/**
 * The record's half of an unsubscribe: the suppression list first (it outlives the record, retention; a repeat adds
 * nothing), then the record marked. Answers the record as it is after (null: none), for its list entry.
 */
async function writeUnsubscribe(key: string, now: Date) {
  const at = now.toISOString()
  await suppressKey(key, now)
  return updateJSON<EmailCapture, {alreadyUnsubscribed: boolean; record: EmailCapture | null}>(
    captures(),
    key,
    emailCaptureSchema,
    (current) => {
      if (current?.unsubscribedAt) return {result: {alreadyUnsubscribed: true, record: current}}
      // An earlier link's record has moved to the address's keyed id, or retention removed it: the suppression list
      // holds the address, and no record under its bare hash is written again.
      if (!current && isLegacyAddressKey(key)) return {result: {alreadyUnsubscribed: false, record: null}}
      // A record retention already removed still gets a marker, so the address is not mailed again.
      const record = current ?? {email: null, source: 'unsubscribe', sources: [], createdAt: at, updatedAt: at}
      const next = {...record, unsubscribedAt: at, updatedAt: at}
      return {next, result: {alreadyUnsubscribed: false, record: next}}
    },
  )
}

/** A buyer listed from her opt-in at checkout is unsubscribed too (the suppression list has the last word). */
const purchaseUnsubscribed =
  (now: Date) =>
  (listed: ListedAddress | null): ListedAddress | null =>
    listed?.purchase && !listed.purchase.suppressedAt
      ? {...listed, purchase: {...listed.purchase, suppressedAt: now.toISOString()}}
      : listed

/** An earlier version's capture of an address merged into the one under its keyed id: every form, the first sign-up. */
function mergeCaptures(earlier: EmailCapture, current: EmailCapture | null): EmailCapture {
  if (!current) return earlier
  const merged: EmailCapture = {
    ...earlier,
    ...current,
    email: current.email ?? earlier.email,
    sources: [...new Set([...sourcesOf(earlier), ...sourcesOf(current)])],
    createdAt: earliest(earlier.createdAt, current.createdAt)!,
    updatedAt: latest(earlier.updatedAt, current.updatedAt),
    guideSentAt: latest(earlier.guideSentAt, current.guideSentAt),
    unsubscribedAt: earliest(earlier.unsubscribedAt, current.unsubscribedAt),
  }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as EmailCapture
}

/**
 * Moves what an earlier version kept of an address under its bare SHA-256 (`legacyAddressKey`, docs/threat-model.md)
 * to its keyed id: the capture, merged into any the keyed id already has, and the list entry with its opt-in at
 * checkout. The keyed copy is written before the earlier one is removed, so a move cut short is done again whole.
 */
export async function moveLegacyAddress(email: string) {
  const legacy = legacyAddressKey(email)
  const key = addressKey(email)
  const [earlier, listed] = await Promise.all([
    readRecord(captures(), legacy, emailCaptureSchema),
    emailListIndex.find(legacy),
  ])
  if (!earlier && !listed) return
  if (earlier) {
    const merged = await updateJSON<EmailCapture, EmailCapture>(captures(), key, emailCaptureSchema, (current) => {
      const next = mergeCaptures(earlier, current)
      return {next, result: next}
    })
    await reindexCapture(key, merged)
  }
  const purchase = listed?.purchase
  if (purchase) await emailListIndex.upsert(key, (now) => (now?.purchase ? now : withPart(now, {purchase})))
  await emailListIndex.remove(legacy)
  await captures().delete(legacy)
}

/** The list's entries an earlier version keyed by an address's bare SHA-256 (a buyer listed at checkout, say). */
export const legacyListKeys = async () => (await emailListIndex.flatKeys()).filter(isLegacyAddressKey).sort()

/** Moves the list entry under an earlier version's key to its address's keyed id (or drops one with no address). */
export async function moveLegacyListEntry(key: string) {
  const listed = await emailListIndex.find(key)
  const email = listed?.capture?.email ?? listed?.purchase?.email
  if (email) await moveLegacyAddress(email)
  else await emailListIndex.remove(key)
}
