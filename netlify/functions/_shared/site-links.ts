import {OWNER_ROUTES} from '../../../src/config/owner'
import {ROUTES} from '../../../src/config/site'
import {TRACKER_LINK_PARAM} from '../../../src/config/tracking'
import {API} from '../../../src/lib/api-contract'
import {requireEnv} from './env'
import type {UnsubscribeLinks} from './mail'

/**
 * Every link a mail carries is built here, on SITE_URL: one place decides the site's address and how
 * a query is encoded. `path` may end in a `#fragment`; the query goes before it.
 */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const [pathname, fragment] = path.split('#', 2)
  const search = new URLSearchParams(query).toString()
  return `${requireEnv('SITE_URL').replace(/\/+$/, '')}${pathname}${search ? `?${search}` : ''}${fragment === undefined ? '' : `#${fragment}`}`
}

/** A receipt's link that opens the toolkit on any browser (its restore secret). */
export const restoreLink = (secret: string) => siteLink(ROUTES.checkoutSuccess, {restore: secret})
/** A receipt's 'Try It On' link: the page that shows the order and mails the link that refunds it. */
export const refundLink = (secret: string) => siteLink(ROUTES.refund, {restore: secret})
/** The short-lived link, mailed on request, that confirms a refund. */
export const refundTicketLink = (ticket: string) => siteLink(ROUTES.refund, {ticket})
/** The order in the coach's back office. */
export const ownerOrderLink = (orderId: string) => siteLink(OWNER_ROUTES.orders, {order: orderId})
/** The coach's one-time sign-in link. */
export const signInLink = (token: string) => siteLink(OWNER_ROUTES.signIn, {token})
/** The one-time link that opens her tracker entries in a new browser. */
export const trackerRecoveryLink = (code: string) =>
  siteLink(`${ROUTES.toolkit}#tracking`, {[TRACKER_LINK_PARAM]: code})
/** Where a reminder leads (its payload's path on the site). */
export const reminderTargetLink = (path: string) => siteLink(path)
/** The double opt-in link of a reminder address (DECISIONS 39): a page that confirms it with a POST. */
export const reminderMailConfirmLink = (token: string) => siteLink(ROUTES.confirmReminderEmail, {token})
/** The RFC 8058 one-click address and the landing page of an unsubscribe token (DECISIONS 28). */
export const unsubscribeLinksFor = (token: string): UnsubscribeLinks => ({
  oneClickUrl: siteLink(API.unsubscribe.path, {token}),
  pageUrl: siteLink(ROUTES.unsubscribe, {token}),
})
