import type {AccessClaims} from './access-token'
import {sha256Hex} from './sha256'

/**
 * The one owner id of everything she stores (DECISIONS 47): push subscriptions, mail channels and their reminders,
 * tracker records and scores. A purchaser's token names her order, the same on every browser she restores access
 * on, so her id is the order's. Reviewer and demo tokens name no order: their things are bound to the token itself,
 * so two reviewers never share anything, and what they stored ends with the token (then retention removes it).
 */
export type OwnerId = `order:${string}` | `token:${string}`

const ORDER_PREFIX = 'order:'

/** The owner id of a purchase: what `ownerIdOf` gives for every token of that order. */
export const purchaseOwnerId = (purchaseId: string): OwnerId => `${ORDER_PREFIX}${purchaseId}`

export const ownerIdOf = (claims: AccessClaims, token: string): OwnerId =>
  claims.role === 'purchaser' && claims.purchaseId ? purchaseOwnerId(claims.purchaseId) : `token:${sha256Hex(token)}`

/** Whether the owner is a verified order (its records count in the coach's report; docs/threat-model.md). */
export const isOrderOwner = (owner: string) => owner.startsWith(ORDER_PREFIX)

/** The order an owner id names (a purchaser's), or null for a reviewer's or a demo token's. */
export const orderIdOf = (owner: OwnerId) => (isOrderOwner(owner) ? owner.slice(ORDER_PREFIX.length) : null)
