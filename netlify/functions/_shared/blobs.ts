import {getStore, type Store} from '@netlify/blobs'
import type {z} from 'zod'
import {issuingContext, type DeployContextHolder, type IssuingContext} from './env'

/** One Blobs store per kind of record (docs/architecture.md "Functions and stores"). */
export const STORES = {
  assessments: 'assessments',
  tracking: 'tracking',
  emailCaptures: 'email-captures',
  /** Keyed hashes of unsubscribed addresses, kept past retention (suppression.ts). */
  suppression: 'suppression',
  contact: 'contact',
  pushSubscriptions: 'push-subscriptions',
  reminders: 'reminders',
  orders: 'orders',
  outbox: 'outbox',
  /** Mail the SMTP server could not take yet, the dead-letter list and sent markers (mail-outbox.ts). */
  mailQueue: 'mail-queue',
  /** The coach's back office: sign-in links, sessions, audit log. */
  owner: 'owner',
  /** How many tokens each reviewer code minted today (reviewer-grants.ts). */
  reviewerGrants: 'reviewer-grants',
  /** Where the nightly retention run stopped, so the next one resumes there (retention.ts). */
  retention: 'retention',
} as const

export type StoreName = (typeof STORES)[keyof typeof STORES]

/**
 * The name a store has in a deploy context (DECISIONS 49: each deploy is its own world). Production and `netlify
 * dev` keep the plain names (production's records stay where they are); a deploy preview or branch deploy has its
 * own stores, so nothing it stores, pays or mints is read or counted by production, nor the other way round.
 */
export const storeNameIn = (name: StoreName, context: IssuingContext) =>
  context === 'production' || context === 'dev' ? name : `${name}--${context}`

/**
 * Strong consistency: a read right after a write (e.g. a replayed webhook) must see it. The request's deploy
 * context picks the stores; a deployed function that cannot tell its context fails closed (env.ts).
 */
export function store(name: StoreName, context?: DeployContextHolder) {
  const blobs = getStore({name: storeNameIn(name, issuingContext(context)), consistency: 'strong'})
  storeNames.set(blobs, name)
  return blobs
}

/**
 * The one store every deploy context shares, under the same name everywhere: the mark of the secret each context
 * runs with (secret-marks.ts), so a preview can tell that it was given production's secret. It holds no record of
 * anyone, only a one-way mark per context.
 */
export const secretMarksStore = () => getStore({name: 'secret-marks', consistency: 'strong'})

/**
 * A record read back from a store that does not have the shape its schema says (docs/architecture.md "Functions and
 * stores"). Never taken for absent: a later write would replace what is stored and lose it. The message names the
 * store, the key (keys hold ids and hashes, never an address) and where the shape differs, never a stored value.
 */
export class StoredRecordInvalidError extends Error {
  constructor(
    readonly storeName: string,
    readonly key: string,
    problem: string,
  ) {
    super(`The record ${key} in the ${storeName} store could not be read (${problem}); it was left as it is.`)
  }
}

/**
 * Reads one record for a job that goes over many (retention, a list's scan): a record that does not parse is logged
 * and answered as `undefined`, left as it is (neither deleted nor written over), and the job goes on past it, so one
 * bad record never holds back every record after it. Any other failure still stops the job.
 */
export async function unlessUnreadable<T>(job: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof StoredRecordInvalidError)) throw error
    console.error(`${job} skipped a record: ${error.message}`)
    return undefined
  }
}

/** Each store handle's name, for the error above (the Blobs client keeps it private). */
const storeNames = new WeakMap<Store, string>()
const nameOf = (blobs: Store) => storeNames.get(blobs) ?? 'a'

/** Where a record differs from its schema: paths and issue codes only (zod's messages may quote a value). */
const describeIssues = (issues: z.core.$ZodIssue[]) =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.code}`)
    .join('; ')

function parseStored<T>(blobs: Store, key: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new StoredRecordInvalidError(nameOf(blobs), key, describeIssues(result.error.issues))
  return result.data
}

/** The stored JSON, or a StoredRecordInvalidError when it is not JSON (null: no such key). */
async function readJSON<R>(blobs: Store, key: string, read: () => Promise<R>): Promise<R> {
  try {
    return await read()
  } catch (error) {
    // By name: the client's fetch may parse in another realm (a test runner's sandbox), whose SyntaxError is not ours.
    if ((error as {name?: unknown} | null)?.name === 'SyntaxError')
      throw new StoredRecordInvalidError(nameOf(blobs), key, 'not JSON')
    throw error
  }
}

/**
 * The one door for JSON read back from Blobs (tests/architecture/stored-records.test.ts): the record parsed with
 * its schema, null only when the key is absent, and a StoredRecordInvalidError (answered 500) when it does not parse.
 */
export async function readRecord<T>(blobs: Store, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const data: unknown = await readJSON(blobs, key, () => blobs.get(key, {type: 'json'}))
  return data === null ? null : parseStored(blobs, key, schema, data)
}

/**
 * `readRecord` with the record's ETag, for a write conditional on it (conditional-update.ts, retention, orders), and
 * its metadata (conditional-update.ts keeps the ids of the last writes there).
 */
export async function readRecordWithMetadata<T>(
  blobs: Store,
  key: string,
  schema: z.ZodType<T>,
): Promise<{data: T; etag?: string; metadata: Record<string, unknown>} | null> {
  const read = await readJSON(blobs, key, () => blobs.getWithMetadata(key, {type: 'json'}))
  return read ? {data: parseStored(blobs, key, schema, read.data), etag: read.etag, metadata: read.metadata} : null
}

/**
 * A view of one store: JSON records under string keys, each parsed with `schema` on read. Each store has one
 * module that builds its keys and exports its view (contact-messages, assessments, mail's outbox…); handlers call
 * that module, never `store`.
 */
export function recordStore<T>(name: StoreName, schema: z.ZodType<T>) {
  const blobs = () => store(name)
  const keys = async (prefix?: string) => (await blobs().list(prefix ? {prefix} : {})).blobs.map((blob) => blob.key)
  return {
    get: (key: string) => readRecord(blobs(), key, schema),
    set: (key: string, record: T) => blobs().setJSON(key, record),
    delete: (key: string) => blobs().delete(key),
    keys,
    /** Every record (under `prefix`) with its key; one deleted meanwhile is left out. */
    async entries(prefix?: string): Promise<{key: string; record: T}[]> {
      const store = blobs()
      const found = await Promise.all(
        (await keys(prefix)).map(async (key) => {
          const record: T | null = await readRecord(store, key, schema)
          return {key, record}
        }),
      )
      return found.filter((entry): entry is {key: string; record: T} => entry.record !== null)
    },
  }
}
