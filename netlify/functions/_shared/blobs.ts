import {getStore} from '@netlify/blobs'

/** One Blobs store per kind of record (DESIGN "Functions"). */
export const STORES = {
  assessments: 'assessments',
  tracking: 'tracking',
  emailCaptures: 'email-captures',
  contact: 'contact',
  pushSubscriptions: 'push-subscriptions',
  reminders: 'reminders',
  orders: 'orders',
  outbox: 'outbox',
  /** The coach's back office: sign-in links, sessions, audit log. */
  owner: 'owner',
} as const

export type StoreName = (typeof STORES)[keyof typeof STORES]

/** Strong consistency: a read right after a write (e.g. a replayed webhook) must see it. */
export const store = (name: StoreName) => getStore({name, consistency: 'strong'})
