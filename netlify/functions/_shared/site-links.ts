import {OWNER_ROUTES} from '../../../src/config/owner'
import {ROUTES} from '../../../src/config/site'
import {requireEnv} from './env'

/**
 * Every link a mail carries is built here, on SITE_URL (issue 31): one place decides the site's address and how
 * a query is encoded.
 */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString()
  return `${requireEnv('SITE_URL').replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`
}

/** A receipt's link that opens the toolkit on any browser (its restore secret). */
export const restoreLink = (secret: string) => siteLink(ROUTES.checkoutSuccess, {restore: secret})
/** A receipt's 'Try It On' link. */
export const refundLink = (secret: string) => siteLink(ROUTES.refund, {restore: secret})
/** The order in the coach's back office. */
export const ownerOrderLink = (orderId: string) => siteLink(OWNER_ROUTES.orders, {order: orderId})
