import type {ListEntry, OwnerOrder} from '../api-contract/owner-answers'

import {EXIT_INTENT_SOURCE, GUIDE_OFFER_SOURCE} from '../../config/site'

export const PURCHASE_SOURCE = 'purchase'

/** Where an address came from, in plain words (a form's own name is never shown as sent). */
const SOURCE_LABELS: Record<string, string> = {
  [PURCHASE_SOURCE]: 'Checkout (ticked the news opt-in)',
  [EXIT_INTENT_SOURCE]: 'Free guide pop-up',
  [GUIDE_OFFER_SOURCE]: 'Free guide offer on the page',
}
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? 'Another sign-up form'

type Capture = {
  email: string | null
  source?: string
  sources?: string[]
  createdAt: string
  unsubscribedAt?: string | null
}

/**
 * One entry per address: form captures (any source) merged with purchasers. An address that
 * unsubscribed stays on the list, marked, so it is never mailed again by mistake.
 */
export function mergeEmailList(captures: Capture[], orders: OwnerOrder[]): ListEntry[] {
  const byEmail = new Map<string, ListEntry>()
  const add = (email: string, sources: string[], seen: string, unsubscribedAt: string | null) => {
    const key = email.trim().toLowerCase()
    const current = byEmail.get(key)
    if (!current) {
      byEmail.set(key, {email: key, sources: [...new Set(sources)], firstSeen: seen, unsubscribedAt})
      return
    }
    current.sources = [...new Set([...current.sources, ...sources])]
    if (seen < current.firstSeen) current.firstSeen = seen
    current.unsubscribedAt = current.unsubscribedAt ?? unsubscribedAt
  }
  for (const capture of captures) {
    if (!capture.email || !capture.email.includes('@')) continue // anonymised by retention
    add(
      capture.email,
      capture.sources ?? (capture.source ? [capture.source] : []),
      capture.createdAt,
      capture.unsubscribedAt ?? null,
    )
  }
  // A buyer is on the list only when she ticked the marketing opt-in at checkout; demo sales never.
  for (const order of orders)
    if (order.email && order.marketingConsent && !order.demo)
      add(order.email, [PURCHASE_SOURCE], order.paidAt ?? order.createdAt, null)
  return [...byEmail.values()].sort((a, b) => b.firstSeen.localeCompare(a.firstSeen))
}
