import {store, STORES} from './blobs'
import {createOnce} from './conditional-update'
import type {WebhookReceived} from '../../../src/lib/api-contract/payments'

/** Where each provider's delivered events are remembered, in the orders store. */
const EVENT_PREFIX = {stripe: 'event/', paypal: 'paypal-event/'} as const
export type WebhookProvider = keyof typeof EVENT_PREFIX

/**
 * Applies a provider's webhook event once: a delivery whose id was already applied is a duplicate and changes
 * nothing. The event is remembered only after `apply` succeeds, so a failure (answered 500) is retried in full.
 */
export async function applyEventOnce(
  provider: WebhookProvider,
  event: {id: string; type: string},
  apply: () => Promise<void>,
): Promise<'applied' | 'duplicate'> {
  const events = store(STORES.orders)
  const key = `${EVENT_PREFIX[provider]}${event.id}`
  if (await events.get(key)) return 'duplicate'
  await apply()
  // Write-once (docs/threat-model.md): of two racing deliveries, one remembers the event; the other's changes were the same.
  const created = await createOnce(events, key, {type: event.type, receivedAt: new Date().toISOString()})
  return created ? 'applied' : 'duplicate'
}

/** The webhook's answer: 200 either way, so the provider stops delivering. */
export const receivedBody = (outcome: 'applied' | 'duplicate'): WebhookReceived =>
  outcome === 'duplicate' ? {received: true, duplicate: true} : {received: true}
