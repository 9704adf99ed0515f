import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto'
import {z} from 'zod'
import {MAX_TRACKING_ENTRIES} from '../../../src/lib/api-contract/tracking-limits'
import type {TrackingEntry} from '../../../src/lib/api-contract/tracking'
import type {SymptomScore} from '../../../src/lib/api-contract/tracking'
import {TRACKER_RECOVERY_LINK_MINUTES, TRACKER_RECOVERY_MAIL_INTERVAL_MINUTES} from '../../../src/config/retention'
import {readRecord, store, STORES} from './blobs'
import {ContendedRecordError, createOnce, updateJSON} from './conditional-update'
import {normalizeEmail} from './email'
import {contextKey} from './keys'
import {isOrderOwner, type OwnerId} from './owner-id'
import {pool} from './pool'
import {isTotalsKey, markReadyIfEmpty, totalsReady} from './running-totals'
import {countActiveMonths, countActiveMoves, rebuildTrackingTotals, type ActiveMove} from './tracking-totals'
import {activeMonths} from '../../../src/lib/owner/report'
import {sha256Hex} from './sha256'
import {movesDone} from './legacy-key-moves'

/** Stored entries remember when they were saved, so the newest save of a date wins when pending saves are folded in. */
type StoredEntry = TrackingEntry & {savedAt?: string}
/**
 * An entry as stored, checked against the contract's type. `bleeding`, `bleedingOnHrt` and `notesForDoctor` came
 * later (optional: older entries read as false, publicEntry). Loose: entries are written back with their record.
 */
const storedEntrySchema = z
  .object({
    date: z.string(),
    symptoms: z.object({hotFlashes: z.number(), sleep: z.number(), mood: z.number(), energy: z.number()}).loose(),
    notes: z.string(),
    bleeding: z.boolean().optional(),
    bleedingOnHrt: z.boolean().optional(),
    notesForDoctor: z.boolean().optional(),
    savedAt: z.string().optional(),
  })
  .loose() satisfies z.ZodType<StoredEntry>
const storedScoreSchema = z
  .object({date: z.string(), answers: z.array(z.number()), savedAt: z.string()})
  .loose() satisfies z.ZodType<SymptomScore & {savedAt: string}>

/**
 * Symptom-tracking records (DECISIONS 20). One record per access and email: the key is a keyed hash of
 * both (`trackingRecordKey`), so a token holder can neither take over nor detect another purchaser's record for the
 * same address, and a leaked store cannot be matched against a list of addresses.
 * The record keeps the tracker key's hash (never the key) and one entry per date.
 */
const trackingRecordShape = z.object({
  keyHash: z.string(),
  entries: z.record(z.string(), storedEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A pending one-time link to replace a lost tracker key, mailed to `email`. */
  recovery: z.object({codeHash: z.string(), email: z.string(), expiresAt: z.string()}).optional(),
  recoveryMailedAt: z.string().optional(),
  /** Monthly Menopause Rating Scale scores (docs/health-rules.md), one per date: same access, deletion and retention as the entries. */
  scores: z.record(z.string(), storedScoreSchema).optional(),
  /** Started with the token of a paid order (reviewer and demo trackers are not counted in reports). */
  verifiedOrder: z.boolean().optional(),
})
export type TrackingRecord = z.infer<typeof trackingRecordShape>
/** Loose on read: a record is written back whole (every save), so a field this schema does not name is kept. */
export const trackingRecordSchema = trackingRecordShape.loose()

/**
 * A tracker key's index entry. Deliberately lenient: it is only a pointer (the record holds the key's hash), so one
 * that does not parse reads as pointing nowhere, as one whose record was deleted does; nothing is lost by that.
 */
export const keyIndexSchema = z.object({recordKey: z.string().optional()}).catch({})

const tracking = () => store(STORES.tracking)

/**
 * The key earlier versions stored her record under: the bare SHA-256 of her access and address, which anyone holding
 * both can work out (docs/threat-model.md, "Identifiers of an address"). Read only, to move what is still there
 * (`moveLegacyTrackingRecord`); never written.
 */
export const legacyTrackingRecordKey = (owner: OwnerId, email: string) =>
  sha256Hex(`${owner}\n${normalizeEmail(email)}`)
export const isLegacyTrackingRecordKey = (key: string) => /^[0-9a-f]{64}$/.test(key)

/**
 * A record's key: an HMAC-SHA256 under a prefix no earlier key has, so the two kinds never meet. It is taken over the
 * earlier key rather than over the address again: a record holds neither its access nor its address, so the nightly
 * run can move one knowing only its earlier key. The HMAC key is the deploy context's own (DECISIONS 49): a record is
 * only ever looked up in its own context's store (blobs.ts `storeNameIn`), and a preview run with production's
 * secret still cannot name production's records.
 */
export const RECORD_KEY_PREFIX = 'record-'
const keyedRecordKey = (legacyKey: string) =>
  `${RECORD_KEY_PREFIX}${createHmac('sha256', contextKey('tracker-record')).update(legacyKey).digest('hex')}`
const isKeyedRecordKey = (key: string) => /^record-[0-9a-f]{64}$/.test(key)

export const trackingRecordKey = (owner: OwnerId, email: string) =>
  keyedRecordKey(legacyTrackingRecordKey(owner, email))

/** The key a record is under now, from the one an index entry names (an earlier version's entry names its earlier key). */
export const currentRecordKey = (named: string) => (isLegacyTrackingRecordKey(named) ? keyedRecordKey(named) : named)

const newSecret = () => randomBytes(32).toString('base64url')
const matches = (hashHex: string, secret: string | null) =>
  secret !== null && timingSafeEqual(Buffer.from(sha256Hex(secret), 'hex'), Buffer.from(hashHex, 'hex'))

export type SaveResult =
  {status: 'created'; trackerKey: string} | {status: 'saved'} | {status: 'forbidden'} | {status: 'full'}

/**
 * The tracker key's own index (`by-key/{hash of the key}` → the record key): the key alone finds and deletes
 * its record, so a purchaser whose access ended (refund, dispute) can still delete her health log (docs/threat-model.md).
 */
export const KEY_INDEX_PREFIX = 'by-key/'
export const keyIndexKey = (keyHash: string) => `${KEY_INDEX_PREFIX}${keyHash}`
export const isKeyIndexKey = (key: string) => key.startsWith(KEY_INDEX_PREFIX)
const indexKey = (keyHash: string, recordKey: string) => tracking().setJSON(keyIndexKey(keyHash), {recordKey})

/** A save that met a busy record waits here, one blob per save (never overwritten), until a read folds it in. */
export const PENDING_PREFIX = 'pending/'
const pendingPrefix = (recordKey: string) => `${PENDING_PREFIX}${recordKey}/`
export const isPendingKey = (key: string) => key.startsWith(PENDING_PREFIX)
/** The record a pending save belongs to. */
export const recordKeyOfPending = (key: string) => key.slice(PENDING_PREFIX.length).split('/')[0]

/**
 * Moves a record an earlier version stored under its earlier key (`legacyTrackingRecordKey`) to its keyed one: the
 * record (a copy the keyed key holds already, from a move cut short, is kept), its pending saves (copied as stored: a
 * read parses them when it folds them in, as ever), then the earlier record goes, and last its tracker key's index
 * entry names the keyed key. Until then the entry names the earlier key, which `currentRecordKey` turns into the keyed
 * one; while the earlier record is there, a move cut short is simply done again. The report's totals are left as they
 * are: they count the record in its earlier key's shard and later changes count in the keyed key's, and the report
 * reads only their sum (tracking-totals.ts), which is right at whatever point a move stops. True when a record moved.
 */
export async function moveLegacyTrackingRecord(legacyKey: string): Promise<boolean> {
  const earlier = await readRecord(tracking(), legacyKey, trackingRecordSchema)
  if (!earlier) return false
  const key = keyedRecordKey(legacyKey)
  await createOnce(tracking(), key, earlier)
  const {blobs: pending} = await tracking().list({prefix: pendingPrefix(legacyKey)})
  for (const {key: save} of pending) {
    const stored = await tracking().get(save)
    if (stored !== null) await tracking().set(pendingPrefix(key) + save.slice(pendingPrefix(legacyKey).length), stored)
    await tracking().delete(save)
  }
  await tracking().delete(legacyKey)
  await indexKey(earlier.keyHash, key)
  return true
}

/**
 * Her record's key, with what an earlier version kept under her earlier key moved there first. Looked for only until
 * the nightly run has moved every record (legacy-key-moves.ts), and then only while the keyed key holds nothing (a
 * copy there means it moved).
 */
async function herRecordKey(owner: OwnerId, email: string) {
  const key = trackingRecordKey(owner, email)
  if (!(await movesDone('tracking')) && (await tracking().getMetadata(key)) === null)
    await moveLegacyTrackingRecord(legacyTrackingRecordKey(owner, email))
  return key
}

/** The newest save of each date. */
function mergeEntries(entries: Record<string, StoredEntry>, saves: StoredEntry[]): Record<string, StoredEntry> {
  const merged = {...entries}
  for (const save of saves) {
    const current = merged[save.date]
    if (!current || (current.savedAt ?? '') <= (save.savedAt ?? '')) merged[save.date] = save
  }
  return merged
}

/** The months a record counts as an active tracker in the report (tracking-totals.ts). */
const monthsActive = (record: TrackingRecord | null) =>
  record ? activeMonths({verifiedOrder: record.verifiedOrder === true, entryDates: Object.keys(record.entries)}) : []

/**
 * One save into her tracking record, written conditionally (ETag). The first save creates the record (`create`,
 * given the new key's hash) and answers its tracker key; every later one needs that key, and `add` puts the item
 * in (or answers 'full'). When other saves keep winning the race for a record open to her key, `whenContended`
 * answers instead (or the ContendedRecordError is thrown). A written save moves the report's tracker totals.
 */
async function saveInRecord(
  recordKey: string,
  trackerKey: string | null,
  save: RecordSave,
  now: Date,
  whenContended?: () => Promise<SaveResult>,
): Promise<SaveResult> {
  await markReadyIfEmpty(STORES.tracking, now)
  const {result, moved} = await writeInRecord(recordKey, trackerKey, save, whenContended)
  if (moved) await countActiveMoves([moved])
  return result
}

/** How a save goes into a record: `create` makes the record of a first save, `add` puts the item into one there. */
type RecordSave = {
  create: (keyHash: string) => TrackingRecord
  add: (record: TrackingRecord) => TrackingRecord | 'full'
}

/**
 * The record's half of `saveInRecord`: the conditional write, without the totals. Answers the save's result and, when
 * the record was written, how its active months moved (for the caller to count, alone or with a batch's).
 */
async function writeInRecord(
  recordKey: string,
  trackerKey: string | null,
  {create, add}: RecordSave,
  whenContended?: () => Promise<SaveResult>,
): Promise<{result: SaveResult; moved: ActiveMove | null}> {
  // One new key per request: a retry after losing a race to another first save must not issue a second one.
  const candidateKey = newSecret()
  // Indexed before the record exists, so no record is ever without its index (an unused index entry is harmless).
  const candidateHash = sha256Hex(candidateKey)
  let indexed = false
  // Whether the last attempt found her record open to her key, and the active months it moved between.
  let opened = false
  let moved: ActiveMove = {recordKey, before: [], after: []}
  let result: SaveResult
  try {
    result = await updateJSON<TrackingRecord, SaveResult>(
      tracking(),
      recordKey,
      trackingRecordSchema,
      (record) => {
        opened = false
        if (!record) {
          const next = create(candidateHash)
          moved = {recordKey, before: [], after: monthsActive(next)}
          return {next, result: {status: 'created', trackerKey: candidateKey}}
        }
        if (!matches(record.keyHash, trackerKey)) return {result: {status: 'forbidden'}}
        const next = add(record)
        if (next === 'full') return {result: {status: 'full'}}
        opened = true
        moved = {recordKey, before: monthsActive(record), after: monthsActive(next)}
        return {next, result: {status: 'saved'}}
      },
      {
        maxAttempts: 4,
        beforeWrite: async (next) => {
          if (next.keyHash === candidateHash && !indexed) {
            await indexKey(candidateHash, recordKey)
            indexed = true
          }
        },
      },
    )
  } catch (error) {
    if (!(error instanceof ContendedRecordError) || !opened || !whenContended) throw error
    return {result: await whenContended(), moved: null}
  }
  return {result, moved: result.status === 'created' || result.status === 'saved' ? moved : null}
}

/** One tracker entry to save: whose, for which address, with her tracker key (null: her first save). */
type EntrySave = {owner: OwnerId; entry: TrackingEntry; email: string; trackerKey: string | null; now: Date}

/**
 * Adds or replaces the entry of one date; the first save creates the record and returns its tracker key.
 * When other saves keep winning the race for the record, this save is stored on its own instead (nothing is
 * lost) and the next read folds it into the record.
 */
export async function saveTrackingEntry(
  owner: OwnerId,
  entry: TrackingEntry,
  email: string,
  trackerKey: string | null,
  now: Date,
): Promise<SaveResult> {
  const recordKey = await herRecordKey(owner, email)
  const {save, whenContended} = entrySave({owner, entry, email, trackerKey, now}, recordKey)
  return saveInRecord(recordKey, trackerKey, save, now, whenContended)
}

/**
 * `saveTrackingEntry` for many saves at once (the scale bench's seeding): each record written as one save writes it,
 * 16 at a time, then the report's tracker totals moved once per month's shard for all of them (`countActiveMoves`).
 * The store has no list to keep: a record's only index is its tracker key's pointer, written with the record.
 */
export async function saveTrackingEntries(saves: EntrySave[]): Promise<SaveResult[]> {
  if (saves.length) await markReadyIfEmpty(STORES.tracking, saves[0].now)
  const results: SaveResult[] = []
  const moves: ActiveMove[] = []
  await pool([...saves.entries()], 16, async ([at, one]) => {
    const recordKey = await herRecordKey(one.owner, one.email)
    const {save, whenContended} = entrySave(one, recordKey)
    const {result, moved} = await writeInRecord(recordKey, one.trackerKey, save, whenContended)
    results[at] = result
    if (moved) moves.push(moved)
  })
  await countActiveMoves(moves)
  return results
}

/** How an entry goes into her record, and where it waits when the record stays busy (a read folds it in later). */
function entrySave({owner, entry, now}: EntrySave, recordKey: string) {
  const at = now.toISOString()
  const stored: StoredEntry = {...entry, savedAt: at}
  const save: RecordSave = {
    create: (keyHash) => ({
      keyHash,
      entries: {[entry.date]: stored},
      createdAt: at,
      updatedAt: at,
      // Only trackers of a paid order count in the coach's report (one contribution per verified order, docs/threat-model.md).
      ...(isOrderOwner(owner) ? {verifiedOrder: true} : {}),
    }),
    add: (record) =>
      !(entry.date in record.entries) && Object.keys(record.entries).length >= MAX_TRACKING_ENTRIES
        ? 'full'
        : {...record, entries: {...record.entries, [entry.date]: stored}, updatedAt: at},
  }
  const whenContended = async (): Promise<SaveResult> => {
    // Counted in the report once a read folds it into the record.
    await tracking().setJSON(`${pendingPrefix(recordKey)}${entry.date}/${at}-${newSecret().slice(0, 8)}`, stored)
    return {status: 'saved'}
  }
  return {save, whenContended}
}

/**
 * Adds or replaces the score of one date in her tracking record; a first score creates the record (with no entries)
 * and returns its tracker key, as a first entry does. A record that stays contended answers ContendedRecordError.
 */
export async function saveSymptomScore(
  owner: OwnerId,
  score: SymptomScore,
  email: string,
  trackerKey: string | null,
  now: Date,
): Promise<SaveResult> {
  const at = now.toISOString()
  const stored = {date: score.date, answers: [...score.answers], savedAt: at}
  return saveInRecord(
    await herRecordKey(owner, email),
    trackerKey,
    {
      create: (keyHash) => ({keyHash, entries: {}, scores: {[score.date]: stored}, createdAt: at, updatedAt: at}),
      add: (record) => {
        const scores = record.scores ?? {}
        return !(score.date in scores) && Object.keys(scores).length >= MAX_TRACKING_ENTRIES
          ? 'full'
          : {...record, scores: {...scores, [score.date]: stored}, updatedAt: at}
      },
    },
    now,
  )
}

/** Her scores, oldest first, when the key opens the record; null when there is none or the key is wrong. */
export async function openSymptomScores(
  owner: OwnerId,
  email: string,
  trackerKey: string | null,
): Promise<SymptomScore[] | null> {
  const record = await readRecord(tracking(), await herRecordKey(owner, email), trackingRecordSchema)
  if (!record || !matches(record.keyHash, trackerKey)) return null
  return Object.values(record.scores ?? {})
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({date, answers}) => ({date, answers}))
}

/** The pending saves of a record, listed before the record is read so none falls between the two. */
async function readPending(recordKey: string) {
  const {blobs} = await tracking().list({prefix: pendingPrefix(recordKey)})
  const saves = await Promise.all(
    blobs.map(async ({key}) => ({key, entry: await readRecord(tracking(), key, storedEntrySchema)})),
  )
  return saves.filter((save): save is {key: string; entry: StoredEntry} => save.entry !== null)
}

/** Folds pending saves into the record (one conditional write), then removes exactly those saves. */
async function foldPending(recordKey: string, keyHash: string, pending: Array<{key: string; entry: StoredEntry}>) {
  let moved: {before: string[]; after: string[]} = {before: [], after: []}
  try {
    const folded = await updateJSON<TrackingRecord, boolean>(
      tracking(),
      recordKey,
      trackingRecordSchema,
      (record) => {
        if (!record || record.keyHash !== keyHash) return {result: false}
        const next = {
          ...record,
          entries: mergeEntries(
            record.entries,
            pending.map((save) => save.entry),
          ),
        }
        moved = {before: monthsActive(record), after: monthsActive(next)}
        return {next, result: true}
      },
      {maxAttempts: 3},
    )
    if (!folded) return
    await Promise.all(pending.map((save) => tracking().delete(save.key)))
    await countActiveMonths(recordKey, moved.before, moved.after)
  } catch (error) {
    // Another request is writing: the saves stay pending and the next read folds them.
    if (!(error instanceof ContendedRecordError)) throw error
  }
}

// Entries saved before the bleeding, HRT and for-my-doctor fields read as false (the stored record is not rewritten).
const publicEntry = ({date, symptoms, notes, bleeding, bleedingOnHrt, notesForDoctor}: StoredEntry): TrackingEntry => ({
  date,
  symptoms,
  notes,
  bleeding: bleeding === true,
  bleedingOnHrt: bleeding === true && bleedingOnHrt === true,
  notesForDoctor: notesForDoctor === true,
})

/** The entries when the key opens the record; null when there is none or the key is wrong (callers answer both the same). */
export async function openTrackingEntries(
  owner: OwnerId,
  email: string,
  trackerKey: string | null,
): Promise<TrackingEntry[] | null> {
  const recordKey = await herRecordKey(owner, email)
  const pending = await readPending(recordKey)
  const record = await readRecord(tracking(), recordKey, trackingRecordSchema)
  if (!record || !matches(record.keyHash, trackerKey)) return null
  if (pending.length) await foldPending(recordKey, record.keyHash, pending)
  return Object.values(
    mergeEntries(
      record.entries,
      pending.map((save) => save.entry),
    ),
  ).map(publicEntry)
}

/** Deletes the record and its pending saves when the key opens it; false when there is none or the key is wrong. */
export async function deleteTrackingRecord(owner: OwnerId, email: string, trackerKey: string | null): Promise<boolean> {
  // Moved first whatever the keyed key holds: an earlier copy that a move cut short left behind goes with the rest,
  // and no later move can bring it back.
  await moveLegacyTrackingRecord(legacyTrackingRecordKey(owner, email))
  const recordKey = trackingRecordKey(owner, email)
  const record = await readRecord(tracking(), recordKey, trackingRecordSchema)
  if (!record || !matches(record.keyHash, trackerKey)) return false
  await deleteTrackingData(recordKey)
  return true
}

/**
 * Deletes the record its tracker key opens, with the key alone (no access token: her access may have ended);
 * false when the key opens nothing.
 */
export async function deleteTrackingRecordByKey(trackerKey: string | null): Promise<boolean> {
  if (!trackerKey) return false
  const keyHash = sha256Hex(trackerKey)
  const named = (await readRecord(tracking(), keyIndexKey(keyHash), keyIndexSchema))?.recordKey ?? ''
  if (!isKeyedRecordKey(named) && !isLegacyTrackingRecordKey(named)) return false
  // An entry an earlier version wrote names the earlier key: a record still there moves first, as above.
  if (isLegacyTrackingRecordKey(named)) await moveLegacyTrackingRecord(named)
  const recordKey = currentRecordKey(named)
  const record = await readRecord(tracking(), recordKey, trackingRecordSchema)
  if (!record || !matches(record.keyHash, trackerKey)) return false
  await deleteTrackingData(recordKey)
  return true
}

/**
 * Removes a record, its key index and everything pending for it, and takes it out of the report's totals (also
 * used by retention, which passes the record it has just read).
 */
export async function deleteTrackingData(recordKey: string, read?: TrackingRecord | null) {
  const record = read ?? (await readRecord(tracking(), recordKey, trackingRecordSchema))
  const {blobs} = await tracking().list({prefix: pendingPrefix(recordKey)})
  await tracking().delete(recordKey)
  if (record?.keyHash) await tracking().delete(keyIndexKey(record.keyHash))
  await Promise.all(blobs.map(({key}) => tracking().delete(key)))
  await countActiveMonths(recordKey, monthsActive(record), [])
}

/** Whether a key of the tracking store is a record's (not a pending save, a key index entry or the report's totals). */
export const isRecordKey = (key: string) => !isPendingKey(key) && !isKeyIndexKey(key) && !isTotalsKey(key)

/** Rebuilds the report's tracker totals from every record: a full read, for totals that are missing or doubted. */
export async function recountTrackingTotals(now: Date) {
  const records: {key: string; months: string[]}[] = []
  const keys = (await tracking().list()).blobs.map(({key}) => key).filter(isRecordKey)
  await pool(keys, 16, async (key) => {
    const record = await readRecord(tracking(), key, trackingRecordSchema)
    if (record) records.push({key, months: monthsActive(record)})
  })
  await rebuildTrackingTotals(records, now)
}

/** Trackers stored before the totals existed are counted once: the first report view recounts them. */
export async function ensureTrackingTotals(now: Date) {
  if (!(await totalsReady(STORES.tracking))) await recountTrackingTotals(now)
}

const minutes = (n: number) => n * 60_000

/**
 * Starts replacing a lost tracker key: stores a one-time code (its hash) on the record and returns the link
 * code to mail, or null when there is no record for this access and email or a link went out moments ago.
 */
export async function startTrackerKeyRecovery(owner: OwnerId, email: string, now: Date): Promise<string | null> {
  const recordKey = await herRecordKey(owner, email)
  const secret = newSecret()
  return updateJSON<TrackingRecord, string | null>(tracking(), recordKey, trackingRecordSchema, (record) => {
    if (!record) return {result: null}
    const last = record.recoveryMailedAt ? Date.parse(record.recoveryMailedAt) : 0
    if (now.getTime() - last < minutes(TRACKER_RECOVERY_MAIL_INTERVAL_MINUTES)) return {result: null}
    const recovery = {
      codeHash: sha256Hex(secret),
      email: normalizeEmail(email),
      expiresAt: new Date(now.getTime() + minutes(TRACKER_RECOVERY_LINK_MINUTES)).toISOString(),
    }
    return {next: {...record, recovery, recoveryMailedAt: now.toISOString()}, result: `${recordKey}.${secret}`}
  })
}

/**
 * Redeems a recovery link code once, for the same access that owns the record: the old tracker key stops
 * working and a new one is returned with the email it belongs to. Null for a wrong, used or expired code.
 */
export async function redeemTrackerKeyRecovery(
  owner: OwnerId,
  code: string,
  now: Date,
): Promise<{trackerKey: string; email: string} | null> {
  const [recordKey, secret] = code.split('.')
  // A link mailed before records were keyed names the earlier key. Links last TRACKER_RECOVERY_LINK_MINUTES, so one
  // is refused as an expired link is rather than forwarded: she asks for a new one.
  if (!isKeyedRecordKey(recordKey ?? '') || !secret) return null
  const trackerKey = newSecret()
  await indexKey(sha256Hex(trackerKey), recordKey)
  const redeemed = await updateJSON<TrackingRecord, {trackerKey: string; email: string; oldHash: string} | null>(
    tracking(),
    recordKey,
    trackingRecordSchema,
    (record) => {
      const recovery = record?.recovery
      if (!record || !recovery || Date.parse(recovery.expiresAt) <= now.getTime()) return {result: null}
      if (!matches(recovery.codeHash, secret) || trackingRecordKey(owner, recovery.email) !== recordKey)
        return {result: null}
      const {recovery: _used, ...rest} = record
      return {
        next: {...rest, keyHash: sha256Hex(trackerKey), updatedAt: now.toISOString()},
        result: {trackerKey, email: recovery.email, oldHash: record.keyHash},
      }
    },
  )
  if (!redeemed) {
    await tracking().delete(keyIndexKey(sha256Hex(trackerKey)))
    return null
  }
  // The old key stops working, so its index entry goes.
  await tracking().delete(keyIndexKey(redeemed.oldHash))
  return {trackerKey: redeemed.trackerKey, email: redeemed.email}
}
