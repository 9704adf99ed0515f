import {getStore} from '@netlify/blobs'
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
export const store = (name: StoreName, context?: DeployContextHolder) =>
  getStore({name: storeNameIn(name, issuingContext(context)), consistency: 'strong'})

/**
 * A typed view of one store: JSON records under string keys. Each store has one module that builds its keys
 * and exports its view (contact-messages, assessments, mail's outbox…); handlers call that module, never `store`.
 */
export function recordStore<T>(name: StoreName) {
  const blobs = () => store(name)
  const keys = async (prefix?: string) => (await blobs().list(prefix ? {prefix} : {})).blobs.map((blob) => blob.key)
  return {
    get: async (key: string) => (await blobs().get(key, {type: 'json'})) as T | null,
    set: (key: string, record: T) => blobs().setJSON(key, record),
    delete: (key: string) => blobs().delete(key),
    keys,
    /** Every record (under `prefix`) with its key; one deleted meanwhile is left out. */
    async entries(prefix?: string): Promise<{key: string; record: T}[]> {
      const store = blobs()
      const found = await Promise.all(
        (await keys(prefix)).map(async (key) => ({key, record: (await store.get(key, {type: 'json'})) as T | null})),
      )
      return found.filter((entry): entry is {key: string; record: T} => entry.record !== null)
    },
  }
}
