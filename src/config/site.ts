import {milliseconds} from 'date-fns/milliseconds'
/**
 * The original business constants. Each lives here once; money is recomputed on the server from these. Every page loads
 * this module, so a tool's own rules live beside it in config/<tool>.ts (assessment, tracking, engagement, legal).
 */

/** One-time price in US cents ($37, lifetime access): the content model holds it, so the Studio's coupon rules read it too. */
import {PRICE_CENTS} from '../../content-model/options'
export {PRICE_CENTS}
export const CURRENCY = 'USD'
/** 14-day 'Try It On' refund promise. */
export const REFUND_DAYS = 14
/** A refund is confirmed from a link mailed on request, which works this long (docs/threat-model.md). */
export const REFUND_LINK_MINUTES = 30

export const ROUTES = {
  home: '/',
  purchase: '/#purchase',
  checkout: '/checkout',
  checkoutSuccess: '/checkout-success',
  /** 'Try It On' self-serve refund, reached from the receipt's link (DECISIONS 26). */
  refund: '/refund',
  testCheckout: '/test-checkout',
  toolkit: '/toolkit',
  favorites: '/favorites',
  contact: '/contact',
  reminders: '/wellness-reminders',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  /** One-click unsubscribe landing page, linked from every mail that is not a receipt (DECISIONS 28). */
  unsubscribe: '/unsubscribe',
  /** Double opt-in of the daily reminder email (DECISIONS 39): the link in the confirmation mail opens it. */
  confirmReminderEmail: '/confirm-reminder-email',
  /** The accessibility statement (docs/accessibility.md). */
  accessibility: '/accessibility',
} as const

/** Section navigation: 80 px below the sticky bar, retry every 200 ms up to 5 times, hash scroll 100 ms after load. */
export const SCROLL_OFFSET_PX = 80
export const SCROLL_RETRY_MS = 200
export const SCROLL_MAX_RETRIES = 5
export const HASH_SCROLL_DELAY_MS = 100

/** Deep link into the toolkit's remedy database, filtered to one remedy (DECISIONS 7). */
export const remedyDeepLink = (slug: string) => `${ROUTES.toolkit}?remedy=${encodeURIComponent(slug)}#remedies`

/** Exit-intent pop-up: arms 15 s after load; the email goes out with this source. */
export const EXIT_INTENT_ARM_MS = 15_000
export const EXIT_INTENT_SOURCE = 'exit-intent-popup'
/** The landing page's inline offer of the same guide (touch screens never trigger the pop-up). */
export const GUIDE_OFFER_SOURCE = 'survival-guide-offer'
/** The forms that promise the survival guide: a capture from them mails it. */
export const GUIDE_SOURCES: readonly string[] = [EXIT_INTENT_SOURCE, GUIDE_OFFER_SOURCE]
/** Install prompt: 3 s after the browser offers it; not again within 24 h of being shown. */
export const INSTALL_PROMPT_DELAY_MS = 3000
export const INSTALL_PROMPT_SUPPRESS_MS = milliseconds({hours: 24})

/** Static remedy pages for search: teaser fields only, the full profile stays premium. */
export const REMEDIES_PATH = '/remedies'
export const remedyPagePath = (slug: string) => `${REMEDIES_PATH}/${encodeURIComponent(slug)}`
/** Search engines cut descriptions at about 155–160 characters. */
export const SEO_DESCRIPTION_MAX = 160
