import {formatMoney} from '../lib/money'
import {milliseconds} from 'date-fns'
/** The spec's business constants. Each lives here once; money is recomputed on the server from these. */

/** One-time price in US cents (spec: $37, lifetime access): the content model holds it, so the Studio's coupon rules read it too. */
import {PRICE_CENTS} from '../../content-model/options'
export {PRICE_CENTS}
export const CURRENCY = 'USD'
/** Spec: 14-day 'Try It On' refund promise. */
export const REFUND_DAYS = 14

/** Whole-dollar price for button labels ('Get Toolkit - $37'). */
export const PRICE_LABEL = formatMoney(PRICE_CENTS, {wholeWhenExact: true})

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
  /** Double opt-in of the daily reminder email (issue 27): the link in the confirmation mail opens it. */
  confirmReminderEmail: '/confirm-reminder-email',
  /** The accessibility statement (issue 33). */
  accessibility: '/accessibility',
} as const

/** Section navigation (spec): 80 px below the sticky bar, retry every 200 ms up to 5 times, hash scroll 100 ms after load. */
export const SCROLL_OFFSET_PX = 80
export const SCROLL_RETRY_MS = 200
export const SCROLL_MAX_RETRIES = 5
export const HASH_SCROLL_DELAY_MS = 100

/** Legal pages (spec): last updated July 27, 2025. */
export const LEGAL_LAST_UPDATED = 'July 27, 2025'
/** When the accessibility statement was last checked against the site (issue 33). */
export const ACCESSIBILITY_REVIEWED = 'November 25, 2026'

/** Deep link into the toolkit's remedy database, filtered to one remedy (DECISIONS 7). */
export const remedyDeepLink = (slug: string) => `${ROUTES.toolkit}?remedy=${encodeURIComponent(slug)}#remedies`

/** Test checkout (spec): simulated payment takes 2000 ms by card, 3000 ms by PayPal/Venmo. */
export const SIMULATED_CARD_DELAY_MS = 2000
export const SIMULATED_PAYPAL_DELAY_MS = 3000
/** Symptom tracker (spec): form defaults and slider ranges; hot flashes top out at a '20+' label. */
export const TRACKING_DEFAULTS = {hotFlashes: 0, sleep: 7, mood: 3, energy: 3} as const
export const TRACKING_RANGES = {
  hotFlashes: {min: 0, max: 20, step: 1},
  sleep: {min: 0, max: 12, step: 0.5},
  mood: {min: 1, max: 5, step: 1},
  energy: {min: 1, max: 5, step: 1},
} as const
/** Trend (spec): average of the last 7 entries against entries 8–14 from the end; needs 2 entries. */
export const TREND_WINDOW = 7
/** Issue 27: she can log or correct any of the last 7 days, today included. */
export const TRACKING_PICKABLE_DAYS = 7
export const TREND_MIN_ENTRIES = 2
/** Spec: the 'great consistency' note appears at 7 or more days tracked. */
export const GREAT_CONSISTENCY_DAYS = 7
/** Header that carries the tracker key on symptom-tracking calls (DECISIONS 20). */
export const TRACKER_KEY_HEADER = 'X-Tracker-Key'
/** Header that carries her address on symptom-tracking reads and deletes: no email address in any URL (issue 29). */
export const TRACKER_EMAIL_HEADER = 'X-Tracker-Email'
/** Query parameter of the mailed one-time link that replaces a lost tracker key. */
export const TRACKER_LINK_PARAM = 'tracker-link'

/** Exit-intent pop-up (spec): arms 15 s after load; the email goes out with this source. */
export const EXIT_INTENT_ARM_MS = 15_000
export const EXIT_INTENT_SOURCE = 'exit-intent-popup'
/** The landing page's inline offer of the same guide (issue 32: touch screens never trigger the pop-up). */
export const GUIDE_OFFER_SOURCE = 'survival-guide-offer'
/** The forms that promise the survival guide: a capture from them mails it. */
export const GUIDE_SOURCES: readonly string[] = [EXIT_INTENT_SOURCE, GUIDE_OFFER_SOURCE]
/** Install prompt (spec): 3 s after the browser offers it; not again within 24 h of being shown. */
export const INSTALL_PROMPT_DELAY_MS = 3000
export const INSTALL_PROMPT_SUPPRESS_MS = milliseconds({hours: 24})
/** Symptom assessment (spec): 4 steps, severity 1–5, up to 5 recommendations, saved progress kept 24 h. */
export const ASSESSMENT_STEP_COUNT = 4
export const SEVERITY_MIN = 1
export const SEVERITY_MAX = 5
export const MAX_ASSESSMENT_RECOMMENDATIONS = 5
/**
 * Tab presses from the top of the page to reach and finish each tool with the keyboard alone (issue 33; before: 59,
 * 66 and 116): the assessment with two symptoms rated, the quiz's three questions, the tracker's check-in saved.
 * Measured by tests/e2e/accessibility.spec.ts ('keyboard paths'), which fails when they change; stated on /accessibility.
 */
export const KEYBOARD_PATH_TABS = {assessment: 16, quiz: 11, tracker: 11}
export const ASSESSMENT_PROGRESS_TTL_MS = milliseconds({hours: 24})
/** Personalised recommendation card (spec): at most 4 items. */
export const MAX_PERSONALISED_ITEMS = 4

/** Urgency pop-up (spec): 60 s on the first visit, 45 s on the second, 30 s after; DECISIONS 8: quiet 7 days after a dismissal. */
export const URGENCY_POPUP_DELAYS_MS = [60_000, 45_000, 30_000] as const
export const URGENCY_DISMISS_QUIET_MS = milliseconds({days: 7})
/** Countdown ticks every second (spec). */
export const COUNTDOWN_TICK_MS = 1000
/** Usage counter (DECISIONS 12): assessments completed in the last 30 days. */
export const USAGE_WINDOW_DAYS = 30

/** Static remedy pages for search: teaser fields only, the full profile stays premium. */
export const REMEDIES_PATH = '/remedies'
export const remedyPagePath = (slug: string) => `${REMEDIES_PATH}/${encodeURIComponent(slug)}`
/** Search engines cut descriptions at about 155–160 characters. */
export const SEO_DESCRIPTION_MAX = 160
